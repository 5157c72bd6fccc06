// One set of stores per page view: created per request on the server (no state shared between visitors)
// and once in the browser. Remotes read them through these hooks; the contracts package is an MF singleton,
// so everyone sees the same context.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createProductFilterStore,
  type ProductFilterState,
  type ProductFilterStore,
  type ProductFilterValues,
} from './product-filter-store';
import { createSiteStore, type SiteInitialState, type SiteState, type SiteStore } from './site-store';

export interface SiteStores {
  site: SiteStore;
  productFilter: ProductFilterStore;
}

export function createSiteStores(
  initial: { site?: SiteInitialState; productFilter?: Partial<ProductFilterValues> } = {},
): SiteStores {
  return { site: createSiteStore(initial.site), productFilter: createProductFilterStore(initial.productFilter) };
}

const SiteStoresContext = createContext<SiteStores | null>(null);

export function SiteStoresProvider({ stores, children }: { stores: SiteStores; children: ReactNode }) {
  return <SiteStoresContext.Provider value={stores}>{children}</SiteStoresContext.Provider>;
}

export function useSiteStores(): SiteStores {
  const stores = useContext(SiteStoresContext);
  if (!stores) throw new Error('useSiteStores must be used inside <SiteStoresProvider>');
  return stores;
}

export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(useSiteStores().site, selector);
}

export function useProductFilterStore<T>(selector: (state: ProductFilterState) => T): T {
  return useStore(useSiteStores().productFilter, selector);
}
