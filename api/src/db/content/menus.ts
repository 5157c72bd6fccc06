// Menu trees from the rows either engine reads.
import type { Locale, Menu, MenuItem } from '@ergoforma/shared-contracts';
import type { Selectable } from 'kysely';
import type { MenuItemsTable } from '../query/database';
import type { LocaleContext } from './locale-context';

/** A menu_items row; `params` is a JSON object of strings. */
export type MenuItemRow = Selectable<MenuItemsTable>;

/** Where an item links to: its sitemap node, its page or its category. */
function targetPath(context: LocaleContext, row: MenuItemRow): string | null {
  if (row.sitemap_node_id !== null) return context.nodePaths.get(row.sitemap_node_id) ?? null;
  if (row.page_id !== null) return context.pagePaths.get(row.page_id) ?? null;
  if (row.category_id !== null) return context.categoriesById.get(row.category_id)?.path ?? null;
  return null;
}

/** The menus of a locale with their item trees; `rows` are every item of those menus in display order. */
export function menuTrees(
  context: LocaleContext,
  menus: ReadonlyArray<{ id: number; name: string }>,
  rows: readonly MenuItemRow[],
): Menu[] {
  const locale: Locale = context.locale;
  const toItem = (row: MenuItemRow): MenuItem => {
    const children = rows.filter((child) => child.parent_id === row.id).map(toItem);
    const slug = targetPath(context, row);
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      target: row.target,
      locale,
      cssClass: row.css_class,
      type: row.type,
      description: row.description,
      headline: row.headline,
      group: row.item_group,
      params: JSON.parse(row.params) as Record<string, string>,
      typeReferenceId: row.page_id ?? row.category_id,
      imageSrc: row.image_src,
      color: row.color,
      isParent: children.length > 0,
      children,
      sitemapNode: slug === null ? null : { slug },
    };
  };
  return menus.map((menu) => ({
    id: menu.id,
    name: menu.name,
    locale,
    items: rows.filter((row) => row.menu_id === menu.id && row.parent_id === null).map(toItem),
  }));
}
