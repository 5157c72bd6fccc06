// Pages with their content blocks, checked against pages.json; the addresses of the pages (README of the
// fixtures) are pinned because the site's routing depends on them.
import path from 'node:path';
import type { ApiErrorBody, JsonObject, Page, PageBlock, ProductSummary } from '@ergoforma/shared-contracts';
import { API_ROOT } from '../../app';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { readContentFixtures } from '../../db/fixtures/reader';
import type { PageBlockFixture, PageFixture } from '../../db/fixtures/types';
import { LATEST_PRODUCTS_COUNT } from '../../db/content/products';

const fixtures = readContentFixtures(path.join(API_ROOT, 'fixtures'));

type BlockOf<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>;

function block<T extends 'front_slider' | 'latest_products' | 'banner_text' | 'text_with_image' | 'html'>(
  page: Page,
  type: T,
): BlockOf<T> {
  const found = page.blocks.find((b): b is BlockOf<T> => b.type === type);
  if (!found) throw new Error(`no ${type} block`);
  return found;
}

function pageFixture(id: number): PageFixture {
  const page = fixtures.pages.find((p) => p.id === id);
  if (!page) throw new Error(`no page ${id} in the fixtures`);
  return page;
}

function blockFixture(page: PageFixture, type: string): PageBlockFixture {
  const found = page.blocks.find((b) => b.type === type);
  if (!found) throw new Error(`no ${type} block on page ${page.id}`);
  return found;
}

const frontPage = pageFixture(1);

describe('GET /api/pages/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the front page with its blocks in order', async () => {
    const { status, body } = await t.get<Page>('/api/pages/1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      path: '/',
      title: frontPage.translations.pl.title,
      layout: frontPage.layout,
      themeData: { headerTheme: frontPage.headerTheme },
      resolver: null,
      isAggregatorChild: false,
      seoImageSrc: frontPage.seoImageSrc,
      alternates: { pl: '/', en: '/en', fr: '/fr' },
    });
    expect(body.seoTitle).toEqual(expect.any(String));
    expect(body.seoDescription).toEqual(expect.any(String));
    const blocks = [...frontPage.blocks].sort((a, b) => a.position - b.position);
    expect(body.blocks.map((b) => [b.id, b.type])).toEqual(blocks.map((b) => [b.id, b.type]));
    const positions = body.blocks.map((b) => b.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('has a front slider of responsive images, in the locale', async () => {
    const { body } = await t.get<Page>('/api/pages/1', { 'accept-locale': 'en' });
    const slides = block(body, 'front_slider').content.slides;
    const content = blockFixture(frontPage, 'front_slider').content;
    const expected = ((content.en.slides ?? content.pl.slides) as JsonObject[]) ?? [];
    expect(slides).toHaveLength(expected.length);
    expect(slides.length).toBeGreaterThanOrEqual(2);
    for (const slide of slides) {
      expect(slide.image).toEqual({
        url: expect.stringMatching(/^\/media\/slides\/[a-z0-9-]+\.jpg$/),
        alt: expect.any(String),
        width: 1920,
        height: 700,
        sources: [
          { type: 'image/webp', srcset: expect.stringContaining('.webp 1920w') },
          { type: 'image/jpeg', srcset: expect.stringContaining(`${slide.image.url} 1920w`) },
        ],
      });
      expect(slide.title).toEqual(expect.any(String));
    }
    expect(slides.map((s) => s.title)).toEqual(expected.map((s) => s.title));
    expect(slides[0]?.link?.href).toBe((expected[0]?.link as JsonObject | null)?.href);
    expect(slides[0]?.link?.href).toMatch(/^\/en\//);
  });

  it(`fills latest_products with the ${LATEST_PRODUCTS_COUNT} newest products`, async () => {
    const { body } = await t.get<Page>('/api/pages/1');
    const latest = block(body, 'latest_products').content;
    expect(latest.title).toBe(blockFixture(frontPage, 'latest_products').content.pl.title);
    const newest = [...fixtures.products]
      .sort((a, b) => b.published.localeCompare(a.published) || b.id - a.id)
      .slice(0, LATEST_PRODUCTS_COUNT);
    expect(latest.products.map((p: ProductSummary) => p.slug)).toEqual(newest.map((p) => p.slug));
    const first = latest.products[0];
    expect(first?.path).toBe(`/produkty/${first?.category.slug}/${first?.slug}`);
    expect(first?.category.id).toBe(newest[0]?.categoryId);
    expect(first?.image?.thumbnails[0]).toEqual(newest[0]?.images[0]?.thumbnails[0]);
  });

  it('answers translated pages with alternates', async () => {
    const { body } = await t.get<Page>('/api/pages/2', { 'accept-locale': 'fr' });
    const about = pageFixture(2);
    expect(body).toMatchObject({
      title: about.translations.fr.title,
      path: '/fr/a-propos',
      alternates: { pl: '/o-nas', en: '/en/about-us', fr: '/fr/a-propos' },
    });
    const image = blockFixture(about, 'text_with_image').content.fr.image as JsonObject;
    expect(block(body, 'text_with_image').content.image.alt).toBe(image.alt);
  });

  it('answers the contact, careers, privacy and cookie pages', async () => {
    const paths = await Promise.all(
      [3, 4, 5, 6].map(async (id) => (await t.get<Page>(`/api/pages/${id}`, { 'accept-locale': 'en' })).body.path),
    );
    expect(paths).toEqual(['/en/contact', '/en/careers', '/en/privacy-policy', '/en/cookie-policy']);
  });

  it('answers every published page and hides unpublished ones', async () => {
    for (const page of fixtures.pages) {
      const response = await t.get<Page>(`/api/pages/${page.id}`);
      expect([page.id, response.status]).toEqual([page.id, page.isPublished ? 200 : 404]);
    }
    expect(fixtures.pages.some((p) => !p.isPublished)).toBe(true);
  });

  it('answers 404 for a missing page and 400 for a malformed id or unknown parameter', async () => {
    const missing = await t.get<ApiErrorBody>('/api/pages/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: '404', message: 'Page 999 not found' });
    const malformed = await t.get<ApiErrorBody>('/api/pages/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('"id"');
    const zero = await t.get<ApiErrorBody>('/api/pages/0');
    expect(zero.status).toBe(400);
    const unknown = await t.get<ApiErrorBody>('/api/pages/1?preview=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ code: '400', message: 'Unknown query parameter "preview"' });
  });
});
