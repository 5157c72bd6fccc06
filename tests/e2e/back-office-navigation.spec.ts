// Menus and the company's facts in the back office on the composed system: an editor adds an item linking to a page
// to the Polish main menu, moves it by keyboard (the focus stays on the moved item's button), saves, and the site's
// header shows it in that place; changes the company's phone and the contact page shows it. The tree editor has no
// axe violations. Everything is put back at the end for the other specs.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, withSavedCookieConsent } from './page-helpers';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

const LABEL = `QA pozycja ${Date.now()}`;
const PHONE = '+48 12 111 22 33';

/** A new editor, signed in on `page` (editors need no second factor). */

async function openPolishMainMenu(page: Page): Promise<void> {
  await page.goto(`${ADMIN_URL}/menus`);
  await page.getByRole('row', { name: /main\s*pl/ }).click();
  await expect(page.getByRole('button', { name: 'Dodaj pozycję' })).toBeVisible();
  // The pages and categories to pick from are still loading while the app bar's spinner turns.
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
}

/** The main navigation's text: its top items' names in their order. */
async function siteHeaderText(page: Page): Promise<string> {
  await page.goto('/kontakt');
  return (await page.getByRole('navigation', { name: 'Menu główne' }).textContent()) ?? '';
}

test('an editor adds a main-menu item linking to a page, moves it by keyboard, and the site shows it there', async ({
  page,
}) => {
  // Two visits of the editor and the site's polling for the change: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInAsNewEditor(page, 'QA Editor');
  await openPolishMainMenu(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Dodaj pozycję' }).click();
  await page.getByRole('textbox', { name: 'Etykieta' }).last().fill(LABEL);
  await page.getByRole('combobox', { name: 'Rodzaj' }).last().click();
  await page.getByRole('option', { name: 'Strona' }).click();
  await page.getByRole('combobox', { name: 'Strona' }).last().click();
  await page.getByRole('option', { name: 'O nas' }).click();

  // From last among the eight top items to second, right after "Produkty": six moves up, by keyboard.
  const up = page.getByRole('button', { name: `Przenieś „${LABEL}” w górę` });
  await up.focus();
  for (let move = 0; move < 6; move += 1) {
    await page.keyboard.press('Enter');
    await expect(up).toBeFocused();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('row', { name: /main\s*pl/ })).toBeVisible();

  await withSavedCookieConsent(page);
  await expect(async () => {
    const header = await siteHeaderText(page);
    expect(header.indexOf(LABEL)).toBeGreaterThan(header.indexOf('Produkty'));
    expect(header.indexOf(LABEL)).toBeLessThan(header.indexOf('Realizacje'));
  }).toPass({ timeout: 10_000 });
  await expect(
    page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: LABEL }),
  ).toHaveAttribute('href', '/o-nas');

  // The menu as it was.
  await openPolishMainMenu(page);
  await page.getByRole('button', { name: `Usuń „${LABEL}”` }).click();
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByRole('textbox', { name: 'Etykieta' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('row', { name: /main\s*pl/ })).toBeVisible();
});

test('an editor changes the company’s phone and the contact page shows it', async ({ page }) => {
  await signInAsNewEditor(page, 'QA Editor');
  await page.goto(`${ADMIN_URL}/company`);
  const phone = page.getByRole('textbox', { name: 'Telefon' });
  const before = await phone.inputValue();
  await expectNoAxeViolations(page);
  await phone.fill(PHONE);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano dane firmy')).toBeVisible();

  await withSavedCookieConsent(page);
  await expect(async () => {
    await page.goto('/kontakt');
    await expect(page.locator('main a[href="tel:+48121112233"]').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  await page.goto(`${ADMIN_URL}/company`);
  await page.getByRole('textbox', { name: 'Telefon' }).fill(before);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano dane firmy')).toBeVisible();
});
