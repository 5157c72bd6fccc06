// The shared site state (docs/behaviour.md#shared-state): resources by key, browsing history, locale, search phrase,
// product types.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_LOCALE, type Locale } from '../locale/locales';
import type { BrowsingHistoryEntry, CategoryTreeNode, JsonValue } from '../types/entities';

const HISTORY_LIMIT = 50;

export interface SiteState {
  locale: Locale;
  /** Loaded resources by key (e.g. preloaded menus), so they are fetched once per page view. */
  resources: Record<string, JsonValue>;
  history: BrowsingHistoryEntry[];
  searchPhrase: string;
  /** Product categories (the catalogue's product types). */
  productTypes: CategoryTreeNode[];
  online: boolean;
  /**
   * The page shown, in each language that has it (full paths), as its head announces them in hreflang links;
   * empty on error pages. The language switch leads there.
   */
  pageAlternates: Partial<Record<Locale, string>>;
  setLocale(locale: Locale): void;
  setResource(key: string, value: JsonValue): void;
  pushHistory(entry: BrowsingHistoryEntry): void;
  setSearchPhrase(phrase: string): void;
  setProductTypes(types: CategoryTreeNode[]): void;
  setOnline(online: boolean): void;
  setPageAlternates(alternates: Partial<Record<Locale, string>>): void;
}

export type SiteStore = StoreApi<SiteState>;

export type SiteInitialState = Partial<
  Pick<SiteState, 'locale' | 'resources' | 'history' | 'searchPhrase' | 'productTypes' | 'pageAlternates'>
>;

export function createSiteStore(initial: SiteInitialState = {}): SiteStore {
  return createStore<SiteState>()((set) => ({
    locale: DEFAULT_LOCALE,
    resources: {},
    history: [],
    searchPhrase: '',
    productTypes: [],
    online: true,
    pageAlternates: {},
    ...initial,
    setLocale: (locale) => set({ locale }),
    setResource: (key, value) => set((state) => ({ resources: { ...state.resources, [key]: value } })),
    pushHistory: (entry) => set((state) => ({ history: [...state.history, entry].slice(-HISTORY_LIMIT) })),
    setSearchPhrase: (searchPhrase) => set({ searchPhrase }),
    setProductTypes: (productTypes) => set({ productTypes }),
    setOnline: (online) => set({ online }),
    setPageAlternates: (pageAlternates) => set({ pageAlternates }),
  }));
}
