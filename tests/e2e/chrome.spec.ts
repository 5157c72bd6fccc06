// The site chrome on the composed site: product mega-menu, search overlay (and its 2-character rule),
// language switch, mobile menu at 375 px, English notice (docs/behaviour.md#header).
import type { APIRequestContext } from '@playwright/test';
import { test, expect, region, waitForHydration } from './fixtures';
import { expectNoAxeViolations, requestsSettled, withSavedCookieConsent } from './page-helpers';
import { apiGet, productPageUrl } from './site-helpers';

interface ApiProduct {
  name: string;
  path: string;
  category: { id: number; name: string };
}

async function productsOfCategory(
  request: APIRequestContext,
  categoryId: number,
  locale = 'pl',
): Promise<ApiProduct[]> {
  const body = await apiGet<{ member: ApiProduct[] }>(
    request,
    `/api/products?itemsPerPage=400&order[name]=asc`,
    locale,
  );
  return body.member.filter((product) => product.category.id === categoryId);
}

async function newProductsTagId(request: APIRequestContext, locale: string, slug: string): Promise<number> {
  const body = await apiGet<{ member: Array<{ id: number; slug: string }> }>(
    request,
    '/api/product_tags?pagination=false',
    locale,
  );
  const tag = body.member.find((candidate) => candidate.slug === slug);
  if (!tag) throw new Error(`No '${slug}' tag in ${locale}`);
  return tag.id;
}

test.describe('product mega-menu (desktop, 1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ page }) => withSavedCookieConsent(page));

  test('opens on hover, loads the products only then, and lists a category’s products', async ({
    page,
    request,
    problems,
  }) => {
    const productRequests: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/products\?/.test(req.url())) productRequests.push(decodeURIComponent(req.url()));
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(productRequests).toEqual([]);

    const products = page.getByRole('button', { name: 'Produkty', exact: true });
    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect.poll(() => productRequests.length).toBe(1);
    expect(productRequests[0]).toContain('itemsPerPage=400');
    expect(productRequests[0]).toContain('order[name]=asc');

    // Category columns with subcategories, and the mechanisms promo column with its image.
    await expect(panel.getByRole('link', { name: 'Krzesła obrotowe', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Krzesła menedżerskie' })).toBeVisible();
    await expect(panel.locator('[data-css-class="mechanisms"] img')).toBeVisible();

    const expected = await productsOfCategory(request, 1);
    await panel.getByRole('button', { name: 'Modele: Krzesła obrotowe' }).click();
    const submenu = panel.locator(
      `#${await panel.getByRole('button', { name: 'Modele: Krzesła obrotowe' }).getAttribute('aria-controls')}`,
    );
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole('link')).toHaveText(expected.map((product) => product.name));

    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await submenu.getByRole('link', { name: expected[0].name }).click();
    await expect(page).toHaveURL(productPageUrl(expected[0].path));
    await expect(page.locator('main h1').first()).toHaveText(expected[0].name);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  test('opens columns past the third to the left, inside the page', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Produkty', exact: true }).click();
    const toggle = page.getByRole('button', { name: 'Modele: Bazy' });
    await toggle.click();
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(submenu).toHaveAttribute('data-opens', 'left');
    const column = (await page.locator('li', { has: toggle }).last().boundingBox())!;
    const box = (await submenu.boundingBox())!;
    expect(Math.abs(box.x + box.width - (column.x + column.width))).toBeLessThan(2);
    expect(box.x).toBeGreaterThanOrEqual(0);

    const first = page.getByRole('button', { name: 'Modele: Krzesła obrotowe' });
    await first.click();
    await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toHaveAttribute('data-opens', 'right');
  });

  test('the new-products link opens the product list with the new-products tag', async ({ page, request }) => {
    const tagId = await newProductsTagId(request, 'pl', 'nowosc');
    await page.goto('/o-nas');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Produkty', exact: true }).hover();
    const link = page.getByRole('link', { name: /Nowości/ });
    await expect(link).toHaveAttribute('href', `/produkty?tag=${tagId}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/produkty\\?tag=${tagId}$`));
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('works from the keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForHydration(page);
    const products = page.getByRole('button', { name: 'Produkty', exact: true });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    // The footer links to the same category: look in the main navigation.
    const mainMenu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(mainMenu.getByRole('link', { name: 'Krzesła obrotowe', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Modele: Krzesła obrotowe' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Modele: Krzesła obrotowe' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Modele: Krzesła obrotowe' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
  });

  test('has no axe violations with the mega-menu and a product submenu open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Produkty', exact: true }).click();
    const toggle = page.getByRole('button', { name: 'Modele: Krzesła obrotowe' });
    await toggle.click();
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toHaveAttribute('aria-busy', 'false');
    await expectNoAxeViolations(page);
  });
});

test.describe('header', () => {
  test('is fixed and 90 px high; transparent on the front page until scrolled past 5 px, solid on subpages', async ({
    page,
  }) => {
    await withSavedCookieConsent(page);
    await page.goto('/');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect((await header.boundingBox())!.height).toBe(90);
    await expect(header).toHaveAttribute('data-appearance', 'transparent');
    await page.mouse.wheel(0, 300);
    await expect(header).toHaveAttribute('data-appearance', 'solid');
    expect((await header.boundingBox())!.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-appearance', 'transparent');

    await page.getByRole('banner').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(header).toHaveAttribute('data-appearance', 'solid');
  });
});

test.describe('desktop menu from 1200 px', () => {
  test('the navigation shows from 1200 px, the hamburger below', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/kontakt');
    await waitForHydration(page);
    const nav = page.locator('header nav').first();
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(nav).toBeVisible();
    await expect(hamburger).toBeHidden();
    await page.setViewportSize({ width: 1199, height: 800 });
    await expect(nav).toBeHidden();
    await expect(hamburger).toBeVisible();
  });
});

test.describe('search overlay', () => {
  test.beforeEach(async ({ page }) => withSavedCookieConsent(page));

  test('opens from the icon; 2 characters do nothing, more go to the search page', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Wyszukiwarka' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = page.getByRole('searchbox', { name: 'Szukaj w serwisie' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('placeholder', 'szukaj');

    const overlayText = await page.locator('#ef-search-overlay').innerText();
    await field.fill('kr');
    await field.press('Enter');
    // A submitted phrase closes the overlay before navigating; after the page settled it is still open, here.
    await requestsSettled(page);
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.locator('#ef-search-overlay')).toBeVisible();
    expect(await page.locator('#ef-search-overlay').innerText()).toBe(overlayText);

    await field.fill('krzes');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/szukaj\?q=krzes$/);
    await expect(page.locator('#ef-search-overlay')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(region(page, 'search')).toBeVisible();
  });

  test('English: placeholder and search page of the language', async ({ page }) => {
    await page.goto('/en/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Site search' }).click();
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(field).toHaveAttribute('placeholder', 'search');
    await field.fill('chair');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=chair$/);
  });

  test('closes on an outside click and on Escape (focus back on the icon); the text is cleared', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Wyszukiwarka' });
    await toggle.click();
    await page.getByRole('searchbox').fill('fotel');
    await page.locator('main').click({ position: { x: 20, y: 400 } });
    await expect(page.locator('#ef-search-overlay')).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('searchbox')).toHaveValue('');
    // Tab stays inside the overlay.
    for (let index = 0; index < 4; index += 1) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.getElementById('ef-search-overlay')!.contains(document.activeElement)),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#ef-search-overlay')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('has no axe violations while open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Wyszukiwarka' }).click();
    await expect(page.getByRole('searchbox')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('without JavaScript the search icon still leads to the search page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/o-nas');
    const link = page.getByRole('link', { name: 'Wyszukiwarka' });
    await expect(link).toHaveAttribute('href', '/szukaj');
    await link.click();
    await expect(page).toHaveURL(/\/szukaj$/);
    await context.close();
  });
});

test.describe('language switch', () => {
  test.beforeEach(async ({ page }) => withSavedCookieConsent(page));

  test('each language leads to the same page in that language, with its menus', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /^Wybierz język/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The shell reloaded the menus of the new language.
    await expect(page.getByRole('button', { name: 'Products', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Choose language/ })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: /^Choose language/ }).click();
    await page.getByRole('link', { name: /Français/ }).click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.getByRole('button', { name: 'Produits', exact: true })).toBeVisible();

    await page.getByRole('button', { name: /^Choisir la langue/ }).click();
    await page.getByRole('link', { name: /Polski/ }).click();
    await expect(page).toHaveURL(/localhost:\d+\/kontakt$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });

  test('from a product page to the same product; from a page without versions to the front page', async ({
    page,
    request,
  }) => {
    const [polish] = (
      await apiGet<{ member: Array<{ id: number; path: string }> }>(request, '/api/products?itemsPerPage=1')
    ).member;
    const english = (
      await apiGet<{ member: Array<{ id: number; path: string; name: string }> }>(
        request,
        '/api/products?itemsPerPage=1',
        'en',
      )
    ).member[0];
    expect(english.id).toBe(polish.id);
    await page.goto(polish.path);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Wybierz język/ }).click();
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(productPageUrl(english.path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(new RegExp(`^${english.name}`));

    // The search results have no language versions: the switch offers each language's front page.
    await page.goto('/szukaj?q=nova');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Wybierz język/ }).click();
    await expect(page.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('link', { name: /Français/ })).toHaveAttribute('href', '/fr');
  });

  test('the mega-menu loads the products of the new language after a switch', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Produkty', exact: true }).hover();
    await expect(page.getByRole('link', { name: /Nowości/ })).toBeVisible();
    await page.getByRole('button', { name: /^Wybierz język/ }).click();
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole('button', { name: 'Products', exact: true }).hover();
    await expect(page.getByRole('link', { name: /New products/ })).toHaveAttribute('href', /^\/en\/products\?tag=\d+$/);
  });

  test('closes on an outside click', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /^Wybierz język/ });
    await toggle.click();
    await page.locator('main').click({ position: { x: 20, y: 400 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.beforeEach(async ({ page }) => withSavedCookieConsent(page));

  test('opens a panel, slides in sub-lists with a back entry, expands subitems and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('header nav').first()).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    await hamburger.click();
    const panel = page.getByRole('dialog', { name: 'menu główne' });
    await expect(panel).toBeVisible();
    // The panel fits the phone once slid in.
    await expect.poll(async () => Math.round((await panel.boundingBox())!.x)).toBe(0);
    expect(Math.round((await panel.boundingBox())!.width)).toBe(375);

    await panel.getByRole('button', { name: 'Produkty' }).click();
    await expect(page.getByRole('dialog', { name: 'Produkty' })).toBeVisible();
    const section = page.getByRole('dialog', { name: 'Produkty' });
    await expect(section.getByRole('button', { name: /^Wróć/ })).toBeFocused();
    await expect(section.getByRole('link', { name: 'Wszystkie produkty' })).toHaveAttribute('href', '/produkty');

    const chairs = section.getByRole('button', { name: 'Krzesła obrotowe' });
    await chairs.click();
    await expect(chairs).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('link', { name: 'Krzesła menedżerskie' })).toBeVisible();

    await section.getByRole('button', { name: /^Wróć/ }).click();
    await expect(page.getByRole('dialog', { name: 'menu główne' })).toBeVisible();

    await page.getByRole('dialog').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    // Opening again starts at the top list (closing also hid the sub-list).
    await hamburger.click();
    await expect(page.getByRole('dialog', { name: 'menu główne' })).toBeVisible();
  });

  test('keeps focus inside while open and gives it back to the hamburger on Escape', async ({ page }) => {
    await page.goto('/kontakt');
    await waitForHydration(page);
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    await hamburger.click();
    for (let index = 0; index < 12; index += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.getElementById('ef-mobile-menu')!.contains(document.activeElement)),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(hamburger).toBeFocused();
  });

  test('has no axe violations with the panel and a sub-list open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Produkty' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Krzesła obrotowe' }).click();
    await expectNoAxeViolations(page);
  });

  test('the search overlay fits the phone and submits', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Wyszukiwarka' }).click();
    const overlay = page.locator('#ef-search-overlay');
    await expect(overlay).toBeVisible();
    const box = (await overlay.boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.width)).toBe(375);
    await page.getByRole('searchbox').fill('fotel');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/szukaj\?q=fotel$/);
  });
});

test.describe('English notice', () => {
  test('shows on the first English visit and closes for good', async ({ page }) => {
    await withSavedCookieConsent(page);
    await page.goto('/en/contact');
    await waitForHydration(page);
    const notice = page.getByRole('region', { name: 'English translation in progress.' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(4);
    for (const browser of ['Chrome', 'Firefox', 'Edge', 'Opera']) {
      const link = notice.getByRole('link', { name: new RegExp(`^${browser}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
    // Directly below the fixed header; its place and the page's movement are in english-notice.spec.ts.
    expect(Math.round((await notice.boundingBox())!.y)).toBe(90);
    await expectNoAxeViolations(page);

    await notice.getByRole('button', { name: 'Close the translation notice' }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('ef:english-notice'))).toBe('false');

    // After hydration the notice can only close (it starts as the server rendered it), so waiting for its absence
    // is conclusive.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'English translation in progress.' })).toHaveCount(0);
  });

  test('does not show in Polish or French', async ({ page }) => {
    await withSavedCookieConsent(page);
    for (const path of ['/', '/fr']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('section[aria-labelledby="ef-english-notice-title"]')).toHaveCount(0);
    }
  });

  test('leaves the cookie popup uncovered at 1366 and 375 px', async ({ page }) => {
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/en');
      await waitForHydration(page);
      const popup = page.getByRole('dialog', { name: /privacy/i });
      await expect(popup).toBeVisible({ timeout: 4000 });
      const notice = (await page.locator('section[aria-labelledby="ef-english-notice-title"]').boundingBox())!;
      const cookie = (await popup.boundingBox())!;
      expect(notice.y + notice.height).toBeLessThanOrEqual(cookie.y);
    }
  });
});
