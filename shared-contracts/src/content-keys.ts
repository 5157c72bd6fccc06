// The names of the content a page is built from, so that a change of content makes stale only the pages that show
// it. The API names the keys of each answer (the Content-Keys header); the shell keeps them with each page it
// renders and sends them on as Surrogate-Key and Cache-Tag, so a CDN can purge by them too; a write names the keys
// it touched, and the pages that carry any of them are dropped (docs/performance-and-security.md#caching).
//
// What carries which key:
// - an item (a product's page, a post, a page) carries its own key (`product:12`); a product also its category's
//   (`category:3`: the breadcrumbs name it);
// - a list carries its list key (`products`, `posts`, `categories`...) and the key of each item it holds; a product
//   list of one category carries that category's product-list key (`category-products:3`) instead of `products`, so
//   a change in one category leaves the lists of the others alone;
// - every page carries `menus`, `company`, `sitemap` and `site-settings` (the header, the footer, the routes and
//   the header's English notice).
// What a write names: the key of each item it changed, and the list key of its kind (a list can gain, lose or
// reorder it); a product write also names the product-list key of each category the product is or was in, and of
// their ancestors (a category's list holds its subcategories' products). A change that no key describes (a reload
// of every fixture) invalidates everything (no keys).

/** The header of an API answer that names its keys, space-separated. */
export const CONTENT_KEYS_HEADER = 'content-keys';

/** The kinds of content items, each with keys of the form `kind:id`. */
export type ContentItemKind =
  'product' | 'category' | 'tag' | 'page' | 'post' | 'realization' | 'job-offer' | 'mechanism';

export type ContentKey = string;

/** The key of one content item: `product:12`. */
export function contentItemKey(kind: ContentItemKind, id: number | string): ContentKey {
  return `${kind}:${id}`;
}

/** The key of the product list of one category (and its subcategories). */
export function categoryProductsKey(categoryId: number | string): ContentKey {
  return `category-products:${categoryId}`;
}

/** The menus of every language. */
export const MENUS_KEY: ContentKey = 'menus';
/** The company's facts (footer, contact blocks, structured data). */
export const COMPANY_KEY: ContentKey = 'company';
/** The sitemap nodes: paths, breadcrumbs and which pages are shown. */
export const SITEMAP_KEY: ContentKey = 'sitemap';
/** The site's settings staff change (whether the English notice shows). */
export const SITE_SETTINGS_KEY: ContentKey = 'site-settings';

/** The site's own redirects (an address that changed answers 301 to the new one). */
export const REDIRECTS_KEY: ContentKey = 'redirects';

/** Content on every page: the header's and footer's menus, the company data, the routes (sitemap nodes). */
export const EVERY_PAGE_KEYS: readonly ContentKey[] = [MENUS_KEY, COMPANY_KEY, SITEMAP_KEY, SITE_SETTINGS_KEY];

/** The key every list of a kind carries, and every write to an item of that kind names. */
export const LIST_KEYS = {
  product: 'products',
  category: 'categories',
  tag: 'tags',
  page: 'pages',
  post: 'posts',
  realization: 'realizations',
  'job-offer': 'job-offers',
  mechanism: 'mechanisms',
} as const satisfies Record<ContentItemKind, ContentKey>;

/** Keys as a header value (space-separated, as Surrogate-Key and Content-Keys write them). */
export function formatContentKeys(keys: Iterable<ContentKey>): string {
  return [...new Set(keys)].sort().join(' ');
}

/** The keys of a Content-Keys header value. */
export function parseContentKeys(value: string | null | undefined): ContentKey[] {
  return value ? value.split(' ').filter(Boolean) : [];
}
