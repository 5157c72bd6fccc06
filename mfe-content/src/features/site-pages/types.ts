import type { Crumb, PatternCollection } from '@ergoforma/shared-contracts';

/** The node's own title and the trail above it (the node's crumbs without itself). */
export interface SitePageBase {
  title: string;
  path: string;
  crumbs: Crumb[];
}

export interface PatternsPageData extends SitePageBase {
  collections: PatternCollection[];
}

export interface LoginPageData extends SitePageBase {
  homePath: string;
  /** The contact page of the language, or null when the sitemap has none. */
  contactPath: string | null;
}
