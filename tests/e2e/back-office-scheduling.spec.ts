// Scheduled unpublishing on the composed system: an editor schedules a product to come off the site a few seconds
// ahead, and the API's runner (a one-second period in this configuration) takes it off by itself: its page answers
// 404 and sitemap.xml leaves it out. Published again from its edit page, it is back on both (which also restores
// the sample content).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiGet } from './site-helpers';
import { ADMIN_URL, newStaffAccount } from './staff-accounts';

const PASSWORD = 'a long passphrase nobody guesses';
const PRODUCT = { id: 3, slug: 'lambda', name: 'Lambda' };

async function signInAsNewEditor(page: Page): Promise<void> {
  const { email, link } = newStaffAccount('editor', 'QA Scheduler');
  await page.goto(link);
  await page.getByLabel(/^Nowe hasło/).fill(PASSWORD);
  await page.getByLabel(/^Powtórz hasło/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zapisz hasło' }).click();
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Hasło/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dzień dobry, QA Scheduler' })).toBeVisible();
}

/** Whether the site shows the product: its page's status and whether sitemap.xml lists it. */
async function onSite(request: APIRequestContext, path: string): Promise<{ page: number; inSitemap: boolean }> {
  const [page, sitemap] = await Promise.all([request.get(path, { maxRedirects: 0 }), request.get('/sitemap.xml')]);
  return { page: page.status(), inSitemap: (await sitemap.text()).includes(`${path}</loc>`) };
}

/** A `datetime-local` value `seconds` from now, in the browser's (and this process's) time zone. */
function localInput(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(
    at.getMinutes(),
  )}:${two(at.getSeconds())}`;
}

test('a product scheduled to be unpublished leaves the site and sitemap.xml by itself, and comes back when published', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { path } = await apiGet<{ path: string }>(request, `/api/products/${PRODUCT.slug}`);
  expect(await onSite(request, path)).toEqual({ page: 200, inSitemap: true });

  await signInAsNewEditor(page);
  await page.goto(`${ADMIN_URL}/products/${PRODUCT.id}`);
  const publishing = page.getByRole('region', { name: 'Publikacja' });
  await expect(publishing.getByRole('heading', { name: 'Opublikowany' })).toBeVisible();
  await publishing.getByLabel('Data i godzina').fill(localInput(8));
  await publishing.getByRole('button', { name: 'Wycofaj o tej porze' }).click();
  await expect(page.getByText('Zaplanowano')).toBeVisible();

  await page.goto(`${ADMIN_URL}/schedules`);
  await expect(
    page.getByRole('row', { name: new RegExp(`${PRODUCT.name} \\(products ${PRODUCT.id}\\)`) }),
  ).toContainText('wycofanie');

  await expect(async () => {
    expect(await onSite(request, path)).toEqual({ page: 404, inSitemap: false });
  }).toPass({ timeout: 40_000, intervals: [1000] });
  // Done: no longer waiting on the list.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`\\(products ${PRODUCT.id}\\)`) })).toHaveCount(0);

  await page.goto(`${ADMIN_URL}/products/${PRODUCT.id}`);
  await expect(publishing.getByRole('heading', { name: 'Niepublikowany' })).toBeVisible();
  await publishing.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(page.getByText('Opublikowano')).toBeVisible();
  await expect(async () => {
    expect(await onSite(request, path)).toEqual({ page: 200, inSitemap: true });
  }).toPass({ timeout: 20_000, intervals: [1000] });
});
