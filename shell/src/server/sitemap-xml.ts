// /sitemap.xml (docs/behaviour.md#search-engines): every page of every language with xhtml:link alternates, from the
// sitemap nodes and the content (products, categories, news posts, mechanisms), and /robots.txt naming it.
import {
  DEFAULT_LOCALE,
  LOCALES,
  localizePath,
  type ApiClient,
  type Locale,
  type SitemapNode,
} from '@ergoforma/shared-contracts';
import { pageModuleFor } from '../app/page-modules';
import { absoluteUrl } from '../app/head/head-tags';

export type Alternates = Partial<Record<Locale, string>>;

/** One page in its languages: site-relative paths by locale. Each path becomes one <url> element. */
export interface SitemapPage {
  paths: Alternates;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

/** The sitemap document. Every language version is a <url> listing all versions (itself included) and x-default. */
export function buildSitemapXml(origin: string, pages: SitemapPage[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const page of pages) {
    const versions = LOCALES.filter((locale) => page.paths[locale]).map((locale) => ({
      locale,
      href: absoluteUrl(origin, page.paths[locale]!),
    }));
    const fallback = versions.find((version) => version.locale === DEFAULT_LOCALE);
    const links =
      versions.length > 1
        ? [
            ...versions.map(
              (version) =>
                `    <xhtml:link rel="alternate" hreflang="${version.locale}" href="${escapeXml(version.href)}"/>`,
            ),
            ...(fallback
              ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback.href)}"/>`]
              : []),
          ]
        : [];
    for (const version of versions) {
      if (seen.has(version.href)) continue;
      seen.add(version.href);
      urls.push(['  <url>', `    <loc>${escapeXml(version.href)}</loc>`, ...links, '  </url>'].join('\n'));
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const isPattern = (node: SitemapNode) => node.slug.includes('{');

/** Literal nodes that render a page worth indexing (not the search results page, nor the no-accounts page). */
function isIndexableLiteral(node: SitemapNode): boolean {
  return !isPattern(node) && node.nodeType !== 'search' && node.nodeType !== 'login' && pageModuleFor(node) !== null;
}

interface Identified {
  id: number;
  slug?: string;
  path: string;
  alternates?: Alternates;
}

/** Pairs records of each language by id (ids are shared across languages); a record's own alternates win. */
function pairByIdentity(byLocale: Partial<Record<Locale, Identified[]>>): SitemapPage[] {
  const pages = new Map<number, Alternates>();
  for (const locale of LOCALES) {
    for (const item of byLocale[locale] ?? []) {
      const paths = pages.get(item.id) ?? {};
      if (item.alternates && Object.keys(item.alternates).length) Object.assign(paths, item.alternates);
      paths[locale] = item.path;
      pages.set(item.id, paths);
    }
  }
  return [...pages.values()].map((paths) => ({ paths }));
}

/** Gathers the pages from the API: sitemap nodes, categories, products, news posts and mechanisms of every language. */
export async function collectSitemapPages(apiFor: (locale: Locale) => ApiClient): Promise<SitemapPage[]> {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => {
      const services = apiFor(locale).services;
      const nodes = (await services.sitemapNodes.list()).member;
      const hasCategoryPattern = nodes.some((node) => isPattern(node) && node.action === 'show_category');
      const hasProductPattern = nodes.some(
        (node) => isPattern(node) && node.nodeType === 'product' && node.action === 'show',
      );
      const hasMechanismPattern = nodes.some(
        (node) => isPattern(node) && node.resolver === 'mechanisms' && node.action === 'show',
      );
      const hasPostPattern = nodes.some(
        (node) => isPattern(node) && node.nodeType === 'post' && node.action === 'show',
      );
      const [categories, products, posts, mechanisms] = await Promise.all([
        hasCategoryPattern ? services.productCategories.list({ pagination: false }).then((c) => c.member) : [],
        hasProductPattern ? services.products.list({ pagination: false }).then((c) => c.member) : [],
        hasPostPattern ? services.posts.list({ pagination: false }).then((c) => c.member) : [],
        hasMechanismPattern ? services.mechanisms.list({ pagination: false }).then((c) => c.member) : [],
      ]);
      return { locale, nodes, categories, products, posts, mechanisms };
    }),
  );
  const nodes: Partial<Record<Locale, Identified[]>> = {};
  const categories: Partial<Record<Locale, Identified[]>> = {};
  const products: Partial<Record<Locale, Identified[]>> = {};
  const posts: Partial<Record<Locale, Identified[]>> = {};
  const mechanisms: Partial<Record<Locale, Identified[]>> = {};
  for (const entry of perLocale) {
    posts[entry.locale] = entry.posts.map((post) => ({ id: post.id, path: post.path, alternates: post.alternates }));
    mechanisms[entry.locale] = entry.mechanisms.map((mechanism) => ({
      id: mechanism.id,
      path: mechanism.path,
      alternates: mechanism.alternates,
    }));
    // Sitemap nodes share their id across languages: the same node is the same page.
    nodes[entry.locale] = entry.nodes
      .filter(isIndexableLiteral)
      .map((node) => ({ id: node.id, path: localizePath(entry.locale, `/${node.slug}`) }));
    categories[entry.locale] = entry.categories
      .filter((category) => category.path)
      .map((category) => ({ id: category.id, path: category.path }));
    products[entry.locale] = entry.products.map((product) => ({
      id: product.id,
      slug: product.slug,
      path: product.path,
      alternates: (product as { alternates?: Alternates }).alternates,
    }));
  }
  return [
    ...pairByIdentity(nodes),
    ...pairByIdentity(categories),
    ...pairByIdentity(products),
    ...pairByIdentity(posts),
    ...pairByIdentity(mechanisms),
  ];
}

const TTL_MS = 5 * 60_000;

interface IndexEntry {
  expires: number;
  version: string | null;
  pages: Promise<SitemapPage[]>;
  xml?: Promise<string>;
}

/**
 * The site's pages in every language, gathered from the API and kept for a few minutes or until the content
 * changes (a product published or unpublished leaves or joins it at once; a failure is never kept). Serves
 * /sitemap.xml.
 */
export class SitemapIndex {
  private entry: IndexEntry | null = null;

  constructor(
    private readonly origin: string,
    private readonly apiFor: (locale: Locale) => ApiClient,
    private readonly ttlMs = TTL_MS,
    /** The API's current content version (null while unknown). */
    private readonly contentVersion: () => string | null = () => null,
  ) {}

  private current(): IndexEntry {
    const version = this.contentVersion();
    if (this.entry && this.entry.expires > Date.now() && this.entry.version === version) return this.entry;
    const pages = collectSitemapPages(this.apiFor);
    const entry: IndexEntry = { expires: Date.now() + this.ttlMs, version, pages };
    this.entry = entry;
    pages.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return entry;
  }

  pages(): Promise<SitemapPage[]> {
    return this.current().pages;
  }

  /** The sitemap document. */
  xml(): Promise<string> {
    const entry = this.current();
    entry.xml ??= entry.pages.then((pages) => buildSitemapXml(this.origin, pages));
    return entry.xml;
  }
}
