// One click on a form's send button, pressed in the button's upper half right after leaving an empty required field,
// checks the whole form and takes the visitor to the first field to fix (docs/behaviour.md#form-validation). A message
// that appeared as the focus left the field moved the button down under the pointer between press and release, and
// the click was lost.
import { test, expect } from './fixtures';
import { openAsReturningVisitor } from './page-helpers';

const FORMS = [
  { path: '/kontakt', send: 'Wyślij' },
  { path: '/en/contact', send: 'Send' },
  { path: '/kariera/oferty-pracy', send: 'Wyślij aplikację' },
];

for (const width of [375, 1366]) {
  for (const { path, send } of FORMS) {
    test(`${path} at ${width} px: the first click on "${send}" validates the form`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 800 });
      await openAsReturningVisitor(page, path);
      const button = page.getByRole('button', { name: send, exact: true }).first();
      await expect(button).toBeEnabled();
      const form = page.locator('form', { has: button });
      const firstField = form.getByRole('textbox').first();
      await firstField.click();
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box) throw new Error('the send button is not drawn');
      await page.mouse.click(box.x + box.width / 2, box.y + 3);

      await expect(firstField).toHaveAttribute('aria-invalid', 'true');
      await expect(firstField).toBeFocused();
      expect(problems.errors).toEqual([]);
    });
  }
}
