// The rules of the product mega-menu's columns and product submenus (docs/behaviour.md#product-mega-menu).
import type { CategoryRef, Locale, MenuItem, ProductSummary, ProductTag } from '@ergoforma/shared-contracts';

/** A column styled as mechanisms shows an image and a promo link instead of subcategories. */
export const MECHANISMS_CSS_CLASS = 'mechanisms';

/** A submenu shows up to 27 products, or 999 for the first column (docs/behaviour.md#product-mega-menu). */
export const FIRST_COLUMN_PRODUCT_LIMIT = 999;
export const PRODUCT_LIMIT = 27;

/** The product tag that marks new products, by its slug in each language. */
export const NEW_PRODUCTS_TAG_SLUGS: Record<Locale, string> = { pl: 'nowosc', en: 'new', fr: 'nouveaute' };

export type SubmenuLayout = 'two' | 'three' | 'four';

export interface CategoryProducts {
  category: CategoryRef;
  products: ProductSummary[];
}

export function isMechanismsColumn(item: MenuItem): boolean {
  return item.cssClass === MECHANISMS_CSS_CLASS;
}

export function productLimit(columnIndex: number): number {
  return columnIndex === 0 ? FIRST_COLUMN_PRODUCT_LIMIT : PRODUCT_LIMIT;
}

/** Two columns below 12 items, three below 30, four above (docs/behaviour.md#product-mega-menu). */
export function submenuLayout(itemCount: number): SubmenuLayout {
  if (itemCount < 12) return 'two';
  if (itemCount < 30) return 'three';
  return 'four';
}

/**
 * Columns with an index above 2 open their submenu to the left, as they sit near the right edge
 * (docs/behaviour.md#product-mega-menu).
 */
export function opensToLeft(columnIndex: number): boolean {
  return columnIndex > 2;
}

/** Products grouped by their category's name, in the order the API gave them (by name). */
export function groupProductsByCategory(products: ProductSummary[]): CategoryProducts[] {
  const groups = new Map<string, CategoryProducts>();
  for (const product of products) {
    const group = groups.get(product.category.name);
    if (group) group.products.push(product);
    else groups.set(product.category.name, { category: product.category, products: [product] });
  }
  return [...groups.values()];
}

/** The products of a category column: matched by the column's category id, else by its name. */
export function productsOfColumn(column: MenuItem, groups: CategoryProducts[]): ProductSummary[] {
  const byId =
    column.typeReferenceId === null ? undefined : groups.find((group) => group.category.id === column.typeReferenceId);
  return (byId ?? groups.find((group) => group.category.name === column.name))?.products ?? [];
}

export function findNewProductsTag(tags: ProductTag[], locale: Locale): ProductTag | null {
  return tags.find((tag) => tag.slug === NEW_PRODUCTS_TAG_SLUGS[locale]) ?? null;
}
