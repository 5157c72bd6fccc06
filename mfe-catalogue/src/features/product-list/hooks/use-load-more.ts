// Load-more flag (docs/behaviour.md#product-filter-state): 'load more' appends the next page below the shown ones,
// client-side. The URL keeps the first page shown (page links stay for crawlers and visitors without JavaScript); the
// store records the flag and the last page loaded, so coming back from a product can load the same pages again.
import { useCallback, useRef, useState } from 'react';
import { useSiteServices, useSiteStores, withMinimumDelay, type ProductSummary } from '@ergoforma/shared-contracts';
import type { ProductListData } from '../api/load-product-list';
import { pageCount } from '../utils/pagination-items';

export type LoadMoreStatus = 'idle' | 'loading' | 'failed';

export interface LoadMore {
  products: ProductSummary[];
  /** The last page shown. */
  lastPage: number;
  hasMore: boolean;
  status: LoadMoreStatus;
  /** Appends the next page. */
  loadMore(): Promise<void>;
  /** Appends every page up to `page` (coming back to a list that had loaded more). */
  loadPagesUpTo(page: number): Promise<void>;
}

export function useLoadMore(data: ProductListData): LoadMore {
  const { api } = useSiteServices();
  const filter = useSiteStores().productFilter;
  const [extra, setExtra] = useState<ProductSummary[]>([]);
  const [lastPage, setLastPage] = useState(data.page);
  const [status, setStatus] = useState<LoadMoreStatus>('idle');
  const lastPageRef = useRef(data.page);
  const busy = useRef(false);
  const pages = pageCount(data.totalItems, data.itemsPerPage);
  const { productQuery, products: firstProducts } = data;

  const loadPagesUpTo = useCallback(
    async (page: number) => {
      const from = lastPageRef.current + 1;
      const to = Math.min(page, pages);
      if (busy.current || to < from) return;
      busy.current = true;
      setStatus('loading');
      try {
        const requests = [];
        for (let next = from; next <= to; next += 1)
          requests.push(api.services.products.list({ ...productQuery, page: next }));
        // The button's loading state lasts at least the minimum fetch delay (docs/behaviour.md#fetch-delay).
        const loaded = (await withMinimumDelay(Promise.all(requests))).flatMap((collection) => collection.member);
        lastPageRef.current = to;
        setLastPage(to);
        // A product published meanwhile shifts the pages: never show one twice.
        setExtra((current) => {
          const seen = new Set([...firstProducts, ...current].map((product) => product.id));
          return [...current, ...loaded.filter((product) => !seen.has(product.id) && seen.add(product.id))];
        });
        setStatus('idle');
        filter.getState().setLoadMore(true);
        filter.getState().setPage(to);
      } catch (error) {
        console.error('More products could not be loaded', error);
        setStatus('failed');
      } finally {
        busy.current = false;
      }
    },
    [api, filter, firstProducts, pages, productQuery],
  );

  const loadMore = useCallback(() => loadPagesUpTo(lastPageRef.current + 1), [loadPagesUpTo]);

  return {
    products: extra.length ? [...firstProducts, ...extra] : firstProducts,
    lastPage,
    hasMore: lastPage < pages,
    status,
    loadMore,
    loadPagesUpTo,
  };
}
