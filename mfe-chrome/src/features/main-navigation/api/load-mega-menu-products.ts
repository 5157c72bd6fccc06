// The product mega-menu (docs/behaviour.md#product-mega-menu): the products (400 per request, ordered by name, grouped
// by category name) and the new-products tag. Loaded in the browser when the products panel first opens, not in the
// page's load(): 400 products in every page's embedded state would weigh down every page.
import type { ApiClient, Locale, ProductTag } from '@ergoforma/shared-contracts';
import { findNewProductsTag, groupProductsByCategory, type CategoryProducts } from '../utils/mega-menu-layout';

/** Products per mega-menu request (docs/behaviour.md#product-mega-menu). */
export const MEGA_MENU_PRODUCTS_PER_REQUEST = 400;

export interface MegaMenuProducts {
  groups: CategoryProducts[];
  newProductsTag: ProductTag | null;
}

export async function loadMegaMenuProducts(api: ApiClient, locale: Locale): Promise<MegaMenuProducts> {
  const [products, tags] = await Promise.all([
    api.services.products.list({ itemsPerPage: MEGA_MENU_PRODUCTS_PER_REQUEST, order: { name: 'asc' } }),
    api.services.productTags.list({ pagination: false }),
  ]);
  return { groups: groupProductsByCategory(products.member), newProductsTag: findNewProductsTag(tags.member, locale) };
}
