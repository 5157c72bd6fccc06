// Which remote module renders a sitemap node (SPEC §2 Routing principle: nodeType and action decide the page).
import type { PageModuleId, SitemapNode } from '@ergoforma/shared-contracts';

const OTHERS_BY_RESOLVER = new Map<string, PageModuleId>([
  ['job_offers', 'careers/JobOffers'],
  ['mechanisms', 'content/MechanismDetail'],
]);

export function pageModuleFor(node: SitemapNode): PageModuleId | null {
  switch (node.nodeType) {
    case 'root':
    case 'article':
    case 'article_with_crumbs':
    case 'contact':
      return 'content/ContentPage';
    case 'product':
      return node.action === 'show' ? 'catalogue/ProductPage' : 'catalogue/ProductList';
    case 'search':
      return 'search/SearchPage';
    case 'post':
      return node.action === 'show' ? 'content/NewsDetail' : null;
    case 'others':
      return (node.resolver && OTHERS_BY_RESOLVER.get(node.resolver)) || null;
    default:
      return null;
  }
}
