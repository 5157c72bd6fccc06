// Structured data. Remote modules may supply schema.org objects in `head.jsonLd`; the shell derives Organization
// (front page, from the company's facts the chrome data carries: docs/api.md#company), BreadcrumbList (product and category pages) and Product (product pages) from the page's data
// where the remote gives none. A type the remote supplies replaces the derived one. JobPosting and NewsArticle
// come with the careers and news modules (head.jsonLd).
import { breadcrumbList, type Company, type PageHead } from '@ergoforma/shared-contracts';
import type { PageResult } from '../state';
import { absoluteUrl, SITE_NAME, type JsonLd } from './head-tags';

const CONTEXT = 'https://schema.org';

const LOGO = '/favicon.svg';

/** The company as schema.org sees it; every fact comes from the API's company (docs/api.md#company). */
export function organizationJsonLd(origin: string, url: string, company: Company): JsonLd {
  const { address } = company;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url,
    logo: absoluteUrl(origin, LOGO),
    telephone: company.phone,
    email: company.emails.office,
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.countryCode,
    },
    sameAs: [...company.sameAs],
  };
}

export interface Crumb {
  title: string;
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    ...breadcrumbList(crumbs, (path) => absoluteUrl(origin, path)),
  };
}

export interface ProductFacts {
  name: string;
  url: string;
  description?: string;
  images: string[];
  category?: string;
}

export function productJsonLd(origin: string, product: ProductFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    url: product.url,
    ...(product.images.length ? { image: product.images.map((image) => absoluteUrl(origin, image)) } : {}),
    ...(product.description ? { description: product.description } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...(product.category ? { category: product.category } : {}),
  };
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Crumbs ending at the page itself (no duplicate when the node's crumbs already end there). */
function crumbsTo(crumbs: Crumb[], extra: Crumb[]): Crumb[] {
  const list = [...crumbs];
  for (const crumb of extra) if (!list.some((existing) => existing.path === crumb.path)) list.push(crumb);
  return list;
}

function remoteJsonLd(head: PageHead): JsonLd[] {
  return (head.jsonLd ?? []).filter((item) => record(item) && typeof item['@type'] === 'string');
}

/**
 * The JSON-LD objects of a rendered page. `url` is its canonical URL; `company` the company's facts of the chrome
 * data (none when the chrome remote is down: the front page then has no Organization rather than a stale copy).
 */
export function pageJsonLd(
  origin: string,
  url: string,
  pathname: string,
  page: PageResult,
  company?: Company,
): JsonLd[] {
  const supplied = remoteJsonLd(page.head).map((item) => absolutize(origin, { '@context': CONTEXT, ...item }));
  const suppliedTypes = new Set(supplied.map((item) => item['@type']));
  const derived: JsonLd[] = [];
  const { node } = page;
  if (node.nodeType === 'root' && company) derived.push(organizationJsonLd(origin, url, company));
  // Fallbacks from the head alone; the catalogue supplies richer Product and BreadcrumbList objects in head.jsonLd.
  if (node.nodeType === 'product' && (node.action === 'show' || node.action === 'show_category')) {
    derived.push(breadcrumbJsonLd(origin, crumbsTo(node.crumbs, [{ title: page.head.title, path: pathname }])));
  }
  if (node.nodeType === 'product' && node.action === 'show') {
    derived.push(
      productJsonLd(origin, {
        name: page.head.title,
        url,
        description: page.head.description,
        images: page.head.image ? [page.head.image] : [],
      }),
    );
  }
  return [...supplied, ...derived.filter((item) => !suppliedTypes.has(item['@type']))];
}

const URL_KEYS = new Set(['url', 'image', 'item', 'logo']);

/** Makes the site-relative URLs of a remote's object absolute (keys url, image, item, logo, at any depth). */
function absolutize(origin: string, value: JsonLd): JsonLd {
  const walk = (key: string | null, item: unknown): unknown => {
    if (typeof item === 'string')
      return key && URL_KEYS.has(key) && item.startsWith('/') ? absoluteUrl(origin, item) : item;
    if (Array.isArray(item)) return item.map((element) => walk(key, element));
    const object = record(item);
    if (!object) return item;
    return Object.fromEntries(Object.entries(object).map(([name, element]) => [name, walk(name, element)]));
  };
  return walk(null, value) as JsonLd;
}
