import type { BrowsingHistoryEntry, CategoryTreeNode, SitemapNode } from '../../types/entities';
import { createSiteStore } from '../site-store';

const sitemapNode: SitemapNode = {
  id: 1,
  slug: 'kontakt',
  nodeType: 'contact',
  action: 'show',
  nodeReference: null,
  resolver: null,
  crumbs: [],
};
const entry = (n: number): BrowsingHistoryEntry => ({
  path: `/p/${n}`,
  title: `Page ${n}`,
  seoTitle: null,
  seoDescription: null,
  sitemapNode,
  crumbs: [],
  isAggregatorChild: false,
});

describe('site store', () => {
  it('defaults to pl, nothing loaded, online', () => {
    const state = createSiteStore().getState();
    expect(state.locale).toBe('pl');
    expect(state.resources).toEqual({});
    expect(state.history).toEqual([]);
    expect(state.searchPhrase).toBe('');
    expect(state.productTypes).toEqual([]);
    expect(state.online).toBe(true);
  });

  it('takes initial values', () => {
    const state = createSiteStore({ locale: 'en', resources: { menu: [1] }, searchPhrase: 'nova' }).getState();
    expect(state.locale).toBe('en');
    expect(state.resources).toEqual({ menu: [1] });
    expect(state.searchPhrase).toBe('nova');
  });

  it('setLocale, setSearchPhrase, setProductTypes and setOnline update the state', () => {
    const store = createSiteStore();
    const types = [{ id: 1, name: 'Fotele', slug: 'fotele' } as unknown as CategoryTreeNode];
    store.getState().setLocale('fr');
    store.getState().setSearchPhrase('krzesło');
    store.getState().setProductTypes(types);
    store.getState().setOnline(false);
    expect(store.getState()).toMatchObject({
      locale: 'fr',
      searchPhrase: 'krzesło',
      productTypes: types,
      online: false,
    });
  });

  it('setResource adds a resource by key and keeps the others', () => {
    const store = createSiteStore({ resources: { footer: 'f' } });
    store.getState().setResource('mainMenu', { items: [] });
    store.getState().setResource('footer', 'g');
    expect(store.getState().resources).toEqual({ footer: 'g', mainMenu: { items: [] } });
  });

  it('pushHistory appends entries and keeps the latest 50', () => {
    const store = createSiteStore();
    for (let n = 1; n <= 55; n++) store.getState().pushHistory(entry(n));
    const { history } = store.getState();
    expect(history).toHaveLength(50);
    expect(history[0].path).toBe('/p/6');
    expect(history[49].path).toBe('/p/55');
  });

  it('stores created separately do not share state', () => {
    const one = createSiteStore();
    const two = createSiteStore();
    one.getState().setLocale('en');
    one.getState().setResource('x', 1);
    expect(two.getState().locale).toBe('pl');
    expect(two.getState().resources).toEqual({});
  });
});
