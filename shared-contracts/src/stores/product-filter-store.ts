// The product filter state (docs/behaviour.md#product-filter-state): tags, group, keep-selection mark, scroll offset,
// page number, page search, load-more flag.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProductTag } from '../types/entities';

export interface ProductFilterValues {
  tags: ProductTag[];
  /** Selected category id, or null for all products. */
  group: number | null;
  /** The selection was marked saved: the next clearGroup keeps it once. */
  keepSelection: boolean;
  scrollOffset: number;
  page: number;
  pageSearch: string;
  loadMore: boolean;
}

export interface ProductFilterState extends ProductFilterValues {
  addTag(tag: ProductTag): void;
  removeTag(tagId: number): void;
  setTags(tags: ProductTag[]): void;
  setGroup(group: number | null): void;
  /**
   * Clears the group unless the selection was marked saved; that mark is then reset
   * (docs/behaviour.md#product-filter-state).
   */
  clearGroup(): void;
  markSelectionSaved(): void;
  setScrollOffset(offset: number): void;
  setPage(page: number): void;
  setPageSearch(search: string): void;
  setLoadMore(loadMore: boolean): void;
  reset(): void;
}

export type ProductFilterStore = StoreApi<ProductFilterState>;

export const EMPTY_PRODUCT_FILTER: ProductFilterValues = {
  tags: [],
  group: null,
  keepSelection: false,
  scrollOffset: 0,
  page: 1,
  pageSearch: '',
  loadMore: false,
};

export function createProductFilterStore(initial: Partial<ProductFilterValues> = {}): ProductFilterStore {
  return createStore<ProductFilterState>()((set, get) => ({
    ...EMPTY_PRODUCT_FILTER,
    ...initial,
    addTag: (tag) => {
      if (get().tags.some((present) => present.id === tag.id)) {
        console.error(`Product filter: tag ${tag.id} is already selected`);
        return;
      }
      set((state) => ({ tags: [...state.tags, tag], page: 1 }));
    },
    removeTag: (tagId) => {
      if (!get().tags.some((present) => present.id === tagId)) {
        console.error(`Product filter: tag ${tagId} is not selected`);
        return;
      }
      set((state) => ({ tags: state.tags.filter((tag) => tag.id !== tagId), page: 1 }));
    },
    setTags: (tags) => set({ tags, page: 1 }),
    setGroup: (group) => set({ group, page: 1 }),
    clearGroup: () => {
      if (get().keepSelection) {
        set({ keepSelection: false });
        return;
      }
      set({ group: null, page: 1 });
    },
    markSelectionSaved: () => set({ keepSelection: true }),
    setScrollOffset: (scrollOffset) => set({ scrollOffset }),
    setPage: (page) => set({ page }),
    setPageSearch: (pageSearch) => set({ pageSearch, page: 1 }),
    setLoadMore: (loadMore) => set({ loadMore }),
    reset: () => set({ ...EMPTY_PRODUCT_FILTER }),
  }));
}
