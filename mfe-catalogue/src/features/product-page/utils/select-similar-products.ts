// SPEC §3/§9: similar products may contain plain strings (ignored); the current product is removed; at most 5 show.
import type { ProductSummary } from '@ergoforma/shared-contracts';

export const SIMILAR_PRODUCTS_SHOWN = 5;

export function selectSimilarProducts(items: ReadonlyArray<ProductSummary | string>, currentProductId: number): ProductSummary[] {
  return items
    .filter((item): item is ProductSummary => typeof item === 'object' && item !== null && item.id !== currentProductId)
    .slice(0, SIMILAR_PRODUCTS_SHOWN);
}
