// The product list's head (docs/behaviour.md#product-list): the list's title, its category's description and
// addresses, and the first card's image as the lead image.
import type { PageHead } from '@ergoforma/shared-contracts';
import type { ProductListData } from '../api/load-product-list';
import { CARD_SIZES } from './card-sizes';

export function productListHead(data: ProductListData): PageHead {
  // The list of all products names no versions: the shell takes its sitemap node's in each language.
  const firstImage = data.products[0]?.image;
  return {
    title: data.headTitle,
    description: data.category?.description ?? undefined,
    ...(data.category?.alternates ? { alternates: data.category.alternates } : {}),
    // A later page within the list is a page of its own (the shell also keeps it in its page cache); a page number
    // past the end, a filter or a value that names no page points at the list itself.
    ...(data.page > 1 && data.page <= Math.ceil(data.totalItems / data.itemsPerPage)
      ? { canonical: `${data.basePath}?page=${data.page}` }
      : {}),
    ...(firstImage ? { leadImage: { image: firstImage, sizes: CARD_SIZES } } : {}),
  };
}
