// News and realizations in the back office on the composed system: an editor writes a news post with a picture
// from the media library and an English translation, publishes it, and finds it on the news list and its own page in
// Polish and English; moves a photo of a realization's gallery and the realizations page shows the new order; the
// list and edit pages have no axe violations. What the test made is removed or put back at the end.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, openAsReturningVisitor } from './page-helpers';
import { API_URL } from './site-helpers';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

interface ApiRealization {
  id: number;
  title: string;
  images: Array<{ url: string }>;
}

async function apiGet<T>(request: APIRequestContext, url: string, locale: string): Promise<T> {
  const response = await request.get(`${API_URL}${url}`, { headers: { 'Accept-Locale': locale } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The first realization the site shows, as the API gives it. */
const firstRealization = async (request: APIRequestContext): Promise<ApiRealization> => {
  const { member } = await apiGet<{ member: ApiRealization[] }>(request, '/api/realizations', 'pl');
  const first = member[0];
  if (first === undefined) throw new Error('The sample content has no realizations');
  return first;
};

/** The input labelled `label` in `scope`: a required one's label ends in an asterisk. */
const field = (scope: Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`));

/** The editable area of the rich-text editor of `source` (react-admin names each input's box by its source). */
const editor = (page: Page, source: string): Locator =>
  page.locator(`[class~="ra-input-${source}"] [contenteditable="true"]`);

/** A file's name without its folder and extension: what the site's picture addresses of it all contain. */
const stem = (url: string): string => (url.split('/').pop() ?? url).replace(/\.\w+$/, '');

test('an editor publishes a news post with a library picture in Polish and English, and reorders a gallery', async ({
  page,
  request,
  problems,
}) => {
  test.slow();
  await signInAsNewEditor(page, 'QA News');
  const stamp = Date.now();
  const alt = `Salon ${stamp}`;

  // A photo in the media library, as an editor adds one.
  await page.getByRole('menuitem', { name: /Biblioteka mediów/ }).click();
  const colour = `#${(stamp % 0xffffff).toString(16).padStart(6, '0')}`;
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `salon-${stamp}.jpg`, mimeType: 'image/jpeg', buffer });
  await page.getByLabel(/^Tekst alternatywny \(polski\)/).fill(alt);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByRole('img', { name: alt })).toBeVisible();

  // The news list and a new post.
  await page.getByRole('menuitem', { name: /Aktualności/ }).click();
  await expect(page.getByRole('columnheader', { name: 'Tytuł' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Utwórz' }).click();
  const polish = page.getByRole('group', { name: 'Polski' });
  const english = page.getByRole('group', { name: 'Angielski' });
  await expect(field(polish, 'Tytuł')).toBeVisible();
  await page.getByLabel('Opublikowany').check();
  await page.getByRole('textbox', { name: 'Szukaj w bibliotece' }).fill(alt);
  await page.getByRole('button', { name: `Dodaj ${alt}` }).click();
  const titlePl = `Nowy salon ${stamp}`;
  const titleEn = `New showroom ${stamp}`;
  await field(polish, 'Tytuł').fill(titlePl);
  await field(polish, 'Adres (slug)').fill(`nowy-salon-${stamp}`);
  await editor(page, 'translations.pl.lead').fill('Otwieramy salon w Poznaniu.');
  await editor(page, 'translations.pl.content').fill('Zapraszamy od poniedziałku.');
  await field(english, 'Tytuł').fill(titleEn);
  await field(english, 'Adres (slug)').fill(`new-showroom-${stamp}`);
  await editor(page, 'translations.en.lead').fill('We open a showroom in Poznań.');
  await editor(page, 'translations.en.content').fill('Welcome from Monday.');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  // Saved: the edit page of the new post, with its history.
  await expect(page.getByRole('region', { name: 'Historia zmian' })).toBeVisible();
  await expectNoAxeViolations(page);
  const editUrl = page.url();

  // The site: the news list and the post's page, in Polish and in English, once the shells follow the write.
  for (const [locale, list, title] of [
    ['pl', '/aktualnosci', titlePl],
    ['en', '/en/news', titleEn],
  ] as const) {
    await expect(async () => {
      await openAsReturningVisitor(page, list);
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const { member } = await apiGet<{ member: Array<{ title: string; path: string; image: { url: string } | null }> }>(
      request,
      '/api/posts?itemsPerPage=1',
      locale,
    );
    expect(member[0]?.title).toBe(title);
    expect(member[0]?.image?.url).toMatch(/^\/media\/library\//);
    await page.goto(member[0]?.path ?? '');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  // A realization's gallery: its second photo moved first, and the realizations page shows it as the cover.
  const before = await firstRealization(request);
  expect(before.images.length).toBeGreaterThan(1);
  await page.goto(`${ADMIN_URL}/realizations/${before.id}`);
  await expect(field(page.getByRole('group', { name: 'Polski' }).first(), 'Tytuł')).toBeVisible();
  await expectNoAxeViolations(page);
  const moveDown = () => page.getByRole('button', { name: 'Przesuń niżej' }).first().click();
  await moveDown();
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Zapisano zmiany').first()).toBeVisible();
  const reordered = [before.images[1]?.url, before.images[0]?.url, ...before.images.slice(2).map((i) => i.url)];
  expect((await firstRealization(request)).images.map((image) => image.url)).toEqual(reordered);
  await expect(async () => {
    await openAsReturningVisitor(page, '/realizacje');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: before.title }) });
    await expect(card.locator('button[aria-haspopup="dialog"] img').first()).toHaveAttribute(
      'src',
      new RegExp(stem(reordered[0] ?? '')),
      { timeout: 1000 },
    );
  }).toPass({ timeout: 15_000 });

  // Clean-up: the gallery's order as it was, the post deleted, the photo out of the library.
  await page.goto(`${ADMIN_URL}/realizations/${before.id}`);
  await expect(field(page.getByRole('group', { name: 'Polski' }).first(), 'Tytuł')).toBeVisible();
  await moveDown();
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Zapisano zmiany').first()).toBeVisible();
  expect((await firstRealization(request)).images).toEqual(before.images);
  await page.goto(editUrl);
  await page.getByRole('button', { name: 'Usuń', exact: true }).click();
  await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Tytuł' })).toBeVisible();
  await page.getByRole('menuitem', { name: /Biblioteka mediów/ }).click();
  await page.getByRole('link', { name: new RegExp(alt) }).click();
  await page.getByRole('button', { name: 'Usuń', exact: true }).click();
  await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
  await expect(page.getByRole('img', { name: alt })).toBeHidden();
  expect(problems.errors).toEqual([]);
});
