// The shared site state (docs/behaviour.md#shared-state): locale, search phrase, online flag and the page's other
// languages. The original's browsing history, resources by key and product types are left out: no part of the site
// reads them (the browser keeps the history, each region loads its own data once per page, and the catalogue and the
// mega-menu load the categories they show).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_LOCALE, type Locale } from '../locale/locales';

export interface SiteState {
  locale: Locale;
  searchPhrase: string;
  online: boolean;
  /**
   * The page shown, in each language that has it (full paths), as its head announces them in hreflang links;
   * empty on error pages. The language switch leads there.
   */
  pageAlternates: Partial<Record<Locale, string>>;
  setLocale(locale: Locale): void;
  setSearchPhrase(phrase: string): void;
  setOnline(online: boolean): void;
  setPageAlternates(alternates: Partial<Record<Locale, string>>): void;
}

export type SiteStore = StoreApi<SiteState>;

export type SiteInitialState = Partial<Pick<SiteState, 'locale' | 'searchPhrase' | 'pageAlternates'>>;

export function createSiteStore(initial: SiteInitialState = {}): SiteStore {
  return createStore<SiteState>()((set) => ({
    locale: DEFAULT_LOCALE,
    searchPhrase: '',
    online: true,
    pageAlternates: {},
    ...initial,
    setLocale: (locale) => set({ locale }),
    setSearchPhrase: (searchPhrase) => set({ searchPhrase }),
    setOnline: (online) => set({ online }),
    setPageAlternates: (pageAlternates) => set({ pageAlternates }),
  }));
}
