// Similar products (docs/behaviour.md#similar-products): plain-string items are ignored; the current product is
// removed; at most 5 show.
import type { ProductSummary } from '@ergoforma/shared-contracts';

export const SIMILAR_PRODUCTS_SHOWN = 5;
/** How many products the fallback request asks for: one more than shown, as the current one may be among them. */
export const SIMILAR_PRODUCTS_FETCHED = 6;

const isProduct = (item: ProductSummary | string): item is ProductSummary => typeof item === 'object' && item !== null;

/** A preloaded list counts when it holds at least one product (plain strings are ignored). */
export function hasPreloadedSimilarProducts(items: ReadonlyArray<ProductSummary | string> | null | undefined): boolean {
  return (items ?? []).some(isProduct);
}

export function selectSimilarProducts(
  items: ReadonlyArray<ProductSummary | string>,
  currentProductId: number,
): ProductSummary[] {
  return items
    .filter((item): item is ProductSummary => isProduct(item) && item.id !== currentProductId)
    .slice(0, SIMILAR_PRODUCTS_SHOWN);
}
