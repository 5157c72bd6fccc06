// Product list (docs/behaviour.md#product-list): it "accepts a selected group and tags from shared filter state". The
// URL stays the list's shareable source (each list URL writes itself into the store: use-product-filter-sync.ts); when
// anything else changes the store's tags (the tag chips here, another remote), the list goes to the URL of that
// selection.
import { useEffect, useEffectEvent } from 'react';
import { useSiteNavigate, useSiteStores, type ProductTag } from '@ergoforma/shared-contracts';
import { listQueryString } from '../utils/list-query';

const sameSelection = (tags: ProductTag[], tagIds: number[]) =>
  tags.length === tagIds.length && tags.every((tag) => tagIds.includes(tag.id));

export function useListFollowsFilterStore(basePath: string, selectedTagIds: number[]): void {
  const filter = useSiteStores().productFilter;
  const navigate = useSiteNavigate();

  const follow = useEffectEvent((tags: ProductTag[]) => {
    if (sameSelection(tags, selectedTagIds)) return;
    // A new selection starts on page 1. Replace: filtering should not fill the history, and the page keeps its
    // scroll position and focus.
    const tagIds = tags.map((tag) => tag.id);
    navigate(basePath + listQueryString({ page: 1, tagIds }), { replace: true, preventScrollReset: true });
  });
  useEffect(
    () =>
      filter.subscribe((state, previous) => {
        if (state.tags !== previous.tags) follow(state.tags);
      }),
    [filter],
  );
}
