import { noBlockModule } from '@ergoforma/shared-contracts/testing';
import type { ApiClient, PageLoadContext, SafeHtml } from '@ergoforma/shared-contracts';
import { loadSearchResults, searchPageHead } from '../api/load-search-results';

function context(q: string | null, find: jest.Mock, locale: 'pl' | 'en' | 'fr' = 'pl'): PageLoadContext {
  const query = new URLSearchParams();
  if (q !== null) query.set('q', q);
  return {
    api: { services: { search: { find } } } as unknown as ApiClient,
    locale,
    pathname: '/szukaj',
    query,
    sanitizeHtml: (html) => html as SafeHtml,
    loadModule: noBlockModule,
    node: { id: 9, slug: 'szukaj', nodeType: 'search', action: 'index', nodeReference: null, resolver: null, crumbs: [] },
    params: {},
  };
}

const result = { title: 'Krzesło Aruba', slug: '/produkty/krzesla-obrotowe/aruba', content: 'Wygodne krzesło' };

describe('loadSearchResults', () => {
  it.each([[null], [''], ['ab'], ['  ab  '], ['ł ']])('makes no API call for the phrase %p (2 characters or fewer)', async (q) => {
    const find = jest.fn();
    const data = await loadSearchResults(context(q, find));
    expect(find).not.toHaveBeenCalled();
    expect(data.searched).toBe(false);
    expect(data.results).toEqual([]);
  });

  it('searches a phrase longer than 2 characters, trimmed', async () => {
    const find = jest.fn().mockResolvedValue([result]);
    const data = await loadSearchResults(context('  krz  ', find));
    expect(find).toHaveBeenCalledWith('krz');
    expect(data).toMatchObject({ phrase: 'krz', searched: true, results: [result], failed: false });
  });

  it('shows no results when the search fails (SPEC §8)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const find = jest.fn().mockRejectedValue(new Error('API unreachable'));
    const data = await loadSearchResults(context('krzesło', find));
    expect(data).toMatchObject({ phrase: 'krzesło', searched: true, results: [], failed: true });
    error.mockRestore();
  });

  it('titles the page with the phrase in the page language', async () => {
    const find = jest.fn().mockResolvedValue([]);
    expect(searchPageHead(await loadSearchResults(context('chair', find, 'en'))).title).toBe('chair – search results');
    expect(searchPageHead(await loadSearchResults(context('', find, 'fr'))).title).toBe('Résultats de recherche');
  });
});
