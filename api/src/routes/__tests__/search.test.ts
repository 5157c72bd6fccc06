// GET /api/search: full-text search over every kind of content, checked against the fixture files.
import type { ApiErrorBody, SearchResult } from '@ergoforma/shared-contracts';
import { fixturesWithPolishFallbacks } from '../../__tests__/fixtures-with-polish-fallbacks';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { readContentFixtures } from '../../db/fixtures/reader';
import { foldText } from '../../lib/text';

const fixturesDir = fixturesWithPolishFallbacks();
const fixtures = readContentFixtures(fixturesDir);

describe('GET /api/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fixturesDir });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (phrase: string, locale = 'pl'): Promise<SearchResult[]> => {
    const response = await t.get<SearchResult[]>(`/api/search?phrase=${encodeURIComponent(phrase)}&pagination=false`, {
      'accept-locale': locale,
    });
    expect(response.status).toBe(200);
    return response.body;
  };

  it('keeps list items apart in excerpts: one item never runs into the next', async () => {
    const results = await search('gwarancji');
    const aruba = results.find((result) => result.title === 'Aruba');
    expect(aruba?.content).toMatch(/5 cm\. 5 lat gwarancji producenta\./);
    for (const result of results) expect(result.content).not.toMatch(/cm 5 lat/);
  });

  it('answers a plain list of results with the full path in the locale, title matches first', async () => {
    const results = await search('Lambda');
    expect(results[0]).toEqual({
      title: 'Lambda',
      slug: '/produkty/krzesla-obrotowe/lambda',
      content: expect.stringContaining('Lambda'),
    });
    const titled = results.map((r) => foldText(r.title).includes('lambda'));
    // Every title match comes before the first result that mentions the word only in its text.
    expect(titled).toEqual([...titled].sort((a, b) => Number(b) - Number(a)));
    expect(titled.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    for (const result of results) expect(Object.keys(result).sort()).toEqual(['content', 'slug', 'title']);
    expect((await search('Lambda', 'en'))[0]?.slug).toBe('/en/products/swivel-chairs/lambda');
  });

  it('ignores case and diacritics in both directions, folding ł to l', async () => {
    const plain = await search('krzeslo');
    expect(plain.length).toBeGreaterThan(10);
    expect(await search('KRZESŁO')).toEqual(plain);
    const accented = fixtures.products.find((p) => /[ąćęłńóśźż]/i.test(p.name));
    expect(accented).toBeDefined();
    expect((await search(foldText(accented?.name ?? ''))).map((r) => r.title)).toContain(accented?.name);
    expect((await search('nóvą')).map((r) => r.title)).toContain('Nova');
    expect(await search('CONFÉRENCE', 'fr')).toEqual(await search('conference', 'fr'));
  });

  it('matches the last word as a prefix and needs every word', async () => {
    const prefix = await search('ergon');
    expect(prefix.length).toBeGreaterThan(0);
    for (const result of prefix) expect(foldText(`${result.title} ${result.content}`)).toContain('ergon');
    const both = await search('krzeslo obrot');
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThanOrEqual((await search('krzeslo')).length);
    expect(await search('krzeslo zzzzqqq')).toEqual([]);
  });

  it('finds categories, pages, news, realizations, mechanisms and job offers', async () => {
    const post = fixtures.posts.find((p) => p.isPublished);
    const realization = fixtures.realizations[0];
    const mechanism = fixtures.mechanisms[0];
    const job = fixtures.jobOffers[0];
    const category = fixtures.categories[0];
    const page = fixtures.pages.find((p) => p.isPublished && p.id !== 1);
    for (const title of [
      post?.translations.pl.title,
      realization?.translations.pl.title,
      mechanism?.translations.pl.name,
      job?.translations.pl.title,
      category?.translations.pl.name,
      page?.translations.pl.title,
    ]) {
      expect(title).toBeDefined();
      const results = await search(title ?? '');
      expect(results.map((r) => r.title)).toContain(title);
    }
    const postResult = (await search(post?.translations.pl.title ?? '')).find(
      (r) => r.title === post?.translations.pl.title,
    );
    expect(postResult?.slug).toBe(`/aktualnosci/${post?.translations.pl.slug}`);
  });

  it('never finds drafts', async () => {
    const draft = fixtures.posts.find((p) => !p.isPublished);
    expect((await search(draft?.translations.pl.title ?? '')).map((r) => r.title)).not.toContain(
      draft?.translations.pl.title,
    );
  });

  it('searches each locale in its own language, and the Polish text where a translation is missing', async () => {
    const english = await search('swivel', 'en');
    expect(english.length).toBeGreaterThan(0);
    for (const result of english) expect(result.slug).toMatch(/^\/en(\/|$)/);
    const french = await search('pivotant', 'fr');
    expect(french.length).toBeGreaterThan(0);
    for (const result of french) expect(result.slug).toMatch(/^\/fr(\/|$)/);
    const untranslated = fixtures.products.find((p) => p.translations.en.shortDescription === undefined);
    expect(untranslated).toBeDefined();
    const results = await search(untranslated?.name ?? '', 'en');
    expect(results.find((r) => r.title === untranslated?.name)?.slug).toMatch(/^\/en\/products\//);
  });

  it('cuts at most three fragments of about 100 characters either side, separated by |', async () => {
    for (const result of [
      ...(await search('krzeslo')),
      ...(await search('ergonomia')),
      ...(await search('Ergoforma')),
    ]) {
      // Only text a visitor reads: no image types, addresses or block options.
      expect(result.content).not.toMatch(/image\/(webp|jpeg)|\/media\/|srcset/);
      const fragments = result.content.split('|');
      expect(fragments.length).toBeLessThanOrEqual(3);
      for (const fragment of fragments) expect(fragment.length).toBeLessThanOrEqual(260);
    }
  });

  it.each([
    '"',
    "'",
    '*',
    '"krzeslo',
    'krzeslo*',
    'NEAR(a b)',
    'a OR b',
    'a AND',
    '-krzeslo',
    '^nova',
    '{title}:nova',
    'nova:',
    '(',
    '%',
    '_',
    '<img src=x onerror=alert(1)>',
    '\\',
    'ł ł ł',
  ])('answers a hostile phrase %s with a list, never an error', async (phrase) => {
    const results = await search(phrase);
    expect(Array.isArray(results)).toBe(true);
  });

  it('pages when pagination is on', async () => {
    const all = await search('krzeslo');
    const response = await t.get<SearchResult[]>('/api/search?phrase=krzeslo&itemsPerPage=2&page=2');
    expect(response.body).toEqual(all.slice(2, 4));
  });

  it('requires a phrase of 1 to 100 characters', async () => {
    const cases: Array<[string, string]> = [
      ['/api/search', 'Missing query parameter "phrase"'],
      ['/api/search?phrase=', 'Query parameter "phrase" must be at least 1 character(s) long'],
      ['/api/search?phrase=%20%20', 'Query parameter "phrase" has an invalid format'],
      [`/api/search?phrase=${'a'.repeat(101)}`, 'Query parameter "phrase" must be at most 100 characters long'],
      ['/api/search?phrase=nova&q=1', 'Unknown query parameter "q"'],
    ];
    for (const [url, message] of cases) {
      const response = await t.get<ApiErrorBody>(url);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: '400', message });
    }
  });
});
