// When a remote's code cannot be loaded (a chunk gone after a release, a remote down; docs/behaviour.md#chunk-reload),
// the browser reloads the page once, at most once per 60 s, and never loops.
import { test, expect, waitForHydration } from './fixtures';
import { requestsSettled } from './page-helpers';
import { productPageUrl } from './site-helpers';

test('a remote that fails to load in the browser reloads the page once, then shows the server-rendered page', async ({
  page,
}) => {
  // A visitor who saves data: nothing is prefetched, so the catalogue's page code loads only on the click.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await page.goto('/');
  await waitForHydration(page);
  // The catalogue remote's code is now unreachable for this browser (the server still renders it).
  await page.route('http://localhost:3002/**', (route) => route.abort());
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));
  // The reload is the only document request from here on (the click navigates client-side).
  let reloadRequested = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloadRequested = true;
  });
  let failedAfterReload = 0;
  page.on('requestfailed', (request) => {
    if (reloadRequested && request.url().startsWith('http://localhost:3002/')) failedAfterReload += 1;
  });

  // A product card of the front page: client-side navigation needs the catalogue's page module.
  const card = page.locator('main a[href^="/produkty/"]').first();
  const target = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL(productPageUrl(target));
  await expect.poll(() => documentLoads).toBe(1);
  const reloadedAt = await page.evaluate(() => sessionStorage.getItem('ef:chunk-reload-at'));
  expect(reloadedAt).toMatch(/^\d+$/);
  // The reloaded page is the server's, complete, and the second failure (hydration) did not reload again: once
  // the reloaded page's own request to the catalogue failed and the page settled, it is still the same document and
  // the guard's time stamp is unchanged.
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(() => failedAfterReload).toBeGreaterThan(0);
  await requestsSettled(page);
  expect(documentLoads).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('ef:chunk-reload-at'))).toBe(reloadedAt);
});
