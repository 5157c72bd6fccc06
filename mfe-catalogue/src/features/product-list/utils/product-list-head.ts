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
    ...(firstImage ? { leadImage: { image: firstImage, sizes: CARD_SIZES } } : {}),
  };
}
