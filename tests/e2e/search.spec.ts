// The search results page on the composed site (docs/behaviour.md#search-results-page):
// search from the header overlay, summary, 'see more', opening a result, no results, a hostile phrase, the
// server HTML, every language's search path, and axe.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { expectNoAxeViolations, requestsSettled, withSavedCookieConsent } from './page-helpers';
import { API_URL, productPageUrl } from './site-helpers';

/** What the API finds, so the tests follow the sample content instead of hard-coding it. */
async function apiSearch(
  request: APIRequestContext,
  phrase: string,
  locale = 'pl',
): Promise<Array<{ title: string; slug: string }>> {
  const response = await request.get(`${API_URL}/api/search`, {
    params: { phrase, pagination: 'false' },
    headers: { 'Accept-Locale': locale },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<{ title: string; slug: string }>;
}

const main = (page: Page) => page.locator('#main');
const summary = (page: Page) => main(page).getByRole('status').first();
const resultList = (page: Page) => main(page).getByRole('list', { name: 'Wyniki wyszukiwania' });

test.beforeEach(async ({ page }) => withSavedCookieConsent(page));

test('search from the header overlay: the search page sums up the results, the phrase highlighted', async ({
  page,
  request,
  problems,
}) => {
  const expected = await apiSearch(request, 'krzeslo');
  expect(expected.length).toBeGreaterThan(8);

  await page.goto('/o-nas');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Wyszukiwarka' }).click();
  await page.getByRole('searchbox', { name: 'Szukaj w serwisie' }).fill('krzeslo');
  await page.getByRole('searchbox', { name: 'Szukaj w serwisie' }).press('Enter');

  await expect(page).toHaveURL(/\/szukaj\?q=krzeslo$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Wyniki wyszukiwania' })).toBeVisible();
  await expect(summary(page)).toHaveText(`„krzeslo” (wyniki: ${expected.length})`);
  await expect(resultList(page).getByRole('listitem')).toHaveCount(8);
  const first = resultList(page).getByRole('listitem').first();
  await expect(first.getByRole('link', { name: expected[0].title })).toHaveAttribute('href', expected[0].slug);
  await expect(first.getByText(expected[0].slug, { exact: true })).toBeVisible();
  // Diacritic-insensitive highlighting: 'krzeslo' marks 'krzesło'.
  await expect(first.locator('mark').first()).toHaveText(/^krzesło$/i);
  expect(problems.errors).toEqual([]);
});

test('"see more" shows 8 more results, moves focus to the first new one and announces it', async ({
  page,
  request,
}) => {
  const expected = await apiSearch(request, 'krzeslo');
  await page.goto('/szukaj?q=krzeslo');
  await waitForHydration(page);
  const items = resultList(page).getByRole('listitem');
  await expect(items).toHaveCount(8);

  const more = main(page).getByRole('button', { name: 'Pokaż więcej' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(Math.min(16, expected.length));
  await expect(items.nth(8).getByRole('link')).toBeFocused();
  await expect(main(page).locator('[aria-live="polite"]')).toHaveText(
    new RegExp(`razem ${Math.min(16, expected.length)} z ${expected.length}`),
  );

  while (await more.isVisible()) await more.click();
  await expect(items).toHaveCount(expected.length);
  await expectNoAxeViolations(page);
});

test('opens a result with client-side navigation', async ({ page, request }) => {
  const [expected] = await apiSearch(request, 'aruba');
  await page.goto('/szukaj?q=aruba');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
  await resultList(page).getByRole('link', { name: expected.title }).click();
  await expect(page).toHaveURL(productPageUrl(expected.slug));
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText(expected.title);
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
});

test('a phrase with no results says so, and a new search from the page form finds results', async ({ page }) => {
  await page.goto('/szukaj?q=qqxxzzyy');
  await waitForHydration(page);
  await expect(summary(page)).toHaveText('Brak wyników dla „qqxxzzyy”');
  await expect(resultList(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const field = main(page).getByRole('searchbox', { name: 'Szukana fraza' });
  await field.fill('ab');
  await field.press('Enter');
  await requestsSettled(page);
  await expect(page).toHaveURL(/\?q=qqxxzzyy$/);

  await field.fill('fotel');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/szukaj\?q=fotel$/);
  await expect(summary(page)).toHaveText(/^„fotel” \(wyniki: \d+\)$/);
});

test('a new search shows "in progress" until its results come, and a failed one clears the results', async ({
  page,
}) => {
  await page.goto('/szukaj?q=krzeslo');
  await waitForHydration(page);
  const field = main(page).getByRole('searchbox', { name: 'Szukana fraza' });

  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/search?**', async (route) => {
    await released;
    await route.continue();
  });
  await field.fill('fotel');
  await field.press('Enter');
  await expect(summary(page)).toHaveText('Szukam „fotel”…');
  await expect(resultList(page)).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(summary(page)).toHaveText(/^„fotel” \(wyniki: \d+\)$/);
  await expect(resultList(page)).not.toHaveAttribute('aria-busy', 'true');

  await page.unroute('**/api/search?**');
  await page.route('**/api/search?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500}' }),
  );
  await field.fill('krzesło obrotowe');
  await field.press('Enter');
  await expect(summary(page)).toHaveText('Brak wyników dla „krzesło obrotowe”');
  await expect(main(page).getByText('Wyszukiwarka chwilowo nie odpowiada. Spróbuj ponownie za chwilę.')).toBeVisible();
  await expect(resultList(page)).toHaveCount(0);
});

test('a hostile phrase renders as text and never errors', async ({ page, problems }) => {
  const hostile = '<img src=x onerror=alert(1)>';
  let dialog = false;
  page.on('dialog', (opened) => {
    dialog = true;
    void opened.dismiss();
  });
  for (const phrase of [hostile, '"krzesło" OR (*', "' ; DROP TABLE --"]) {
    const response = await page.goto(`/szukaj?q=${encodeURIComponent(phrase)}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(summary(page)).toContainText(phrase);
  }
  await page.goto(`/szukaj?q=${encodeURIComponent(hostile)}`);
  await waitForHydration(page);
  await expect(main(page).locator('img[src="x"]')).toHaveCount(0);
  await expect(main(page).getByRole('searchbox')).toHaveValue(hostile);
  expect(dialog).toBe(false);
  expect(problems.errors).toEqual([]);
});

test('the server HTML of /szukaj?q=krzeslo is complete: summary, results, highlighted excerpts', async ({
  request,
}) => {
  const expected = await apiSearch(request, 'krzeslo');
  const response = await request.get('/szukaj?q=krzeslo');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`„krzeslo” (wyniki: ${expected.length})`);
  for (const result of expected.slice(0, 8)) expect(html).toContain(`href="${result.slug}"`);
  expect(html).not.toContain(`href="${expected[8].slug}"`);
  expect(html).toMatch(/<mark[^>]*>krzesło<\/mark>/i);
  expect(html).toContain('<meta name="robots" content="noindex">');
});

for (const [path, text] of [
  ['/en/search?q=chair', /^“chair” \(results: \d+\)$/],
  ['/fr/recherche?q=chaise', /^« chaise » \(résultats : \d+\)$/],
] as const) {
  test(`${path}: the search page of the language`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(summary(page)).toHaveText(text);
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('results fit the width and have no axe violations', async ({ page }) => {
    await page.goto('/szukaj?q=krzeslo');
    await waitForHydration(page);
    await expect(resultList(page).getByRole('listitem')).toHaveCount(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

test('the search page without a phrase hints at the 3-character minimum, with no axe violations', async ({ page }) => {
  await page.goto('/szukaj');
  await waitForHydration(page);
  await expect(
    main(page).getByText('Wpisz co najmniej 3 znaki, aby wyszukać produkty, strony i oferty pracy.'),
  ).toBeVisible();
  await expect(resultList(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a phrase of 2 characters or fewer searches nothing and shows no message', async ({ page }) => {
  await page.goto('/szukaj?q=ab');
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByText(/co najmniej 3 znaki/)).toHaveCount(0);
  await expect(main(page).locator('[role="status"]')).toBeEmpty();
  await expect(resultList(page)).toHaveCount(0);
});

test('a phrase over 100 characters is said to be too long, never an outage, and is not repeated', async ({
  page,
  problems,
}) => {
  const phrase = 'krzeslo'.repeat(43); // 301 characters
  const response = await page.goto(`/szukaj?q=${phrase}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(summary(page)).toHaveText('Fraza może mieć najwyżej 100 znaków.');
  await expect(main(page).getByText(/nie odpowiada/)).toHaveCount(0);
  // The heading and the title repeat at most the first 100 characters.
  expect(await page.title()).toContain(`${phrase.slice(0, 100)} – wyniki wyszukiwania`);
  expect(await page.title()).not.toContain(phrase.slice(0, 101));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Wyniki wyszukiwania');
  await expect(main(page).getByRole('searchbox', { name: 'Szukana fraza' })).toHaveValue(phrase.slice(0, 100));
  await expect(page.getByRole('searchbox', { name: 'Szukana fraza' })).toHaveAttribute('maxlength', '100');
  await expectNoAxeViolations(page);
  expect(problems.errors).toEqual([]);
});
