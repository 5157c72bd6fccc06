// The composed site renders on the server, hydrates cleanly and navigates on the client.
import type { Page } from '@playwright/test';
import { test, expect, region, waitForHydration } from './fixtures';
import { expectCookiePopupShown } from './page-helpers';
import { firstProductPath } from './site-helpers';

/**
 * Waits until the late effects of a first visit have run and could report an error: the cookie popup showing itself
 * about 1 s after hydration (announced, without taking the focus) and the remote chunks loaded after hydration (no
 * request for 500 ms).
 */
async function waitForLateEffects(page: Page): Promise<void> {
  await waitForHydration(page);
  await expectCookiePopupShown(page);
  await page.waitForLoadState('networkidle');
}

test('the server HTML already contains the header, the page content and the footer', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="pl">/);
  // React marks each region's Suspense boundary with <!--$-->.
  expect(html).toMatch(/data-remote="chrome" data-remote-version="[^"]+">(<!--\$-->)?<header/);
  expect(html).toMatch(/<nav[^>]*aria-label/);
  expect(html).toMatch(/data-remote="content" data-remote-version="[^"]+"/);
  expect(html).toMatch(/<footer/);
  expect(html).toContain('id="__EF_STATE__"');
});

test('a product page is complete in the server HTML', async ({ request }) => {
  const path = await firstProductPath(request);
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/data-remote="catalogue" data-remote-version="[^"]+"/);
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
});

for (const path of ['/', '/en', '/fr', '/o-nas', '/kariera/oferty-pracy', '/szukaj?q=krzes']) {
  test(`hydrating ${path} logs no error`, async ({ page, problems }) => {
    await page.goto(path);
    await waitForLateEffects(page);
    expect(problems.errors).toEqual([]);
  });
}

test('hydrating a product page logs no error', async ({ page, problems, request }) => {
  await page.goto(await firstProductPath(request));
  await waitForLateEffects(page);
  expect(problems.errors).toEqual([]);
});

test('clicking a menu link navigates without a full page reload', async ({ page, problems }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const link = page.locator('header a[href="/kontakt"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(problems.errors).toEqual([]);
});

test('an unknown path answers 404 with the 404 page', async ({ page, request }) => {
  const response = await request.get('/to-nie-istnieje');
  expect(response.status()).toBe(404);
  await page.goto('/to-nie-istnieje');
  await expect(page.getByRole('heading', { level: 1, name: 'Strona nie istnieje' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');

  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page does not exist' })).toBeVisible();
});

test('each language has its own front page', async ({ page }) => {
  const expectations = [
    { path: '/', lang: 'pl', skip: 'Przejdź do treści' },
    { path: '/en', lang: 'en', skip: 'Skip to content' },
    { path: '/fr', lang: 'fr', skip: 'Aller au contenu' },
  ];
  for (const { path, lang, skip } of expectations) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('.ef-skip-link')).toHaveText(skip);
    await expect(region(page, 'content')).not.toBeEmpty();
  }
});

test('switching the language navigates to that language home and reloads the menus', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const polishNav = await page.locator('header nav').first().innerText();
  await page.locator('header button[aria-controls="ef-language-list"]').click();
  await page.locator('#ef-language-list a[href="/en"]').click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => page.locator('header nav').first().innerText()).not.toBe(polishNav);
});

test.describe('QA-visible regions', () => {
  test('every remote region in the server HTML names its remote and the version the page was rendered with', async ({
    request,
  }) => {
    const health = (await (await request.get('/healthz')).json()) as { remotes: Record<string, { version: string }> };
    for (const path of ['/', await firstProductPath(request), '/kariera/oferty-pracy', '/szukaj?q=krzes']) {
      const html = await (await request.get(path)).text();
      const regions = [...html.matchAll(/<div class="ef-region"([^>]*)>/g)].map((match) => match[1]);
      expect(regions.length).toBeGreaterThanOrEqual(3); // header, page, footer
      for (const attributes of regions) {
        const [, name, version] = /^ data-remote="(\w+)" data-remote-version="([^"]+)"$/.exec(attributes) ?? [];
        expect(health.remotes[name]?.version, `${path}: ${attributes}`).toBe(version);
      }
    }
  });

  test("'?debug=regions' outlines each region with its remote and version; Alt+Shift+R toggles", async ({
    page,
    request,
  }) => {
    await page.goto(`${await firstProductPath(request)}?debug=regions`);
    await waitForHydration(page);
    const catalogue = region(page, 'catalogue');
    const version = await catalogue.getAttribute('data-remote-version');
    await expect(catalogue).toHaveCSS('outline-style', 'dashed');
    expect(await catalogue.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
      `"catalogue ${version}"`,
    );
    await expect(region(page, 'chrome').first()).toHaveCSS('outline-style', 'dashed');

    // The outlines stay on while browsing, until the shortcut turns them off.
    await region(page, 'chrome').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(region(page, 'content')).toHaveCSS('outline-style', 'dashed');
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect(region(page, 'content')).toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect(region(page, 'content')).toHaveCSS('outline-style', 'dashed');
  });
});
