// schema.org BreadcrumbList of a page's trail, home first and the page itself last. Remotes put it in their page's
// head with site paths (the shell makes `item` absolute when it writes the head); the shell builds its own fallback
// with absolute URLs directly.
import type { Crumb } from '../types/entities';

/** A type, not an interface, so that it fits the heads' `Record<string, unknown>` structured data. */
export type BreadcrumbList = {
  '@type': 'BreadcrumbList';
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item: string }>;
};

export function breadcrumbList(
  trail: readonly Crumb[],
  itemUrl: (path: string) => string = (path) => path,
): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: itemUrl(crumb.path),
    })),
  };
}
