// The keys of the content a write touched (content_changes): a cached page carries the keys of the content it was
// rendered from, and a change drops only the pages carrying one of its keys. The same names on every side.
export type RecordKeyKind =
  'product' | 'category' | 'tag' | 'page' | 'post' | 'realization' | 'job-offer' | 'mechanism';

/** `product:12`, `page:3`... */
export const recordKey = (kind: RecordKeyKind, id: number): string => `${kind}:${id}`;

/** The menus of every language. */
export const MENUS_KEY = 'menus';
/** The company's facts (footer, contact blocks, structured data). */
export const COMPANY_KEY = 'company';
/** The sitemap nodes: paths, breadcrumbs and which pages are shown. */
export const SITEMAP_KEY = 'sitemap';
