// The catalogue on the composed site: product list (category, tag filter in the URL, scroll offset on
// return), product page (tabs in the fragment, gallery by keyboard, data-sheet download), the narrow layout at
// 375 px, server HTML and accessibility (docs/behaviour.md#product-list, #product-page).
// Sample data is found through the API, never hard-coded: the catalogue grows.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, region, waitForHydration } from './fixtures';
import { expectNoAxeViolations, withSavedCookieConsent } from './page-helpers';
import { API_URL, apiGet, productPageUrl } from './site-helpers';
import { layoutShiftSoFar, recordSwiperScripts } from './swiper-helpers';

interface ApiTag {
  id: number;
  name: string;
}

interface ApiProductSummary {
  id: number;
  name: string;
  path: string;
  category: { id: number; name: string; slug: string };
  tags: ApiTag[];
}

interface ApiProduct extends ApiProductSummary {
  images: Array<{ name: string; image: { url: string } }>;
  shortDescription: string;
  blocks: Array<{ type: string; name: string; content: string; position: number }>;
}

interface ApiCategory {
  id: number;
  name: string;
  path: string;
  parentBranch: { id: number } | null;
}

interface Collection<T> {
  member: T[];
  totalItems: number;
}

const allProducts = (request: APIRequestContext) =>
  apiGet<Collection<ApiProductSummary>>(request, '/api/products?pagination=false&order[name]=asc').then(
    (answer) => answer.member,
  );

/** A top-level category with at least two products, one of which has a tag (for filtering). */
async function categoryToBrowse(request: APIRequestContext) {
  const [categories, products] = await Promise.all([
    apiGet<Collection<ApiCategory>>(request, '/api/product_categories?pagination=false').then(
      (answer) => answer.member,
    ),
    allProducts(request),
  ]);
  for (const category of categories.filter((item) => item.parentBranch === null)) {
    const inCategory = products.filter((product) => product.category.id === category.id);
    const tagged = inCategory.find((product) => product.tags.length > 0);
    if (inCategory.length >= 2 && tagged) return { category, products: inCategory, tag: tagged.tags[0] };
  }
  throw new Error('The sample catalogue has no category with two products and a tag');
}

/** A product with at least two images and two tabs with content. */
async function productWithGalleryAndTabs(request: APIRequestContext): Promise<ApiProduct> {
  for (const summary of await allProducts(request)) {
    const slug = summary.path.split('/').pop()!;
    const product = await apiGet<ApiProduct>(request, `/api/products/${encodeURIComponent(slug)}`);
    if (product.images.length >= 2 && product.blocks.filter((block) => block.content.trim()).length >= 2)
      return product;
  }
  throw new Error('The sample catalogue has no product with two images and two tabs');
}

const orderedTabs = (product: ApiProduct) => [...product.blocks].sort((a, b) => a.position - b.position);

const catalogue = (page: Page) => region(page, 'catalogue');
const productCards = (page: Page) => catalogue(page).locator('ul li article');
const gallery = (page: Page) => page.getByRole('region', { name: 'Galeria zdjęć produktu' });
const thumbnails = (page: Page) => gallery(page).getByRole('group', { name: 'Wybierz zdjęcie' }).getByRole('button');

test.beforeEach(async ({ page }) => {
  await withSavedCookieConsent(page);
});

test.describe('product list', () => {
  test('a category page lists its products, complete in the server HTML', async ({ page, request, problems }) => {
    const { category, products } = await categoryToBrowse(request);
    const html = await (await request.get(category.path)).text();
    for (const product of products.slice(0, 3)) expect(html).toContain(product.name);

    await page.goto(category.path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(
      page.getByRole('navigation', { name: 'Kategorie produktów' }).getByRole('link', { name: category.name }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(productCards(page)).toHaveCount(Math.min(products.length, 24));
    expect(problems.errors).toEqual([]);
  });

  test('filtering by a tag keeps the filter in the URL, so a reload shows the same list', async ({ page, request }) => {
    const { category, products, tag } = await categoryToBrowse(request);
    const expected = products.filter((product) => product.tags.some((item) => item.id === tag.id));
    await page.goto(category.path);
    await waitForHydration(page);

    const chip = page
      .getByRole('group', { name: 'Filtruj według cech' })
      .getByRole('button', { name: tag.name, exact: true });
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`\\?tag=${tag.id}$`));
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(productCards(page)).toHaveCount(expected.length);
    for (const product of expected)
      await expect(catalogue(page).getByRole('link', { name: product.name, exact: true })).toBeVisible();
    // Focus stays on the chip just pressed (the list re-renders below it).
    await expect(chip).toBeFocused();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: tag.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(productCards(page)).toHaveCount(expected.length);
  });

  test('opening a product and coming back restores the scroll offset', async ({ page, request }) => {
    const products = await allProducts(request);
    test.skip(products.length < 6, 'needs a list longer than the window');
    await page.setViewportSize({ width: 1366, height: 700 });
    const section = products[0].path.split('/').slice(0, 2).join('/'); // '/produkty'
    await page.goto(section);
    await waitForHydration(page);

    const target = productCards(page)
      .nth(Math.min(products.length, 24) - 1)
      .getByRole('link');
    await target.scrollIntoViewIfNeeded();
    const offset = await page.evaluate(() => window.scrollY);
    expect(offset).toBeGreaterThan(300);
    await target.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`${section}$`));

    // Back with the breadcrumb (a new navigation: the shell starts it at the top, the list scrolls back).
    await page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${section}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(offset - 40);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(offset + 40);

    // And with the browser's back button.
    await target.click();
    await expect(page).not.toHaveURL(new RegExp(`${section}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${section}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(offset - 40);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(offset + 40);

    // A fresh visit to the list from elsewhere starts at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await catalogue(page).getByRole('navigation', { name: 'Kategorie produktów' }).getByRole('link').nth(1).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
  });
});

test.describe('product page', () => {
  test('opening a product from the list shows it, complete in the server HTML', async ({ page, request, problems }) => {
    const { category, products } = await categoryToBrowse(request);
    const first = products[0];
    const html = await (await request.get(first.path)).text();
    const product = await apiGet<ApiProduct>(request, `/api/products/${first.path.split('/').pop()}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(html).toContain(product.images[0].image.url);
    expect(html).toContain(product.shortDescription.replace(/<[^>]+>/g, '').slice(0, 40));
    const defaultTab = orderedTabs(product)[0];
    expect(html).toMatch(new RegExp(`aria-selected="true"[^>]*>${defaultTab.name}<`, 'i'));

    await page.goto(category.path);
    await waitForHydration(page);
    await catalogue(page).getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(productPageUrl(first.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    const crumbs = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    await expect(crumbs.getByRole('link', { name: category.name })).toBeVisible();
    await expect(crumbs.getByText(first.name)).toHaveAttribute('aria-current', 'page');
    expect(problems.errors).toEqual([]);
  });

  test('switching tabs writes the fragment, and a reload keeps the tab', async ({ page, request }) => {
    const product = await productWithGalleryAndTabs(request);
    const [first, second] = orderedTabs(product);
    await page.goto(product.path);
    await waitForHydration(page);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(first.name);

    await page.getByRole('tab', { name: second.name }).click();
    await expect(page).toHaveURL(new RegExp(`#${second.type}$`));
    await expect(page.getByRole('tab', { selected: true })).toHaveText(second.name);
    await expect(page.getByRole('tabpanel')).toBeVisible();

    // Arrow keys move between tabs (WAI-ARIA tabs pattern) and leave the gallery alone.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(first.name);
    await expect(page).toHaveURL(new RegExp(`#${first.type}$`));
    await expect(thumbnails(page).first()).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`#${second.type}$`));

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(second.name);
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });

  test('changing the language keeps the open tab', async ({ page, request }) => {
    const product = await productWithGalleryAndTabs(request);
    const [, second] = orderedTabs(product);
    await page.goto(product.path);
    await waitForHydration(page);
    await page.getByRole('tab', { name: second.name }).click();
    await expect(page).toHaveURL(new RegExp(`#${second.type}$`));

    await page.getByRole('button', { name: /^Wybierz język/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`^[^#]*/en/[^#]*#${second.type}$`));
    await expect(page.locator('[role="tabpanel"]:not([hidden])')).toHaveAttribute('data-tab-type', second.type);
  });

  test('an address without a fragment gets the default tab, and back and forward step through chosen tabs', async ({
    page,
    request,
  }) => {
    const product = await productWithGalleryAndTabs(request);
    const [first, second] = orderedTabs(product);
    await page.goto(product.path);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${product.path}#${first.type}$`));

    await page.getByRole('tab', { name: second.name }).click();
    await expect(page).toHaveURL(new RegExp(`#${second.type}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`#${first.type}$`));
    await expect(page.getByRole('tab', { selected: true })).toHaveText(first.name);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`#${second.type}$`));
    await expect(page.getByRole('tab', { selected: true })).toHaveText(second.name);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    // The default fragment replaced the arrival's entry: two steps back leave the product page.
    await page.goBack();
    await page.goBack();
    await expect(page).not.toHaveURL(new RegExp(product.path));
  });

  test('the first view downloads no Swiper; pointing at the gallery loads it, and nothing shifts', async ({
    page,
    request,
    problems,
  }) => {
    const product = await productWithGalleryAndTabs(request);
    const swiperScripts = recordSwiperScripts(page);
    await page.goto(product.path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // The server's markup shows the first image and the thumbnails without Swiper.
    await expect(
      gallery(page)
        .getByRole('group', { name: /^Zdjęcie 1 z/ })
        .getByRole('img'),
    ).toBeVisible();
    await expect(thumbnails(page).nth(1)).toBeVisible();
    await expect(gallery(page).locator('.swiper-initialized')).toHaveCount(0);
    expect(await swiperScripts()).toEqual([]);

    await gallery(page)
      .getByRole('group', { name: /^Zdjęcie 1 z/ })
      .hover();
    await expect(gallery(page).locator('.swiper-initialized')).toHaveCount(2);
    expect(await swiperScripts()).not.toEqual([]);
    // Hovering is no input for the layout-shift score: a shift while Swiper starts would count.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
    await thumbnails(page).nth(1).click();
    await expect(gallery(page).getByRole('group', { name: /^Zdjęcie 2 z/ })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('the left and right arrow keys move the gallery, the first one starting Swiper', async ({ page, request }) => {
    const product = await productWithGalleryAndTabs(request);
    const count = product.images.length;
    await page.goto(product.path);
    await waitForHydration(page);
    await expect(thumbnails(page)).toHaveCount(count);
    await expect(thumbnails(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(gallery(page).locator('.swiper-initialized')).toHaveCount(0);
    // The page's own code may hydrate after the shell marked the page hydrated: its arrow-key listener is there once
    // the network is quiet.
    await page.waitForLoadState('networkidle');

    await page.keyboard.press('ArrowRight');
    await expect(thumbnails(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(gallery(page).getByRole('status').last()).toHaveText(new RegExp(`^Zdjęcie 2 z ${count}`));
    await expect(gallery(page).getByRole('group', { name: new RegExp(`^Zdjęcie 2 z ${count}`) })).toBeVisible();

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Rewinds from the first image to the last.
    await expect(thumbnails(page).nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await expect(gallery(page).locator('.swiper-initialized')).toHaveCount(2);
  });

  test('a thumbnail shows its image', async ({ page, request }) => {
    const product = await productWithGalleryAndTabs(request);
    await page.goto(product.path);
    await waitForHydration(page);
    await thumbnails(page).nth(1).click();
    await expect(thumbnails(page).nth(1)).toHaveAttribute('aria-current', 'true');
    const shown = gallery(page).getByRole('group', { name: /^Zdjęcie 2 z/ });
    await expect(shown.getByRole('img')).toHaveAttribute('src', product.images[1].image.url);
  });

  test('the data sheet downloads as a real PDF file', async ({ page, request }) => {
    const product = await productWithGalleryAndTabs(request);
    await page.goto(product.path);
    await waitForHydration(page);
    const downloadStarted = page.waitForEvent('download');
    await page
      .getByRole('link', { name: /Pobierz kartę produktu/ })
      .first()
      .click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe(`product-card-${product.name}.pdf`);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

test.describe('narrow screens (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the product page: no thumbnails but the PDF card, nav buttons, collapsed tabs, nothing wider than the screen', async ({
    page,
    request,
  }) => {
    const product = await productWithGalleryAndTabs(request);
    const [first, second] = orderedTabs(product);
    await page.goto(product.path);
    await waitForHydration(page);

    await expect(gallery(page).getByRole('group', { name: 'Wybierz zdjęcie' })).toBeHidden();
    await expect(gallery(page).getByRole('link', { name: /Pobierz kartę produktu/ })).toBeVisible();
    await gallery(page).getByRole('button', { name: 'Następne zdjęcie' }).click();
    await expect(gallery(page).getByRole('group', { name: /^Zdjęcie 2 z/ })).toBeVisible();

    // The tab list shows the active title only; it opens the list, choosing a tab closes it.
    const active = page.getByRole('tab', { selected: true });
    await expect(page.getByRole('tab', { name: second.name })).toBeHidden();
    await active.click();
    await expect(active).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('tab', { name: second.name }).click();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(second.name);
    await expect(page.getByRole('tab', { name: first.name })).toBeHidden();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the product list: two columns, nothing wider than the screen', async ({ page, request }) => {
    const { category } = await categoryToBrowse(request);
    await page.goto(category.path);
    await waitForHydration(page);
    const [a, b] = await Promise.all([
      productCards(page).nth(0).boundingBox(),
      productCards(page).nth(1).boundingBox(),
    ]);
    expect(a!.y).toBe(b!.y);
    expect(a!.width).toBeLessThan(190);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the product page has no accessibility violations at 375 px', async ({ page, request }) => {
    const product = await productWithGalleryAndTabs(request);
    await page.goto(product.path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('accessibility', () => {
  test('the product list has no axe violations (WCAG 2.2 AA)', async ({ page, request }) => {
    const { category, tag } = await categoryToBrowse(request);
    await page.goto(`${category.path}?tag=${tag.id}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test('the product page has no axe violations (WCAG 2.2 AA)', async ({ page, request }) => {
    const product = await productWithGalleryAndTabs(request);
    await page.goto(product.path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test('the English product page, with its translate widget, has no axe violations', async ({
    page,
    request,
    baseURL,
  }) => {
    const [english] = (
      await apiGet<Collection<ApiProductSummary>>(request, '/api/products?itemsPerPage=1&order[name]=asc', 'en')
    ).member;
    // The widget shows once the English notice, which says the same, was closed (the cookie tells the server).
    await page.addInitScript(() => window.localStorage.setItem('ef:english-notice', 'false'));
    await page.context().addCookies([{ name: 'ef_english_notice', value: 'false', url: baseURL! }]);
    await page.goto(english.path);
    await waitForHydration(page);
    const translate = page.getByRole('link', { name: /Translate it with Google Translate/ });
    await expect(translate).toHaveAttribute('href', /^https:\/\/translate\.google\.com\/translate\?.*u=http/);
    await expect(translate).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
  });
});

test('English product pages are English throughout, withdrawn products included', async ({ page, request }) => {
  const summaries = (
    await apiGet<Collection<ApiProductSummary>>(request, '/api/products?itemsPerPage=100&order[name]=asc', 'en')
  ).member;
  const polish: string[] = [];
  for (const summary of summaries) {
    const slug = summary.path.split('/').pop()!;
    const detail = await apiGet<{ untranslated?: string[]; blocks: Array<{ untranslated?: string[] }> }>(
      request,
      `/api/products/${slug}`,
      'en',
    );
    if (detail.untranslated?.length || detail.blocks.some((block) => block.untranslated?.length)) polish.push(slug);
  }
  expect(polish, 'products with Polish texts on their English page').toEqual([]);

  // A withdrawn product, its tabs one by one: a Polish text would be marked lang="pl" (the remote's tests).
  await page.goto('/en/products/conference-chairs/quadra');
  await waitForHydration(page);
  await expect(page.locator('main h1')).toHaveText('Quadra');
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expect(page.locator('main [lang="pl"]')).toHaveCount(0);
  }
  await expect(page.getByRole('tab', { name: 'Dimensions' })).toBeVisible();
});

test.describe('catalogue details on the real catalogue', () => {
  test("tags: 'wycofany' grey, 'Polecany' in the secondary style, others default", async ({ page, request }) => {
    const products = await allProducts(request);
    const retired = products.find((product) => product.tags.some((tag) => tag.name === 'wycofany'));
    const recommended = products.find((product) => product.tags.some((tag) => tag.name === 'Polecany'));
    expect(retired && recommended, 'the sample catalogue has both tags').toBeTruthy();
    const chip = (name: string) =>
      catalogue(page).getByRole('list', { name: 'Cechy produktu' }).getByText(name, { exact: true });
    await page.goto(retired!.path);
    await waitForHydration(page);
    await expect(chip('wycofany')).toHaveAttribute('data-tag-variant', 'retired');
    const retiredColour = await chip('wycofany').evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.goto(recommended!.path);
    await waitForHydration(page);
    await expect(chip('Polecany')).toHaveAttribute('data-tag-variant', 'recommended');
    const recommendedColour = await chip('Polecany').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(recommendedColour).not.toBe(retiredColour);
  });

  test('related products link with their relation labels; the configurator opens in a new tab', async ({
    page,
    request,
  }) => {
    let found:
      | (ApiProduct & {
          relatedProduct: { path: string; relationLabel: { name: string } } | null;
          configuratorUrl: string | null;
        })
      | undefined;
    for (const summary of await allProducts(request)) {
      const product = await apiGet<NonNullable<typeof found>>(
        request,
        `/api/products/${encodeURIComponent(summary.path.split('/').pop()!)}`,
      );
      if (product.relatedProduct && product.configuratorUrl) {
        found = product;
        break;
      }
    }
    expect(found, 'a product with a related product and a configurator').toBeDefined();
    await page.goto(found!.path);
    await waitForHydration(page);
    const related = catalogue(page).getByRole('link', { name: found!.relatedProduct!.relationLabel.name });
    await expect(related).toHaveAttribute('href', found!.relatedProduct!.path);
    const configurator = catalogue(page).locator(`a[href="${found!.configuratorUrl}"]`);
    await expect(configurator).toHaveAttribute('target', '_blank');
    await expect(configurator).toHaveAttribute('rel', /noopener/);
  });

  for (const width of [1366, 375]) {
    test(`images come as WebP from <picture> and are sharp at ${width} px; nothing shifts`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const product = await productWithGalleryAndTabs(request);
      await page.goto(product.path);
      await waitForHydration(page);
      const main = gallery(page).locator('picture img').first();
      await expect(main).toHaveJSProperty('complete', true);
      const shown = await main.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        natural: img.naturalWidth,
        rendered: img.getBoundingClientRect().width,
        dpr: window.devicePixelRatio,
        hasSize: img.hasAttribute('width') && img.hasAttribute('height'),
      }));
      expect(shown.src).toMatch(/\.webp$/);
      expect(shown.hasSize).toBe(true);
      // Sharp: the chosen file has at least as many pixels as the image is wide on screen (or is the largest one).
      expect(shown.natural >= Math.min(shown.rendered * shown.dpr, 1200)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`product-${width}.png`) });
      // Every API image on the page has width and height (no layout shift while loading).
      const unsized = await catalogue(page).locator('img:not([width]), img:not([height])').count();
      expect(unsized).toBe(0);
    });
  }

  test("the content pages' products_list block shows the category's cards (catalogue/ProductsBlock)", async ({
    page,
    request,
  }) => {
    const ergonomics = await apiGet<{
      path: string;
      blocks: Array<{ type: string; content: { title: string; categoryId: number } }>;
    }>(request, '/api/pages/8');
    const block = ergonomics.blocks.find((item) => item.type === 'products_list')!;
    const inCategory = await apiGet<Collection<ApiProductSummary>>(
      request,
      `/api/products?category.id=${block.content.categoryId}&itemsPerPage=8&order[name]=asc`,
    );
    const category = (
      await apiGet<Collection<ApiCategory>>(request, '/api/product_categories?pagination=false')
    ).member.find((item) => item.id === block.content.categoryId)!;
    await page.goto(ergonomics.path);
    await waitForHydration(page);
    const region = page.getByRole('region', { name: block.content.title });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(
      inCategory.member.map((product) => product.name),
    );
    await expect(
      region.getByRole('link', {
        name: new RegExp(`^Zobacz wszystkie: ${category.name} \\(${inCategory.totalItems}\\)$`),
      }),
    ).toHaveAttribute('href', category.path);
    await region.getByRole('link', { name: inCategory.member[0].name }).click();
    await expect(page).toHaveURL(productPageUrl(inCategory.member[0].path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inCategory.member[0].name);
  });

  test("a filter with no matching product shows the extended list's 'no products'", async ({ page, request }) => {
    const tags = (await apiGet<Collection<ApiTag>>(request, '/api/product_tags?pagination=false')).member;
    const products = await allProducts(request);
    // Two tags no single product has together.
    let pair: [number, number] | null = null;
    for (const a of tags)
      for (const b of tags)
        if (
          !pair &&
          a.id < b.id &&
          !products.some((p) => p.tags.some((t) => t.id === a.id) && p.tags.some((t) => t.id === b.id))
        )
          pair = [a.id, b.id];
    expect(pair).not.toBeNull();
    await page.goto(`/produkty?tag=${pair![0]}&tag=${pair![1]}`);
    await waitForHydration(page);
    await expect(catalogue(page).getByText('Brak produktów', { exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
  });
});

test('a category with a page of its own answers at one address: the products pattern moves there (301)', async ({
  request,
}) => {
  const response = await request.get(`${API_URL}/api/product_categories?pagination=false`);
  const categories = ((await response.json()) as { member: Array<{ slug: string; path: string }> }).member;
  const own = categories.find((category) => !category.path.startsWith('/produkty/'));
  if (!own) throw new Error('The sample catalogue has no category with a page of its own');

  const moved = await request.get(`/produkty/${own.slug}?tag=1`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`${own.path}?tag=1`);

  const page = await request.get(own.path);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(`<link rel="canonical" href="http://localhost:3000${own.path}"`);
});

test("the mega-menu's new-products link adds its tag to the list's selection, once (chrome and catalogue share the filter state)", async ({
  page,
  request,
  problems,
}) => {
  const response = await request.get(`${API_URL}/api/product_tags?pagination=false`, {
    headers: { 'Accept-Locale': 'pl' },
  });
  const tags = ((await response.json()) as { member: Array<{ id: number; name: string; slug: string }> }).member;
  const fresh = tags.find((tag) => tag.slug === 'nowosc');
  const chosen = tags.find((tag) => tag.slug !== 'nowosc');
  if (!fresh || !chosen) throw new Error('The sample catalogue needs the new-products tag and one other');

  await page.goto(`/produkty?tag=${chosen.id}`);
  await waitForHydration(page);
  const chip = (name: string) => catalogue(page).getByRole('button', { name, exact: true });
  await expect(chip(chosen.name)).toHaveAttribute('aria-pressed', 'true');

  const openMenuLink = async () => {
    await region(page, 'chrome').getByRole('button', { name: 'Produkty', exact: true }).hover();
    return region(page, 'chrome').getByRole('link', { name: /Nowości/ });
  };
  const link = await openMenuLink();
  await expect(link).toHaveAttribute('href', `/produkty?tag=${chosen.id}&tag=${fresh.id}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/produkty\\?tag=${chosen.id}&tag=${fresh.id}$`));
  await expect(chip(chosen.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(fresh.name)).toHaveAttribute('aria-pressed', 'true');

  // Already selected: the link keeps the selection as it is and adds nothing twice.
  await page.mouse.move(0, 600);
  const again = await openMenuLink();
  await expect(again).toHaveAttribute('href', `/produkty?tag=${chosen.id}&tag=${fresh.id}`);
  await again.click();
  await expect(page).toHaveURL(new RegExp(`/produkty\\?tag=${chosen.id}&tag=${fresh.id}$`));
  expect(problems.errors).toEqual([]);
});
