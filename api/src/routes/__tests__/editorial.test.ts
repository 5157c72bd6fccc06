// News posts, realizations, mechanisms and the small collections, checked against the fixture files so the
// tests follow the sample content as it grows.
import type {
  ApiErrorBody,
  Collection,
  Mechanism,
  MechanismCategory,
  PatternCollection,
  Post,
  ProductFileType,
  Realization,
} from '@ergoforma/shared-contracts';
import { fixturesWithPolishFallbacks } from '../../__tests__/fixtures-with-polish-fallbacks';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { readContentFixtures } from '../../db/fixtures/reader';

const fixturesDir = fixturesWithPolishFallbacks();
const fixtures = readContentFixtures(fixturesDir);
const published = fixtures.posts.filter((p) => p.isPublished);
const draft = fixtures.posts.find((p) => !p.isPublished);

describe('editorial content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fixturesDir });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/posts', () => {
    it('lists the published posts newest first, with the total for paging', async () => {
      const { status, body } = await t.get<Collection<Post>>('/api/posts?itemsPerPage=3');
      expect(status).toBe(200);
      expect(body.totalItems).toBe(published.length);
      const newest = [...published].sort((a, b) => b.published.localeCompare(a.published)).slice(0, 3);
      expect(body.member.map((p) => p.id)).toEqual(newest.map((p) => p.id));
      expect(body.member[0]).toMatchObject({
        title: newest[0]?.translations.pl.title,
        path: expect.stringMatching(/^\/aktualnosci\/[a-z0-9-]+$/),
      });
    });

    it('orders oldest first on request and pages through all of them', async () => {
      const all = await t.get<Collection<Post>>('/api/posts?order[published]=asc&pagination=false');
      const dates = all.body.member.map((p) => p.published);
      expect(dates).toEqual([...dates].sort());
      const second = await t.get<Collection<Post>>('/api/posts?order[published]=asc&itemsPerPage=4&page=2');
      expect(second.body.member.map((p) => p.id)).toEqual(all.body.member.slice(4, 8).map((p) => p.id));
    });

    it('never lists or answers a draft', async () => {
      expect(draft).toBeDefined();
      const all = await t.get<Collection<Post>>('/api/posts?pagination=false');
      expect(all.body.member.map((p) => p.id)).not.toContain(draft?.id);
      expect((await t.get(`/api/posts/${draft?.translations.pl.slug}`)).status).toBe(404);
      expect((await t.get(`/api/posts/${draft?.id}`)).status).toBe(404);
    });

    it('answers a post by its slug in each language, with alternates and responsive images', async () => {
      const post = published.find((p) => p.translations.fr.slug !== undefined && p.image !== null);
      expect(post).toBeDefined();
      const { status, body } = await t.get<Post>(`/api/posts/${post?.translations.fr.slug}`, { 'accept-locale': 'fr' });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: post?.id,
        title: post?.translations.fr.title ?? post?.translations.pl.title,
        path: expect.stringMatching(/^\/fr\//),
      });
      expect(body.alternates).toMatchObject({ pl: `/aktualnosci/${post?.translations.pl.slug}`, fr: body.path });
      expect(body.image?.url).toBe(post?.image?.url);
      if (body.image?.url.endsWith('.jpg'))
        expect(body.image.sources.map((s) => s.type)).toEqual(['image/webp', 'image/jpeg']);
    });

    it('answers the SEO texts of the post’s own language, never Polish ones, where the post has its own title', async () => {
      // English: title, lead and body, no SEO texts; French: its own SEO title, no SEO description.
      const post = published.find(
        (p) =>
          p.translations.en.title !== undefined &&
          p.translations.en.seoTitle === undefined &&
          p.translations.pl.seoTitle,
      );
      expect(post).toBeDefined();
      const en = await t.get<Post>(`/api/posts/${post?.id}`, { 'accept-locale': 'en' });
      expect(en.body).toMatchObject({ title: post?.translations.en.title, seoTitle: null, seoDescription: null });
      const fr = await t.get<Post>(`/api/posts/${post?.id}`, { 'accept-locale': 'fr' });
      expect(fr.body.seoTitle).toBe(post?.translations.fr.seoTitle ?? null);
      expect(fr.body.seoDescription).toBe(post?.translations.fr.seoDescription ?? null);
      const pl = await t.get<Post>(`/api/posts/${post?.id}`);
      expect(pl.body.seoTitle).toBe(post?.translations.pl.seoTitle);
    });

    it('answers 404 for an unknown post and 400 for a malformed slug or order', async () => {
      expect((await t.get('/api/posts/no-such-post')).status).toBe(404);
      const bad = await t.get<ApiErrorBody>('/api/posts/Bad%20Slug');
      expect(bad.status).toBe(400);
      const order = await t.get<ApiErrorBody>('/api/posts?order[title]=asc');
      expect(order.status).toBe(400);
      expect(order.body.message).toContain('order[title]');
    });
  });

  describe('GET /api/realizations', () => {
    it('lists every realization in order with its gallery', async () => {
      const { body } = await t.get<Collection<Realization>>('/api/realizations?pagination=false', {
        'accept-locale': 'en',
      });
      const expected = [...fixtures.realizations].sort((a, b) => a.position - b.position || a.id - b.id);
      expect(body.totalItems).toBe(expected.length);
      expect(body.member.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      body.member.forEach((realization, index) => {
        const fixture = expected[index];
        expect(realization.images.map((i) => i.url)).toEqual(fixture?.images.map((i) => i.url));
        expect(realization.title).toBe(fixture?.translations.en.title ?? fixture?.translations.pl.title);
        for (const image of realization.images) expect(image.alt).not.toBe('');
      });
    });

    it('falls back to the Polish text where a translation is missing', async () => {
      const partial = fixtures.realizations.find((r) => r.translations.en.lead === undefined);
      expect(partial).toBeDefined();
      const { body } = await t.get<Collection<Realization>>('/api/realizations?pagination=false', {
        'accept-locale': 'en',
      });
      expect(body.member.find((r) => r.id === partial?.id)?.lead).toBe(partial?.translations.pl.lead);
    });

    it('pages', async () => {
      const { body } = await t.get<Collection<Realization>>('/api/realizations?itemsPerPage=5&page=2');
      expect(body).toMatchObject({ page: 2, itemsPerPage: 5, totalItems: fixtures.realizations.length });
      expect(body.member.length).toBe(Math.min(5, Math.max(0, fixtures.realizations.length - 5)));
    });
  });

  describe('mechanisms', () => {
    it('lists the mechanism categories and the mechanisms of one category', async () => {
      const categories = await t.get<Collection<MechanismCategory>>('/api/mechanism_categories', {
        'accept-locale': 'fr',
      });
      expect(categories.body.totalItems).toBe(fixtures.mechanismCategories.length);
      const first = categories.body.member[0];
      const { body } = await t.get<Collection<Mechanism>>(`/api/mechanisms?category.id=${first?.id}&pagination=false`, {
        'accept-locale': 'fr',
      });
      const expected = fixtures.mechanisms.filter((m) => m.categoryId === first?.id);
      expect(body.totalItems).toBe(expected.length);
      expect(body.member.every((m) => m.category.id === first?.id && m.category.name === first.name)).toBe(true);
      const all = await t.get<Collection<Mechanism>>('/api/mechanisms?pagination=false');
      expect(all.body.totalItems).toBe(fixtures.mechanisms.length);
    });

    it('answers one mechanism by its slug in the locale (or the Polish slug), and 404 for an unknown one', async () => {
      const mechanism = fixtures.mechanisms[0];
      const english = mechanism?.translations.en.slug ?? mechanism?.translations.pl.slug;
      const { status, body } = await t.get<Mechanism>(`/api/mechanism/${english}`, { 'accept-locale': 'en' });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: mechanism?.id,
        slug: english,
        description: mechanism?.translations.en.description ?? mechanism?.translations.pl.description,
      });
      // Its page in every language, each with that language's slug.
      expect(body.path).toBe(`/en/mechanisms/${english}`);
      expect(body.alternates).toEqual({
        pl: `/mechanizmy/${mechanism?.translations.pl.slug}`,
        en: `/en/mechanisms/${english}`,
        fr: `/fr/mecanismes/${mechanism?.translations.fr.slug ?? mechanism?.translations.pl.slug}`,
      });
      expect(
        (await t.get<Mechanism>(`/api/mechanism/${mechanism?.translations.pl.slug}`, { 'accept-locale': 'en' })).body
          .id,
      ).toBe(mechanism?.id);
      expect((await t.get('/api/mechanism/no-such-mechanism')).status).toBe(404);
      expect((await t.get<ApiErrorBody>('/api/mechanisms?category.id=x')).body.message).toContain('category.id');
    });
  });

  describe('small collections', () => {
    it('lists pattern collections with their swatches', async () => {
      const { body } = await t.get<Collection<PatternCollection>>('/api/pattern_collections?pagination=false', {
        'accept-locale': 'en',
      });
      expect(body.totalItems).toBe(fixtures.patternCollections.length);
      for (const collection of body.member) {
        expect(collection.patterns.length).toBeGreaterThan(0);
        for (const pattern of collection.patterns) expect(pattern.color).toMatch(/^#[0-9a-f]{6}$/i);
      }
    });

    it('lists product file types in the locale', async () => {
      const { body } = await t.get<Collection<ProductFileType>>('/api/product_file_types', { 'accept-locale': 'fr' });
      expect(body.member.map((f) => f.id)).toEqual(fixtures.fileTypes.map((f) => f.id).sort((a, b) => a - b));
      const first = fixtures.fileTypes.find((f) => f.id === body.member[0]?.id);
      expect(body.member[0]?.name).toBe(first?.translations.fr.name ?? first?.translations.pl.name);
    });

    it.each([
      '/api/realizations',
      '/api/mechanism_categories',
      '/api/pattern_collections',
      '/api/product_file_types',
      '/api/legacy_redirects',
    ])('%s refuses an unknown parameter, naming it', async (url) => {
      const { status, body } = await t.get<ApiErrorBody>(`${url}?colour=red`);
      expect(status).toBe(400);
      expect(body.message).toContain('colour');
    });
  });

  describe('GET /api/legacy_redirects', () => {
    it('holds the built-in table and the old product ids in both forms, pointing at product paths', async () => {
      const { body } = await t.get<Collection<{ from: string; to: string }>>('/api/legacy_redirects?pagination=false');
      const map = new Map(body.member.map((r) => [r.from, r.to]));
      expect(map.get('/katalog-krzesla-obrotowe.html')).toBe('/produkty/krzesla-obrotowe');
      expect(map.get('/contact.html')).toBe('/en/contact');
      expect(map.get('/podstawy.html')).toBe('/bazy');
      const productIds = body.member.filter((r) => /^\/produkt-\d+\.html$/.test(r.from));
      expect(productIds.length).toBeGreaterThanOrEqual(50);
      for (const redirect of productIds) {
        expect(map.get(redirect.from.replace('/produkt-', '/product-'))).toBe(redirect.to);
        expect(redirect.to).toMatch(
          /^\/(produkty\/(krzesla-obrotowe|krzesla-konferencyjne|krzesla-laboratoryjne|fotele)(\/[a-z0-9-]+)?|podlokietniki)$/,
        );
      }
      const targets = productIds.map((r) => r.to);
      expect(targets.filter((to) => to.endsWith('/aruba')).length).toBeGreaterThanOrEqual(2);
    });
  });
});
