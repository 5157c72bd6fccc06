// Prefetch (skipped when offline, on 2g or with data saver; docs/testing.md): a link the visitor points at, focuses or
// scrolls to has its page's data and code loaded before the click, and the navigation uses them instead of
// asking again. How fast that makes a navigation is measured by the benchmark (bench:web), not here.
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { reportOnline } from './page-helpers';
import { productPageUrl } from './site-helpers';

/** Counts the API requests for single products (/api/products/{slug}), the data of a product page. */
function countProductRequests(page: Page): (productPath: string) => number {
  const slugs: string[] = [];
  page.on('request', (request) => {
    const match = /^\/api\/products\/([^/]+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) slugs.push(match[1]);
  });
  return (productPath) => slugs.filter((slug) => productPath.endsWith(`/${slug}`)).length;
}

/** Opens the product list and picks its first product link (/produkty/{category}/{product}). */
async function openProductList(page: Page): Promise<{ productPath: string; link: Locator }> {
  await page.goto('/produkty');
  await waitForHydration(page);
  const paths = await page
    .locator('main a[href^="/produkty/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const productPath = paths.find((path) => path.split('/').length === 4);
  if (!productPath) throw new Error('The product list links to no product');
  return { productPath, link: page.locator(`main a[href="${productPath}"]`).first() };
}

/** Makes the browser report a connection (the Network Information API) before any script of the page runs. */
async function reportConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
  }, connection);
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a product link pointed at is loaded before the click, and the click asks for nothing again', async ({
  page,
  problems,
}) => {
  await reportOnline(page);
  const productRequests = countProductRequests(page);
  const { productPath, link } = await openProductList(page);
  await link.hover();
  await expect.poll(() => productRequests(productPath), { message: 'fetched before the click' }).toBe(1);
  await page.waitForLoadState('networkidle');

  await link.click();
  await expect(page).toHaveURL(productPageUrl(productPath));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(productRequests(productPath), 'the navigation used the prefetched data').toBe(1);
  expect(problems.errors).toEqual([]);
});

test('links in view are prefetched without any pointer or focus', async ({ page }) => {
  await reportOnline(page);
  const productRequests = countProductRequests(page);
  const { productPath } = await openProductList(page);
  await expect.poll(() => productRequests(productPath), { message: 'the product in view is fetched' }).toBe(1);
});

for (const connection of [
  { effectiveType: '4g', saveData: true },
  { effectiveType: '2g', saveData: false },
  { effectiveType: 'slow-2g', saveData: false },
]) {
  const name = connection.saveData ? 'data saver' : connection.effectiveType;
  test(`nothing is prefetched with ${name}, and links still work`, async ({ page }) => {
    await reportOnline(page);
    await reportConnection(page, connection);
    const productRequests = countProductRequests(page);
    const { productPath, link } = await openProductList(page);
    await link.hover();
    await link.focus();
    await page.waitForLoadState('networkidle');
    expect(productRequests(productPath), 'no prefetch').toBe(0);

    await link.click();
    await expect(page).toHaveURL(productPageUrl(productPath));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(productRequests(productPath), 'the navigation loaded the product itself').toBe(1);
  });
}

test('nothing is prefetched offline', async ({ page, context }) => {
  await reportConnection(page, { effectiveType: '4g', saveData: true });
  const productRequests = countProductRequests(page);
  const { productPath, link } = await openProductList(page);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  // From here on the browser is offline and reports a fast connection without data saver.
  await page.evaluate(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ effectiveType: '4g', saveData: false }),
    }),
  );
  await link.hover();
  await link.focus();
  // A prefetch would start at once on hover and focus; let the browser go idle once to be sure none did.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
  expect(productRequests(productPath)).toBe(0);
  await context.setOffline(false);
});
