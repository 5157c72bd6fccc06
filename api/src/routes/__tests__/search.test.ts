import type { ApiErrorBody, SearchResult } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';

describe('GET /api/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (phrase: string, locale = 'pl') => {
    const response = await t.get<SearchResult[]>(`/api/search?phrase=${encodeURIComponent(phrase)}&pagination=false`, { 'accept-locale': locale });
    expect(response.status).toBe(200);
    return response.body;
  };

  it('answers a plain list of results with full paths', async () => {
    const results = await search('Lambda');
    expect(Array.isArray(results)).toBe(true);
    // Title matches first; Arm 4D mentions Lambda in its description.
    expect(results.map((r) => r.title)).toEqual(['Lambda', 'Lambda H', 'Arm 4D']);
    expect(results[0]).toEqual({
      title: 'Lambda',
      slug: '/produkty/krzesla-obrotowe/lambda',
      content: expect.stringContaining('Lambda to krzesło obrotowe'),
    });
    for (const result of results) expect(Object.keys(result).sort()).toEqual(['content', 'slug', 'title']);
  });

  it('ignores case and diacritics, folding ł to l', async () => {
    const withoutDiacritics = await search('krzeslo');
    const withDiacritics = await search('KRZESŁO');
    expect(withoutDiacritics.length).toBeGreaterThan(3);
    expect(withDiacritics).toEqual(withoutDiacritics);
    expect(withoutDiacritics.map((r) => r.title)).toContain('Nova');
    for (const result of withoutDiacritics) expect(result.content.toLowerCase()).toMatch(/krzesł|krzesl/);
    const accented = await search('conférence', 'fr');
    expect(accented.map((r) => r.title)).toEqual(expect.arrayContaining(['Orbit', 'Tessa']));
    expect(await search('CONFERENCE', 'fr')).toEqual(accented);
  });

  it('cuts up to three fragments around the matches, separated by |', async () => {
    const [nova] = await search('Nova');
    expect(nova?.title).toBe('Nova');
    const fragments = nova?.content.split('|') ?? [];
    expect(fragments.length).toBeGreaterThanOrEqual(1);
    expect(fragments.length).toBeLessThanOrEqual(3);
    for (const fragment of fragments) expect(fragment.length).toBeLessThanOrEqual(260);
  });

  it('finds pages and job offers by title in the request locale', async () => {
    expect(await search('privacy', 'en')).toEqual([
      { title: 'Privacy policy', slug: '/en/privacy-policy', content: expect.stringContaining('personal data') },
    ]);
    const jobs = await search('tapicer');
    expect(jobs[0]).toEqual({ title: 'Tapicer / tapicerka', slug: '/kariera/oferty-pracy', content: expect.stringContaining('Kraków') });
    expect((await search('kontakt')).map((r) => r.slug)).toContain('/kontakt');
  });

  it('searches the Polish text where a translation is missing', async () => {
    const results = await search('archiwalnej', 'en');
    expect(results).toEqual([expect.objectContaining({ title: 'Quadra', slug: '/en/products/conference-chairs/quadra' })]);
  });

  it('treats LIKE wildcards literally and finds nothing for unknown words', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('zzzz')).toEqual([]);
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
