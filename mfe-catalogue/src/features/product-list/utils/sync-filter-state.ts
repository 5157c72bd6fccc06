// The shared product filter state (docs/behaviour.md#product-filter-state), mirrored from the list the URL shows (the
// URL is the source of truth: a filtered list can be shared and reloaded). Other remotes read the store; the mega-menu
// may add a tag to it.
import type { ProductFilterStore, ProductTag } from '@ergoforma/shared-contracts';

export interface ListFilterValues {
  /** The category the list shows, or null for all products. */
  group: number | null;
  tags: ProductTag[];
  /** The list's query string ('?page=2&tag=3'): which list the rest of the state belongs to. */
  pageSearch: string;
  page: number;
}

const sameTags = (a: ProductTag[], b: ProductTag[]) =>
  a.length === b.length && a.every((tag, index) => tag.id === b[index]?.id);

/**
 * Writes the shown list into the store, touching only what differs (setTags and friends reset the page, so the page
 * comes last). Leaving the category clears the group, unless the selection was marked saved: then the group is kept
 * once and the mark reset (docs/behaviour.md#product-filter-state). Showing a category also consumes the mark.
 */
export function syncFilterState(store: ProductFilterStore, next: ListFilterValues): void {
  const actions = store.getState();
  if (next.group === null) {
    if (store.getState().group !== null || store.getState().keepSelection) actions.clearGroup();
  } else {
    if (store.getState().keepSelection) actions.clearGroup();
    if (store.getState().group !== next.group) actions.setGroup(next.group);
  }
  if (!sameTags(store.getState().tags, next.tags)) actions.setTags(next.tags);
  if (store.getState().pageSearch !== next.pageSearch) actions.setPageSearch(next.pageSearch);
  if (store.getState().loadMore) actions.setLoadMore(false);
  if (store.getState().page !== next.page) actions.setPage(next.page);
}

/** Coming back from a product to the list it was opened from (same group and query, selection marked saved). */
export function isReturnToList(
  store: ProductFilterStore,
  next: Pick<ListFilterValues, 'group' | 'pageSearch'>,
): boolean {
  const state = store.getState();
  return state.keepSelection && state.group === next.group && state.pageSearch === next.pageSearch;
}
