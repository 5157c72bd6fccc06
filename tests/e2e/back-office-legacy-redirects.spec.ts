// The old site's addresses in the back office on the composed system: an editor finds one by its address, adds an
// old address and the site answers 301 to its target at once (no restart), changes the target and the site follows,
// removes it and the address is a 404 again. The list has no axe violations. The address is removed
// through the API at the end even when the test fails part-way, so the sample stays as it was.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './page-helpers';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

const OLD = `/qa-stary-cennik-${Date.now()}.html`;
const adminAddress = `${ADMIN_URL}/api/admin/legacy-redirects/${encodeURIComponent(OLD)}`;

/** What the site answers to the old address: the status and where it leads. */
async function siteAnswer(request: APIRequestContext): Promise<string> {
  const response = await request.get(OLD, { maxRedirects: 0 });
  return `${response.status()} ${response.headers().location ?? ''}`.trim();
}

test('an editor adds an old address, the site answers 301 at once; changed, it follows; removed, it is a 404', async ({
  page,
  request,
}) => {
  // A new editor's sign-in, three saves and the shell's polling for each: more than the default on a busy machine.
  test.setTimeout(120_000);
  await signInAsNewEditor(page, 'QA Editor');
  try {
    await test.step('find an old address', async () => {
      await page.goto(`${ADMIN_URL}/legacy-redirects`);
      await page.getByRole('textbox', { name: 'Szukaj' }).fill('kontakt');
      await expect(page.getByRole('row', { name: /\/kontakt\.html/ })).toBeVisible();
      await expect(page.getByRole('row', { name: /\/nowosci\.html/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    await page.getByRole('link', { name: 'Utwórz' }).click();
    await page.getByRole('textbox', { name: 'Stary adres' }).fill(OLD);
    await page.getByRole('textbox', { name: 'Prowadzi do adresu' }).fill('/kontakt');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByRole('textbox', { name: 'Szukaj' })).toBeVisible();
    await expect(async () => expect(await siteAnswer(request)).toBe('301 /kontakt')).toPass({ timeout: 10_000 });

    // The search is applied after a pause in typing: the list shows only the new row then.
    await page.getByRole('textbox', { name: 'Szukaj' }).fill('qa-stary-cennik');
    await expect(page.getByRole('row', { name: /\/kontakt\.html/ })).toHaveCount(0);
    await page.getByRole('row', { name: new RegExp(OLD.replace(/[.]/g, '\\.')) }).click();
    const target = page.getByRole('textbox', { name: 'Prowadzi do adresu' });
    await expect(target).toHaveValue('/kontakt');
    await target.fill('/produkty');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(async () => expect(await siteAnswer(request)).toBe('301 /produkty')).toPass({ timeout: 10_000 });

    await page.getByRole('row', { name: new RegExp(OLD.replace(/[.]/g, '\\.')) }).click();
    await expect(page.getByRole('textbox', { name: 'Prowadzi do adresu' })).toHaveValue('/produkty');
    await page.getByRole('button', { name: 'Usuń', exact: true }).click();
    await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
    await expect(async () => expect(await siteAnswer(request)).toBe('404')).toPass({ timeout: 10_000 });
  } finally {
    const left = await page.request.get(adminAddress, { timeout: 10_000 });
    if (left.status() === 200) {
      const removed = await page.request.delete(adminAddress, { headers: { Origin: ADMIN_URL }, timeout: 10_000 });
      expect(removed.status()).toBe(204);
    }
  }
});
