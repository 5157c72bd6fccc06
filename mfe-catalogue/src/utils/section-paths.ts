// Where the product section lives in each language (docs/behaviour.md#product-breadcrumbs, #product-list).
import { isHomePath, localizePath, type Locale, type SitemapNode } from '@ergoforma/shared-contracts';
import { catalogueText } from '../i18n/use-catalogue-translation';

export interface SectionLink {
  path: string;
  /** The crumb's own title, or null to show the translated 'Products'. */
  title: string | null;
}

/**
 * The 'Products' crumb: the node's first crumb (other than the front page and the page itself, e.g. a literal
 * '/podlokietniki' category node), else the '{products}' segment of the path, else the locale's product section.
 */
export function productSectionLink(
  locale: Locale,
  node: SitemapNode,
  params: Record<string, string> = {},
  ownPath?: string,
): SectionLink {
  const crumb = node.crumbs.find((candidate) => !isHomePath(candidate.path) && candidate.path !== ownPath);
  if (crumb) return { path: crumb.path, title: crumb.title };
  if (params.products) return { path: localizePath(locale, `/${encodeURIComponent(params.products)}`), title: null };
  return { path: catalogueText(locale, 'productsPath'), title: null };
}

/** A category page inside the product section: '/en/products' + '/' + 'swivel-chairs'. */
export function categoryPath(sectionPath: string, categorySlug: string): string {
  return `${sectionPath.replace(/\/+$/, '')}/${encodeURIComponent(categorySlug)}`;
}
