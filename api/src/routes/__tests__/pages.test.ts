import type { ApiErrorBody, Page, PageBlock, ProductSummary } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';

type BlockOf<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>;

function block<T extends 'front_slider' | 'latest_products' | 'banner_text' | 'text_with_image' | 'html'>(page: Page, type: T): BlockOf<T> {
  const found = page.blocks.find((b): b is BlockOf<T> => b.type === type);
  if (!found) throw new Error(`no ${type} block`);
  return found;
}

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
      title: 'Ergoforma – krzesła biurowe z Krakowa',
      layout: 'default',
      themeData: { headerTheme: 'dark' },
      resolver: null,
      isAggregatorChild: false,
      seoImageSrc: '/media/banners/share.svg',
      alternates: { pl: '/', en: '/en', fr: '/fr' },
    });
    expect(body.seoTitle).toEqual(expect.any(String));
    expect(body.seoDescription).toEqual(expect.any(String));
    expect(body.blocks.map((b) => b.type)).toEqual(['front_slider', 'latest_products', 'banner_text', 'text_with_image', 'html']);
    const positions = body.blocks.map((b) => b.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('has a three-slide front slider with images', async () => {
    const { body } = await t.get<Page>('/api/pages/1', { 'accept-locale': 'en' });
    const slides = block(body, 'front_slider').content.slides;
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      expect(slide.image).toEqual({ url: expect.stringMatching(/^\/media\/slides\/.+\.svg$/), alt: expect.any(String), width: 1920, height: 700, sources: [] });
      expect(slide.title).toEqual(expect.any(String));
    }
    expect(slides[0]?.link?.href).toBe('/en/products/swivel-chairs/now');
  });

  it('fills latest_products with the four newest products', async () => {
    const { body } = await t.get<Page>('/api/pages/1');
    const latest = block(body, 'latest_products').content;
    expect(latest.title).toBe('Nowości');
    expect(latest.products.map((p: ProductSummary) => p.slug)).toEqual(['now', 'lambda-h', 'tessa', 'clean']);
    expect(latest.products[0]).toMatchObject({ path: '/produkty/krzesla-obrotowe/now', category: { id: 1, slug: 'krzesla-obrotowe' } });
    expect(latest.products[0]?.image?.thumbnails[0]).toEqual({ url: '/media/products/now-1-thumb.svg', width: 240, height: 240 });
  });

  it('answers translated pages with alternates', async () => {
    const { body } = await t.get<Page>('/api/pages/2', { 'accept-locale': 'fr' });
    expect(body).toMatchObject({ title: 'À propos', path: '/fr/a-propos', alternates: { pl: '/o-nas', en: '/en/about-us', fr: '/fr/a-propos' } });
    expect(block(body, 'text_with_image').content.image.alt).toBe('Bureau équipé de sièges Ergoforma');
  });

  it('answers the contact, careers, privacy and cookie pages', async () => {
    const paths = await Promise.all([3, 4, 5, 6].map(async (id) => (await t.get<Page>(`/api/pages/${id}`, { 'accept-locale': 'en' })).body.path));
    expect(paths).toEqual(['/en/contact', '/en/careers', '/en/privacy-policy', '/en/cookie-policy']);
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
