// Main menu item types (docs/behaviour.md#menu-items): Empty, Url, or page link.
import type { MenuItem } from '@ergoforma/shared-contracts';

export type MenuItemTarget =
  /** A page or category of this site: a client-side link to the full path. */
  | { kind: 'internal'; path: string }
  /** An http(s) address: opens in a new tab. */
  | { kind: 'external'; href: string }
  /** Empty items, Url items without an http prefix, and page links without a target: plain text. */
  | { kind: 'text' };

const HTTP_PREFIX = /^https?:\/\//i;

export function menuItemTarget(item: MenuItem): MenuItemTarget {
  switch (item.type) {
    case 'Empty':
      return { kind: 'text' };
    case 'Url': {
      const url = item.url?.trim() ?? '';
      return HTTP_PREFIX.test(url) ? { kind: 'external', href: url } : { kind: 'text' };
    }
    default: {
      const slug = item.sitemapNode?.slug;
      if (slug == null) return { kind: 'text' };
      return { kind: 'internal', path: slug.startsWith('/') ? slug : `/${slug}` };
    }
  }
}
