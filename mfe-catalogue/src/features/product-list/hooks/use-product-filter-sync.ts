// The product filter state (docs/behaviour.md#product-filter-state): the shown list is mirrored into the shared store;
// leaving the list for a product saves the scroll offset and marks the selection saved; coming back to the same list
// restores the pages loaded and the scroll offset.
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useSiteStores } from '@ergoforma/shared-contracts';
import type { ProductListData } from '../api/load-product-list';
import { isReturnToList, syncFilterState } from '../utils/sync-filter-state';

export function useProductFilterSync(
  data: ProductListData,
  listSearch: string,
  loadPagesUpTo: (page: number) => Promise<void>,
) {
  const filter = useSiteStores().productFilter;

  // On mount: the results remount for every list URL (see ProductList), so the data of this mount is the list's.
  const syncAndRestore = useEffectEvent(() => {
    const group = data.category?.id ?? null;
    const returning = isReturnToList(filter, { group, pageSearch: listSearch });
    const { scrollOffset, loadMore, page: lastLoadedPage } = filter.getState();
    const tags = data.tags.filter((tag) => data.selectedTagIds.includes(tag.id));
    syncFilterState(filter, { group, tags, pageSearch: listSearch, page: data.page });
    if (!returning) return;

    let cancelled = false;
    void (async () => {
      if (loadMore && lastLoadedPage > data.page) await loadPagesUpTo(lastLoadedPage);
      // A frame later: after the shell's own scroll handling of the navigation.
      if (!cancelled) requestAnimationFrame(() => window.scrollTo(0, scrollOffset));
    })();
    return () => {
      cancelled = true;
    };
  });
  useEffect(() => syncAndRestore(), []);

  /** Call when the visitor opens a product from the list. */
  const onProductOpen = useCallback(() => {
    const state = filter.getState();
    state.setScrollOffset(window.scrollY);
    state.markSelectionSaved();
  }, [filter]);

  return { onProductOpen };
}
