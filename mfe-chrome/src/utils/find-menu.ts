import type { Menu, MenuItem } from '@ergoforma/shared-contracts';

export type MenuName = 'main' | 'footer';

/** Items of the menu with that name; none when the API has no such menu. */
export function menuItems(menus: Menu[], name: MenuName): MenuItem[] {
  return menus.find((menu) => menu.name === name)?.items ?? [];
}

/**
 * The item has a list of sub-items to open: parents open a dropdown or the mega-menu (docs/behaviour.md#menu-items).
 */
export function hasSubmenu(item: MenuItem): boolean {
  return item.children.length > 0;
}

/** The current path is the item's target or lies below it (marks the active section of the navigation). */
export function containsPath(item: MenuItem, pathname: string): boolean {
  const target = item.sitemapNode?.slug;
  if (target && target !== '/' && (pathname === target || pathname.startsWith(`${target}/`))) return true;
  return item.children.some((child) => containsPath(child, pathname));
}
