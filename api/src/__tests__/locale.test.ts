import type { Collection, Page, Post, Product, ProductTag, Realization } from '@ergoforma/shared-contracts';
import { readContentFixtures } from '../db/fixtures/reader';
import { localeFromAcceptLanguage, localizePath, negotiateLocale } from '../lib/locale';
import { fixturesWithPolishFallbacks } from './fixtures-with-polish-fallbacks';
import { createTestApp, type TestApp } from './test-app';

const fixturesDir = fixturesWithPolishFallbacks();
const fixtures = readContentFixtures(fixturesDir);

describe('locale negotiation (unit)', () => {
  it('prefers Accept-Locale, then Accept-Language, then pl', () => {
    expect(negotiateLocale('en', 'fr')).toBe('en');
    expect(negotiateLocale('EN-gb', undefined)).toBe('en');
    expect(negotiateLocale('de', 'fr-CH, fr;q=0.9')).toBe('fr');
    expect(negotiateLocale(undefined, undefined)).toBe('pl');
    expect(negotiateLocale('', 'xx')).toBe('pl');
  });

  it('reads Accept-Language by quality, skipping unsupported and q=0 languages', () => {
    expect(localeFromAcceptLanguage('de-DE, en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('en;q=0, pl;q=0.1')).toBe('pl');
    expect(localeFromAcceptLanguage('de, it')).toBeNull();
  });

  it('prefixes paths for en and fr only', () => {
    expect(localizePath('pl', '')).toBe('/');
    expect(localizePath('pl', 'produkty/fotele')).toBe('/produkty/fotele');
    expect(localizePath('en', '')).toBe('/en');
    expect(localizePath('fr', 'produits')).toBe('/fr/produits');
  });
});

describe('locale of answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fixturesDir });
  });
  afterAll(async () => {
    await t.close();
  });

  const tagNames = (body: Collection<ProductTag>) => body.member.map((tag) => tag.name);

  it('answers in Polish by default, with Content-Language and Vary', async () => {
    const response = await t.get<Collection<ProductTag>>('/api/product_tags');
    expect(response.status).toBe(200);
    expect(response.headers['content-language']).toBe('pl');
    expect(String(response.headers.vary).split(', ')).toEqual(
      expect.arrayContaining(['Accept-Locale', 'Accept-Language']),
    );
    expect(tagNames(response.body)).toEqual(expect.arrayContaining(['Polecany', 'Nowość', 'wycofany']));
  });

  it('uses Accept-Locale', async () => {
    const response = await t.get<Collection<ProductTag>>('/api/product_tags', { 'accept-locale': 'en' });
    expect(response.headers['content-language']).toBe('en');
    expect(tagNames(response.body)).toEqual(expect.arrayContaining(['Recommended', 'New', 'Discontinued']));
  });

  it('falls back to the first supported Accept-Language', async () => {
    const response = await t.get<Collection<ProductTag>>('/api/product_tags', {
      'accept-language': 'de-DE,de;q=0.9,fr;q=0.8,en;q=0.7',
    });
    expect(response.headers['content-language']).toBe('fr');
    expect(tagNames(response.body)).toContain('Recommandé');
  });

  it('ignores an unsupported Accept-Locale in favour of Accept-Language', async () => {
    const response = await t.get<Collection<ProductTag>>('/api/product_tags', {
      'accept-locale': 'de',
      'accept-language': 'en-US',
    });
    expect(response.headers['content-language']).toBe('en');
  });

  it('sets the locale headers on error answers too', async () => {
    const response = await t.get('/api/products/no-such-product', { 'accept-locale': 'fr' });
    expect(response.status).toBe(404);
    expect(response.headers['content-language']).toBe('fr');
    expect(String(response.headers.vary).split(', ')).toEqual(
      expect.arrayContaining(['Accept-Locale', 'Accept-Language']),
    );
  });

  it('names a realization lead that fell back to Polish', async () => {
    const untranslatedLead = fixtures.realizations.find((r) => r.translations.en.lead === undefined);
    expect(untranslatedLead).toBeDefined();
    const en = await t.get<Collection<Realization>>('/api/realizations?pagination=false', { 'accept-locale': 'en' });
    const pl = await t.get<Collection<Realization>>('/api/realizations?pagination=false');
    for (const realization of en.body.member) {
      expect(realization.untranslated).toEqual(realization.id === untranslatedLead?.id ? ['lead'] : []);
    }
    expect(pl.body.member.every((realization) => realization.untranslated?.length === 0)).toBe(true);
  });

  it('names the texts of a news post that fell back to Polish, in the list and on its own', async () => {
    // A post whose English body the test's copy of the sample leaves out.
    const post = fixtures.posts.find((p) => p.isPublished && p.translations.en.content === undefined);
    expect(post).toBeDefined();
    expect(post?.translations.en.lead).toBeDefined();
    const en = await t.get<Collection<Post>>('/api/posts?pagination=false', { 'accept-locale': 'en' });
    for (const member of en.body.member) expect(member.untranslated).toEqual(member.id === post?.id ? ['content'] : []);
    const one = await t.get<Post>(`/api/posts/${post?.translations.en.slug}`, { 'accept-locale': 'en' });
    expect(one.body.content).toBe(post?.translations.pl.content);
    expect(one.body.lead).toBe(post?.translations.en.lead);
    expect(one.body.untranslated).toEqual(['content']);
    const fr = await t.get<Post>(`/api/posts/${post?.id}`, { 'accept-locale': 'fr' });
    expect(fr.body.untranslated).toEqual([]);
    const pl = await t.get<Collection<Post>>('/api/posts?pagination=false');
    expect(pl.body.member.every((member) => member.untranslated?.length === 0)).toBe(true);
  });

  it('names a content block that fell back to Polish as a whole', async () => {
    // A block whose English content the test's copy of the sample leaves out.
    const untranslatedIn = (b: (typeof fixtures.pages)[number]['blocks'][number]) =>
      Object.keys(b.content.en).length === 0 && Object.keys(b.content.pl).length > 0;
    const page = fixtures.pages.find((p) => p.isPublished && p.blocks.some(untranslatedIn));
    const block = page?.blocks.find(untranslatedIn);
    expect(block).toBeDefined();
    const en = await t.get<Page>(`/api/pages/${page?.id}`, { 'accept-locale': 'en' });
    const fr = await t.get<Page>(`/api/pages/${page?.id}`, { 'accept-locale': 'fr' });
    const pl = await t.get<Page>(`/api/pages/${page?.id}`);
    for (const answer of en.body.blocks)
      expect(answer.untranslated).toEqual(answer.id === block?.id ? ['content'] : []);
    expect(en.body.blocks.find((b) => b.id === block?.id)?.content).toEqual(block?.content.pl);
    for (const body of [fr.body, pl.body])
      expect(body.blocks.map((b) => b.untranslated)).toEqual(body.blocks.map(() => [])); // A block with no texts of its own (the contact page's company block, `{}` in every language) is not Polish.
    const contact = await t.get<Page>('/api/pages/3', { 'accept-locale': 'en' });
    expect(contact.body.blocks.find((b) => b.type === 'company')?.untranslated).toEqual([]);
  });

  it('falls back to the Polish text where the English translation is missing', async () => {
    // A product whose English texts the test's copy leaves out while its French ones are written.
    const product = fixtures.products.find(
      (p) => p.translations.en.shortDescription === undefined && p.translations.fr.shortDescription !== undefined,
    );
    expect(product).toBeDefined();
    const sizes = product?.blocks.find((b) => b.type === 'product_sizes');
    expect(sizes?.translations.en.name).toBeUndefined();
    const pl = await t.get<Product>(`/api/products/${product?.slug}`);
    const en = await t.get<Product>(`/api/products/${product?.slug}`, { 'accept-locale': 'en' });
    const fr = await t.get<Product>(`/api/products/${product?.slug}`, { 'accept-locale': 'fr' });
    expect(pl.body.shortDescription).toBe(product?.translations.pl.shortDescription);
    expect(en.body.shortDescription).toBe(pl.body.shortDescription);
    expect(fr.body.shortDescription).toBe(product?.translations.fr.shortDescription);
    expect(fr.body.shortDescription).not.toBe(pl.body.shortDescription);
    expect(en.body.blocks.find((b) => b.type === 'product_sizes')?.name).toBe(sizes?.translations.pl.name);
    // The answer names the texts that fell back, so that the page can mark them lang="pl".
    expect(en.body.untranslated).toEqual(['shortDescription']);
    expect(en.body.blocks.find((b) => b.type === 'product_sizes')?.untranslated).toContain('name');
    expect(fr.body.untranslated).toEqual([]);
    expect(pl.body.untranslated).toEqual([]);
    expect(pl.body.blocks.map((b) => b.untranslated)).toEqual(pl.body.blocks.map(() => []));
    // Search-engine texts are never borrowed from Polish: the product's name stands in for the title.
    expect(en.body.seoTitle).toBeNull();
    expect(fr.body.seoTitle).toBe(product?.translations.fr.seoTitle);
    // Translated texts of the same product are still English.
    const category = fixtures.categories.find((c) => c.id === product?.categoryId);
    expect(en.body.category.name).toBe(category?.translations.en.name);
    expect(en.body.category.name).not.toBe(category?.translations.pl.name);
    expect(en.body.path).toBe(`/en/products/${category?.translations.en.slug}/${product?.slug}`);
  });
});
