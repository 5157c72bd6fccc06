// The search-engine and sharing part of <head>: title, description, Open Graph, Twitter card, self-canonical,
// hreflang alternates, robots noindex on error pages, and the JSON-LD objects. One description of the tags
// (HeadTag[]) that the server writes as HTML (head-html.ts) and the browser applies after a client-side
// navigation (apply-head.ts), so both give a page the very same head.
import { DEFAULT_LOCALE, LOCALES, type Locale, type PageHead } from '@ergoforma/shared-contracts';

export const SITE_NAME = 'Ergoforma';

/** A schema.org object (json-ld.ts derives them). */
export type JsonLd = Record<string, unknown>;

const OG_LOCALES: Record<Locale, string> = { pl: 'pl_PL', en: 'en_GB', fr: 'fr_FR' };

/** An absolute URL on the public origin for a site-relative one; absolute http(s) URLs are kept. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `${new URL(origin).protocol}${url}`;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A site name the title already ends with, in any of the separators editors type. */
const TRAILING_SITE_NAME = new RegExp(`\\s*[|–—-]\\s*${SITE_NAME}\\s*$`);

/**
 * Every title in one format, 'Page | Ergoforma'. A title that starts with the site name (the front page's
 * 'Ergoforma – office chairs from Kraków') is kept as it is; a trailing site name is not repeated.
 */
export function documentTitle(head: PageHead | null): string {
  const title = head?.title?.trim().replace(TRAILING_SITE_NAME, '');
  if (!title) return SITE_NAME;
  return title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Self-canonical: origin + path, without the query (tracking parameters and filters never make a distinct
 * page). A remote that has a meaningful query (e.g. ?page=2) sets `head.canonical`.
 */
export function canonicalUrl(origin: string, pathname: string, head: PageHead | null): string {
  if (head?.canonical) return absoluteUrl(origin, head.canonical);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return absoluteUrl(origin, path || '/');
}

export interface HreflangLink {
  hreflang: Locale | 'x-default';
  href: string;
}

/** hreflang links for the languages that have a version of the page, plus x-default → the Polish version. */
export function hreflangLinks(
  origin: string,
  locale: Locale,
  canonical: string,
  head: PageHead | null,
): HreflangLink[] {
  const alternates = head?.alternates;
  if (!alternates || Object.keys(alternates).length === 0) return [];
  const links: HreflangLink[] = [];
  for (const language of LOCALES) {
    // The page itself always points at its canonical URL, whatever the remote says about its own language.
    const path = language === locale ? canonical : alternates[language];
    if (path) links.push({ hreflang: language, href: absoluteUrl(origin, path) });
  }
  const fallback = links.find((link) => link.hreflang === DEFAULT_LOCALE);
  if (fallback) links.push({ hreflang: 'x-default', href: fallback.href });
  // A page with no other language version has no alternates to announce.
  return links.some((link) => link.hreflang !== locale && link.hreflang !== 'x-default') ? links : [];
}

/** One element of the managed part of <head>, in document order. */
export type HeadTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical' | 'alternate'; hreflang?: HreflangLink['hreflang']; href: string }
  | { kind: 'json-ld'; data: JsonLd };

export interface DocumentHead {
  lang: Locale;
  title: string;
  tags: HeadTag[];
}

export interface HeadTagsInput {
  origin: string;
  locale: Locale;
  pathname: string;
  head: PageHead | null;
  /** HTTP status of the page: anything but 200 is not indexed and has no canonical or alternates. */
  status: number;
  jsonLd?: JsonLd[];
}

function meta(attribute: 'name' | 'property', key: string, content: string | undefined): HeadTag[] {
  return content ? [{ kind: 'meta', attribute, key, content }] : [];
}

/** The whole managed head of a page. */
export function headTags({ origin, locale, pathname, head, status, jsonLd = [] }: HeadTagsInput): DocumentHead {
  const title = documentTitle(head);
  if (status !== 200) return { lang: locale, title, tags: meta('name', 'robots', 'noindex') };
  const description = head?.description?.trim() || undefined;
  const canonical = canonicalUrl(origin, pathname, head);
  const image = head?.image ? absoluteUrl(origin, head.image) : undefined;
  const tags: HeadTag[] = [
    ...meta('name', 'description', description),
    ...meta('name', 'robots', head?.noindex ? 'noindex' : undefined),
    { kind: 'link', rel: 'canonical', href: canonical },
    ...hreflangLinks(origin, locale, canonical, head).map((link): HeadTag => ({
      kind: 'link',
      rel: 'alternate',
      hreflang: link.hreflang,
      href: link.href,
    })),
    ...meta('property', 'og:type', head?.ogType ?? 'website'),
    ...meta('property', 'og:site_name', SITE_NAME),
    ...meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((language) => language !== locale && head?.alternates?.[language]).flatMap((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    ...meta('property', 'og:title', title),
    ...meta('property', 'og:description', description),
    ...meta('property', 'og:url', canonical),
    ...meta('property', 'og:image', image),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', title),
    ...meta('name', 'twitter:description', description),
    ...meta('name', 'twitter:image', image),
    ...jsonLd.map((data): HeadTag => ({ kind: 'json-ld', data })),
  ];
  return { lang: locale, title, tags };
}
