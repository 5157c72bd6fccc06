import { createSiteStore } from '../site-store';

describe('site store', () => {
  it('defaults to pl, no search phrase, online', () => {
    const state = createSiteStore().getState();
    expect(state.locale).toBe('pl');
    expect(state.searchPhrase).toBe('');
    expect(state.online).toBe(true);
    expect(state.pageAlternates).toEqual({});
  });

  it('takes initial values', () => {
    const state = createSiteStore({
      locale: 'en',
      searchPhrase: 'nova',
      pageAlternates: { pl: '/kontakt' },
    }).getState();
    expect(state.locale).toBe('en');
    expect(state.searchPhrase).toBe('nova');
    expect(state.pageAlternates).toEqual({ pl: '/kontakt' });
  });

  it('setLocale, setSearchPhrase, setOnline and setPageAlternates update the state', () => {
    const store = createSiteStore();
    store.getState().setLocale('fr');
    store.getState().setSearchPhrase('krzesło');
    store.getState().setOnline(false);
    store.getState().setPageAlternates({ en: '/en/contact' });
    expect(store.getState()).toMatchObject({
      locale: 'fr',
      searchPhrase: 'krzesło',
      online: false,
      pageAlternates: { en: '/en/contact' },
    });
  });

  it('keeps only what the site reads: no history, resources or product types', () => {
    expect(Object.keys(createSiteStore().getState()).sort()).toEqual(
      [
        'locale',
        'online',
        'pageAlternates',
        'searchPhrase',
        'setLocale',
        'setOnline',
        'setPageAlternates',
        'setSearchPhrase',
      ].sort(),
    );
  });

  it('stores created separately do not share state', () => {
    const one = createSiteStore();
    const two = createSiteStore();
    one.getState().setLocale('en');
    expect(two.getState().locale).toBe('pl');
  });
});
