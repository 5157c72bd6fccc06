// The catalogue's back office on the composed system: an editor creates a product with two photos uploaded from the
// product form (put in order with the keyboard) and an English text, publishes it, and without a restart finds it on
// the site's category page, its product page in Polish and English with the photos, in search and in the mega-menu;
// the product list and edit page have no axe violations; the product is deleted at the end. (A renamed program
// refused by the upload: back-office-media.spec.ts.)
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, waitForHydration } from './fixtures';
import { expectNoAxeViolations, withSavedCookieConsent } from './page-helpers';
import { API_URL, apiGet } from './site-helpers';
import { signInAsNewEditor } from './staff-accounts';

const ADMIN_URL = process.env.ADMIN_URL ?? 'http://localhost:3010';
const CATEGORY = 'Krzesła laboratoryjne';
/** The shells learn of a new content version by polling; a page is looked at again until then. */
const UNTIL_VISIBLE = { timeout: 15_000 };

/** A photo of one colour of the run's own, so no run sends the bytes an earlier one did. */
const photo = (colour: number) =>
  sharp({ create: { width: 1400, height: 1000, channels: 3, background: `#${colour.toString(16).padStart(6, '0')}` } })
    .jpeg()
    .toBuffer();

/** Activates a control from the keyboard. */
async function pressOn(control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await control.press(key);
}

/** The language tab of react-admin's translatable inputs that is showing now, and its rich-text editor. */
const editorIn = (page: Page, language: RegExp) =>
  page.getByRole('tabpanel', { name: language }).locator('[contenteditable="true"]').first();

/** Looks at a site page again (a fresh load) until `check` passes: the shells follow the content version by polling. */
async function onSitePage(page: Page, address: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(address);
    await check();
  }).toPass(UNTIL_VISIBLE);
}

test('an editor creates a product with two photos and English, and the site shows it everywhere without a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `QA Lab ${stamp}`;
  const slug = `qa-lab-${stamp}`;
  const alts = [`QA Lab ${stamp} z przodu`, `QA Lab ${stamp} z boku`];
  await signInAsNewEditor(page, 'QA Catalogue');

  await page.goto(`${ADMIN_URL}/products`);
  await expect(page.getByRole('columnheader', { name: 'Nazwa' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${ADMIN_URL}/products/create`);
  await page
    .getByLabel(/^Nazwa/)
    .first()
    .fill(name);
  await page.getByLabel(/^Adres \(slug\)/).fill(slug);
  await editorIn(page, /^(Pl|Polski)$/).fill(`Krzesło ${name} do laboratorium`);
  await pressOn(page.getByRole('tab', { name: /^(En|Angielski)$/ }).first());
  await editorIn(page, /^(En|Angielski)$/).fill(`Laboratory chair ${name}`);

  await pressOn(page.getByRole('tab', { name: 'Zakładki' }));
  await page
    .getByLabel(/^Nazwa zakładki/)
    .first()
    .fill('Opis');
  await editorIn(page, /^(Pl|Polski)$/).fill('Stabilne krzesło do laboratorium.');

  await pressOn(page.getByRole('tab', { name: 'Kategorie i tagi' }));
  await page.getByRole('combobox', { name: /^Kategoria główna/ }).fill('laboratoryjne');
  await page.getByRole('option', { name: CATEGORY }).click();

  await pressOn(page.getByRole('tab', { name: 'Zdjęcia' }));
  for (const [index, alt] of alts.entries()) {
    await pressOn(page.getByRole('button', { name: 'Wyślij nowe zdjęcie' }));
    await page.locator('input[type="file"]').setInputFiles({
      name: `qa-lab-${index}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo((stamp + index * 0x404040) % 0xffffff),
    });
    await page.getByLabel(/^Tekst alternatywny \(polski\)/).fill(alt);
    await pressOn(page.getByRole('button', { name: 'Wyślij', exact: true }));
    await expect(page.getByRole('list', { name: 'Wybrane zdjęcia' }).getByText(alt)).toBeVisible();
  }
  // The side view first: moved up with the keyboard.
  await pressOn(page.getByRole('button', { name: `Przesuń wyżej: 2. ${alts[1]}` }));
  await expect(page.getByRole('list', { name: 'Wybrane zdjęcia' }).getByRole('listitem')).toHaveText([
    `1.${alts[1]}`,
    `2.${alts[0]}`,
  ]);
  await expectNoAxeViolations(page);

  await pressOn(page.getByRole('button', { name: 'Zapisz' }));
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('tab', { name: 'Zdjęcia' })).toBeVisible();
  await expectNoAxeViolations(page);
  const productId = /\/products\/(\d+)$/.exec(page.url())?.[1];

  const polish = await apiGet<{ path: string; images: Array<{ image: { url: string } }> }>(
    request,
    `/api/products/${slug}`,
  );
  expect(polish.images).toHaveLength(2);
  const english = await apiGet<{ path: string }>(request, `/api/products/${slug}`, 'en');
  const site = await page.context().newPage();
  await withSavedCookieConsent(site);
  await site.setViewportSize({ width: 1366, height: 900 });

  const categoryPath = polish.path.split('/').slice(0, -1).join('/');
  await onSitePage(site, categoryPath, () => expect(site.getByRole('link', { name }).first()).toBeVisible());

  for (const [address, text] of [
    [polish.path, `Krzesło ${name} do laboratorium`],
    [english.path, `Laboratory chair ${name}`],
  ] as const) {
    await onSitePage(site, address, () => expect(site.getByText(text).first()).toBeVisible());
    const photos = site.locator('img[src^="/media/library/"]');
    await expect(photos.first()).toBeVisible();
    expect(await photos.first().getAttribute('src')).toContain(
      polish.images[0]?.image.url.replace(/\.jpg$/, '') ?? 'no photo',
    );
  }

  await onSitePage(site, `/szukaj?q=${encodeURIComponent(name)}`, () =>
    expect(site.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible(),
  );

  // The mega-menu lists every product by category.
  await site.goto('/');
  await waitForHydration(site);
  const products = site.getByRole('button', { name: 'Produkty', exact: true });
  await products.hover();
  const panel = site.locator(`#${await products.getAttribute('aria-controls')}`);
  await panel.getByRole('button', { name: `Modele: ${CATEGORY}` }).click();
  await expect(panel.getByRole('link', { name })).toBeVisible();
  await site.close();

  await page.goto(`${ADMIN_URL}/products/${productId}`);
  await page.getByRole('button', { name: 'Usuń', exact: true }).click();
  await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect((await request.get(`${API_URL}/api/products/${slug}`)).status()).toBe(404);
});
