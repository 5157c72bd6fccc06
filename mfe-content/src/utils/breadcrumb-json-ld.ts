// schema.org BreadcrumbList of a detail page: the node's crumbs, then the page itself (the shell makes `item` absolute).
import type { Crumb } from '@ergoforma/shared-contracts';

export function breadcrumbJsonLd(crumbs: readonly Crumb[], current: Crumb): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [...crumbs, current].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: crumb.path,
    })),
  };
}
