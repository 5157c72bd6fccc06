import { fakeApiClient, noBlockModule } from '@ergoforma/shared-contracts/testing';
import type { PageLoadContext, SafeHtml } from '@ergoforma/shared-contracts';
import { loadSearchResults } from '../api/load-search-results';
import { searchPageHead } from '../utils/search-page-head';

function context(q: string | null, find: jest.Mock, locale: 'pl' | 'en' | 'fr' = 'pl'): PageLoadContext {
  const query = new URLSearchParams();
  if (q !== null) query.set('q', q);
  return {
    api: fakeApiClient({ search: { find } }),
    locale,
    pathname: '/szukaj',
    query,
    sanitizeHtml: (html) => html as SafeHtml,
    loadModule: noBlockModule,
    node: {
      id: 9,
      slug: 'szukaj',
      nodeType: 'search',
      action: 'index',
      nodeReference: null,
      resolver: null,
      crumbs: [],
    },
    params: {},
  };
}

const result = { title: 'Krzesło Aruba', slug: '/produkty/krzesla-obrotowe/aruba', content: 'Wygodne krzesło' };
const hit = { title: 'Krzesło Aruba', slug: '/produkty/krzesla-obrotowe/aruba', excerpts: ['Wygodne krzesło'] };

describe('loadSearchResults', () => {
  it.each([[null], [''], ['ab'], ['  ab  '], ['ł ']])(
    'makes no API call for the phrase %p (2 characters or fewer)',
    async (q) => {
      const find = jest.fn();
      const data = await loadSearchResults(context(q, find));
      expect(find).not.toHaveBeenCalled();
      expect(data.state).toBe('idle');
      expect(data.results).toEqual([]);
    },
  );

  it('searches a phrase longer than 2 characters, trimmed', async () => {
    const find = jest.fn().mockResolvedValue([result]);
    const data = await loadSearchResults(context('  krz  ', find));
    expect(find).toHaveBeenCalledWith('krz');
    expect(data).toMatchObject({ phrase: 'krz', state: 'results', results: [hit] });
  });

  it('keeps at most 3 excerpts per result, each cut around the phrase', async () => {
    const filler = 'słowo '.repeat(40);
    const content = ['pierwsze krzesło', 'drugie krzesło', 'trzecie krzesło', 'czwarte krzesło']
      .map((part) => `${filler}${part} ${filler}`)
      .join('|');
    const find = jest.fn().mockResolvedValue([{ ...result, content }]);
    const [first] = (await loadSearchResults(context('krzeslo', find))).results;
    expect(first.excerpts).toHaveLength(3);
    expect(first.excerpts[0]).toMatch(/^…(słowo ){10,}pierwsze krzesło( słowo){10,}…$/);
    for (const excerpt of first.excerpts) expect(excerpt.length).toBeLessThan(240);
  });

  it('has no results, not an error, when the API finds nothing', async () => {
    const data = await loadSearchResults(context('zzzzz', jest.fn().mockResolvedValue([])));
    expect(data).toMatchObject({ state: 'results', results: [] });
  });

  it('shows no results when the search fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const find = jest.fn().mockRejectedValue(new Error('API unreachable'));
    const data = await loadSearchResults(context('krzesło', find));
    expect(data).toMatchObject({ phrase: 'krzesło', state: 'error', results: [] });
    error.mockRestore();
  });

  it('sends no phrase longer than the API searches, keeps only its first 100 characters and says it is too long', async () => {
    const error = jest.spyOn(console, 'error');
    const find = jest.fn().mockRejectedValue(new Error('400 Bad Request'));
    const data = await loadSearchResults(context('ł'.repeat(300), find, 'en'));
    expect(find).not.toHaveBeenCalled();
    expect(data).toMatchObject({ phrase: 'ł'.repeat(100), state: 'too-long', results: [] });
    expect(error).not.toHaveBeenCalled();
    // The title repeats no more than the 100 characters either.
    expect(searchPageHead(data)).toEqual({ title: `${'ł'.repeat(100)} – search results`, noindex: true });
    error.mockRestore();
  });

  it('searches a phrase of exactly 100 characters', async () => {
    const find = jest.fn().mockResolvedValue([]);
    const data = await loadSearchResults(context('ł'.repeat(100), find));
    expect(find).toHaveBeenCalledWith('ł'.repeat(100));
    expect(data.state).toBe('results');
  });

  it('titles the page with the phrase in the page language', async () => {
    const find = jest.fn().mockResolvedValue([]);
    expect(searchPageHead(await loadSearchResults(context('chair', find, 'en'))).title).toBe('chair – search results');
    expect(searchPageHead(await loadSearchResults(context('', find, 'fr'))).title).toBe('Résultats de recherche');
  });

  it('keeps result pages out of search indexes, but not the empty search page', async () => {
    const find = jest.fn().mockResolvedValue([result]);
    expect(searchPageHead(await loadSearchResults(context('krzesło', find))).noindex).toBe(true);
    expect(searchPageHead(await loadSearchResults(context(null, find))).noindex).toBeFalsy();
  });
});
