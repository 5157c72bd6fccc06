// The product mega-menu (docs/behaviour.md#product-mega-menu): the main-menu item that opens it (the main navigation)
// or is listed with 'All products' (the mobile menu).
import type { MenuItem } from '@ergoforma/shared-contracts';

/** The menu item (cssClass) whose children are the product mega-menu's category columns. */
export const PRODUCTS_CSS_CLASS = 'products';

export function isProductsMenu(item: MenuItem): boolean {
  return item.cssClass === PRODUCTS_CSS_CLASS;
}
