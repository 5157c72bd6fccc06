// Similar products (docs/behaviour.md#similar-products): shown only when showSimilarProducts is set. The preloaded list
// when present; otherwise the newest products of the same category (itemsPerPage 6, order by published descending)
// without the current product. A failed request is only logged (docs/behaviour.md#similar-products): the strip is then
// left out.
import type { ApiClient, Product, ProductSummary } from '@ergoforma/shared-contracts';
import {
  SIMILAR_PRODUCTS_FETCHED,
  hasPreloadedSimilarProducts,
  selectSimilarProducts,
} from '../utils/select-similar-products';

type SimilarSource = Pick<Product, 'id' | 'category' | 'showSimilarProducts' | 'similarProducts'>;

export async function loadSimilarProducts(api: ApiClient, product: SimilarSource): Promise<ProductSummary[]> {
  if (!product.showSimilarProducts) return [];
  if (hasPreloadedSimilarProducts(product.similarProducts))
    return selectSimilarProducts(product.similarProducts, product.id);
  try {
    const newest = await api.services.products.list({
      itemsPerPage: SIMILAR_PRODUCTS_FETCHED,
      order: { published: 'desc' },
      'category.id': product.category.id,
    });
    return selectSimilarProducts(newest.member, product.id);
  } catch (error) {
    console.error(`Similar products of product ${product.id} could not be loaded`, error);
    return [];
  }
}
