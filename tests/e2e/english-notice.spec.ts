// The English notice takes its own space below the fixed header and is rendered by the server, so it covers no
// heading or breadcrumbs and moves nothing after the first paint (docs/behaviour.md#english-notice).
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { firstProductPath } from './site-helpers';

const NOTICE = 'section[aria-labelledby="ef-english-notice-title"]';

/** A visitor who has chosen cookies (the popup stays out of the way); `noticeClosed` adds the notice's cookie. */
async function returningVisitor(context: BrowserContext, baseURL: string, noticeClosed = false): Promise<void> {
  const cookies = [{ name: 'ef_consent', value: 'none', url: baseURL }];
  if (noticeClosed) cookies.push({ name: 'ef_english_notice', value: 'false', url: baseURL });
  await context.addCookies(cookies);
  await context.addInitScript(() => {
    const consent = {
      necessary: true,
      functional: false,
      performance: false,
      advertising: false,
      savedAt: '2025-01-01T00:00:00.000Z',
    };
    window.localStorage.setItem('ef:cookie-consent', JSON.stringify(consent));
  });
}

/** Sums the layout shifts of the page view (not those right after input), from the first paint on. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { efShifts: number };
    record.efShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.efShifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Whether nothing covers the element: it lies below the notice, and the element at the centre of its box is the
 * element itself or inside it (scrolled into view first when it starts below the fold, e.g. a product's heading under
 * its gallery at 375 px, where the fixed header could still cover it).
 */
async function uncovered(locator: Locator, notice: Locator): Promise<boolean> {
  const noticeBox = (await notice.boundingBox())!;
  const box = (await locator.boundingBox())!;
  if (box.y < noticeBox.y + noticeBox.height) return false;
  return locator.evaluate((element) => {
    if (element.getBoundingClientRect().bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    window.scrollTo(0, 0);
    return top !== null && (top === element || element.contains(top));
  });
}

for (const width of [375, 1366]) {
  test.describe(`English notice at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('covers neither the heading nor the breadcrumbs, and shifts nothing after the first paint', async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      await returningVisitor(context, baseURL!);
      // The site's web fonts swap in when they arrive (font-display: swap), which reflows text on a visitor's very
      // first page; a page visited first puts them in the cache, so what is summed below is the pages' own shifts.
      await page.goto('/en/contact');
      await page.evaluate(() => document.fonts.ready);
      await recordLayoutShifts(page);
      const productPath = await firstProductPath(request, 'en');
      for (const [path, breadcrumbs] of [
        ['/en/news', false],
        ['/en/news/launch-of-the-now-chair', true],
        ['/en/products', false],
        [productPath, true],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        const notice = page.locator(NOTICE);
        await expect(notice).toBeVisible();
        // Just below the fixed header, in the page's flow.
        expect(Math.round((await notice.boundingBox())!.y)).toBe(90);
        expect(await uncovered(page.locator('main h1').first(), notice), `${path}: h1`).toBe(true);
        const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
        if (breadcrumbs) {
          await expect(crumbs).toBeVisible();
          expect(await uncovered(crumbs, notice), `${path}: breadcrumbs`).toBe(true);
        }
        if (path === productPath) {
          expect(await uncovered(page.getByRole('region', { name: 'Product image gallery' }), notice), 'gallery').toBe(
            true,
          );
        }
        // Everything the page loads is in (images decoded, fonts applied) before the shifts are summed.
        await page.waitForLoadState('load');
        await page.evaluate(() => document.fonts.ready);
        const shifts = await page.evaluate(() => (window as unknown as { efShifts: number }).efShifts);
        expect(shifts, `${path}: layout shift`).toBeLessThan(0.01);
      }
    });
  });
}

test('the server renders the notice for an English visitor who has not closed it, and leaves it out after', async ({
  page,
  context,
  baseURL,
}) => {
  const firstVisit = await (await page.request.get('/en/news')).text();
  expect(firstVisit).toContain('ef-english-notice-title');

  await returningVisitor(context, baseURL!, true);
  const closed = await (await page.request.get('/en/news')).text();
  expect(closed).not.toContain('ef-english-notice-title');
  await page.goto('/en/news');
  await waitForHydration(page);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator(NOTICE)).toHaveCount(0);
});

test('closing it keeps it closed on the next page, from the server on', async ({ page, context, baseURL }) => {
  await returningVisitor(context, baseURL!);
  await page.goto('/en/contact');
  await waitForHydration(page);
  const heading = page.locator('main h1');
  const before = (await heading.boundingBox())!;
  const noticeHeight = (await page.locator(NOTICE).boundingBox())!.height;
  await page.getByRole('button', { name: 'Close the translation notice' }).click();
  await expect(page.locator(NOTICE)).toHaveCount(0);
  // The page moves up by the notice's height (the visitor's own action, not a layout shift).
  expect(Math.round((await heading.boundingBox())!.y)).toBe(Math.round(before.y - noticeHeight));
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'ef_english_notice')?.value).toBe('false');
  const next = await (await page.request.get('/en/news')).text();
  expect(next).not.toContain('ef-english-notice-title');
});

test('the error page has no notice: it holds no product texts to translate', async ({ page }) => {
  const answer = await page.request.get('/en/no-such-page');
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain('ef-english-notice-title');
  await page.goto('/en/no-such-page');
  await waitForHydration(page);
  await expect(page.locator('main h1')).toHaveText('Page does not exist');
  await expect(page.locator(NOTICE)).toHaveCount(0);
});
