// The search-engine and sharing part of <head> (issue 9 point 3): description, Open Graph, Twitter card,
// self-canonical, hreflang alternates, robots noindex on error pages, and the JSON-LD scripts.
import { DEFAULT_LOCALE, LOCALES, type Locale, type PageHead } from '@ergoforma/shared-contracts';

export const SITE_NAME = 'Ergoforma';

const OG_LOCALES: Record<Locale, string> = { pl: 'pl_PL', en: 'en_GB', fr: 'fr_FR' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An absolute URL on the public origin for a site-relative one; absolute http(s) URLs are kept. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `${new URL(origin).protocol}${url}`;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The page title with the site name once (remote titles may already end with it). */
export function documentTitle(head: PageHead | null): string {
  const title = head?.title?.trim();
  if (!title) return SITE_NAME;
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
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

/** JSON safe inside <script type="application/ld+json">: no '</script>', no HTML comment, no line separators. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface SeoHeadInput {
  origin: string;
  locale: Locale;
  pathname: string;
  head: PageHead | null;
  /** HTTP status of the page: anything but 200 is not indexed and has no canonical or alternates. */
  status: number;
  jsonLd?: Array<Record<string, unknown>>;
}

function meta(attribute: 'name' | 'property', key: string, content: string | undefined): string {
  return content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
}

/** The <head> lines after <title>. */
export function seoHeadTags({ origin, locale, pathname, head, status, jsonLd = [] }: SeoHeadInput): string[] {
  const title = documentTitle(head);
  const description = head?.description?.trim() || undefined;
  if (status !== 200) {
    return ['<meta name="robots" content="noindex">'];
  }
  const canonical = canonicalUrl(origin, pathname, head);
  const image = head?.image ? absoluteUrl(origin, head.image) : undefined;
  const lines = [
    meta('name', 'description', description),
    head?.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...hreflangLinks(origin, locale, canonical, head).map(
      (link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}">`,
    ),
    meta('property', 'og:type', head?.ogType ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((language) => language !== locale && head?.alternates?.[language]).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...jsonLd.map((object) => `<script type="application/ld+json">${serializeJsonLd(object)}</script>`),
  ];
  return lines.filter(Boolean);
}
