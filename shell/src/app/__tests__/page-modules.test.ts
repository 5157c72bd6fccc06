import type { SitemapNode } from '@ergoforma/shared-contracts';
import { pageModuleFor } from '../page-modules';

const node = (
  nodeType: SitemapNode['nodeType'],
  action: SitemapNode['action'],
  resolver: string | null = null,
): SitemapNode => ({
  id: 1,
  slug: 'x',
  nodeType,
  action,
  nodeReference: null,
  resolver,
  crumbs: [],
});

describe('pageModuleFor', () => {
  it.each([
    ['root', 'index', null, 'content/ContentPage'],
    ['article', 'show', null, 'content/ContentPage'],
    ['article_with_crumbs', 'show', null, 'content/ContentPage'],
    ['contact', 'show', null, 'content/ContentPage'],
    ['product', 'show', null, 'catalogue/ProductPage'],
    ['product', 'show_category', null, 'catalogue/ProductList'],
    ['product', 'list', null, 'catalogue/ProductList'],
    ['search', 'show', null, 'search/SearchPage'],
    ['others', 'list', 'job_offers', 'careers/JobOffers'],
    ['others', 'show', 'mechanisms', 'content/MechanismDetail'],
    ['post', 'show', 'posts', 'content/NewsDetail'],
    ['article', 'preview', null, 'content/ContentPage'],
    ['post', 'preview', null, 'content/NewsDetail'],
    ['pattern', 'index', null, 'content/PatternsPage'],
    ['login', 'index', null, 'content/LoginPage'],
  ] as const)('%s/%s (resolver %p) -> %s', (nodeType, action, resolver, expected) => {
    expect(pageModuleFor(node(nodeType, action, resolver))).toBe(expected);
  });

  it.each([
    ['others', 'list', null],
    ['others', 'list', 'unknown_resolver'],
    ['post', 'list', null],
    ['others', 'list', 'toString'],
    ['others', 'list', '__proto__'],
  ] as const)('%s/%s (resolver %p) has no page module', (nodeType, action, resolver) => {
    expect(pageModuleFor(node(nodeType, action, resolver))).toBeNull();
  });
});
