// The mega-menu's product list loads once, when first wanted (docs/behaviour.md#product-mega-menu); if the load fails
// it is logged and the menu stays in its loading state.
import { useEffect, useRef, useState } from 'react';
import { useSiteServices, type ApiClient } from '@ergoforma/shared-contracts';
import { useCurrentLocale } from '../../../hooks/use-current-locale';
import { loadMegaMenuProducts, type MegaMenuProducts } from '../api/load-mega-menu-products';

export type MegaMenuProductsState = { status: 'loading' } | ({ status: 'loaded' } & MegaMenuProducts);

const LOADING: MegaMenuProductsState = { status: 'loading' };

/**
 * The mega-menu's products once `wanted` has been true (the panel opened). Until then, while loading and after
 * a failure, the state is 'loading'. Another language (another API client) loads its own products.
 */
export function useMegaMenuProducts(wanted: boolean): MegaMenuProductsState {
  const { api } = useSiteServices();
  const locale = useCurrentLocale();
  const [result, setResult] = useState<{ api: ApiClient; state: MegaMenuProductsState } | null>(null);
  // One request per API client, also when the panel closes before the answer arrives.
  const requestedFor = useRef<ApiClient | null>(null);

  useEffect(() => {
    if (!wanted || requestedFor.current === api) return;
    requestedFor.current = api;
    loadMegaMenuProducts(api, locale).then(
      (products) => setResult({ api, state: { status: 'loaded', ...products } }),
      (error: unknown) => console.error('Mega-menu: the products could not be loaded', error),
    );
  }, [wanted, api, locale]);

  return result?.api === api ? result.state : LOADING;
}
