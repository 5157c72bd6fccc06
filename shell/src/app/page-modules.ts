// Which remote module renders a sitemap node: nodeType and action decide the page (docs/behaviour.md#page-types).
// A node with action 'preview' (preview/page/{id}, preview/post/{id}, preview/product/{id}) is rendered by the module of its type, which
// loads the draft through the API's '{type}_preview' service.
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
      // 'preview': a product's draft by id (preview/product/{id}), shown like the published one.
      return node.action === 'show' || node.action === 'preview' ? 'catalogue/ProductPage' : 'catalogue/ProductList';
    case 'search':
      return 'search/SearchPage';
    // No accounts and no catalogue of fabrics of its own: both are plain pages of the content remote, which owns the
    // fabrics block and the site's informational pages (docs/behaviour.md#log-in-and-pattern-pages).
    case 'pattern':
      return 'content/PatternsPage';
    case 'login':
      return 'content/LoginPage';
    case 'post':
      // 'preview': a draft post by id (preview/post/{id}), shown like a published one.
      return node.action === 'show' || node.action === 'preview' ? 'content/NewsDetail' : null;
    case 'others':
      return (node.resolver && OTHERS_BY_RESOLVER.get(node.resolver)) || null;
    default:
      return null;
  }
}
