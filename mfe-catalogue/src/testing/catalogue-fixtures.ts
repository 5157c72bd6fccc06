// Test data and a fake load context for the catalogue's tests (not part of any exposed module).
import { fakeApiClient, noBlockModule, type FakeApiServices } from '@ergoforma/shared-contracts/testing';
import type {
  CategoryTreeNode,
  Collection,
  Locale,
  PageLoadContext,
  Product,
  ProductSummary,
  ProductTag,
  SafeHtml,
  SitemapNode,
} from '@ergoforma/shared-contracts';
import { loadProductPage, type ProductPageData } from '../features/product-page/api/load-product-page';

export const image = (url: string) => ({
  url,
  alt: `alt ${url}`,
  width: 1200,
  height: 900,
  sources: [{ type: 'image/webp', srcset: `${url}.webp 1200w` }],
  thumbnails: [{ url: `${url}-thumb`, width: 123, height: 92 }],
});

export function productSummary(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    name: `Chair ${id}`,
    slug: `chair-${id}`,
    path: `/produkty/krzesla-obrotowe/chair-${id}`,
    category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
    tags: [],
    image: image(`/media/chair-${id}.jpg`),
    published: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    ...productSummary(7, { name: 'Aruba', slug: 'aruba', path: '/produkty/krzesla-obrotowe/aruba' }),
    images: [
      { name: 'Aruba czarna', image: image('/media/aruba-1.jpg') },
      { name: 'Aruba szara', image: image('/media/aruba-2.jpg') },
      { name: '', image: image('/media/aruba-3.jpg') },
    ],
    shortDescription: '<p>Ergonomic chair</p>',
    blocks: [
      { id: 31, type: 'product_sizes', name: 'Wymiary', content: '<p>Sizes table</p>', position: 2 },
      { id: 30, type: 'product_description', name: 'Opis', content: '<p>Long description</p>', position: 1 },
      { id: 33, type: 'product_files', name: 'Pliki', content: '', position: 4 },
      { id: 32, type: 'product_data', name: 'Dane techniczne', content: '<p>Technical data</p>', position: 3 },
    ],
    patternCollections: [],
    files: [],
    showSimilarProducts: true,
    similarProducts: [],
    configuratorUrl: null,
    relationLabel: null,
    relatedProduct: null,
    seoTitle: null,
    seoDescription: null,
    alternates: { pl: '/produkty/krzesla-obrotowe/aruba', en: '/en/products/swivel-chairs/aruba' },
    ...overrides,
  };
}

export function category(id: number, slug: string, name: string, parentId: number | null = null): CategoryTreeNode {
  return {
    id,
    slug,
    name,
    path: `/produkty/${slug}`,
    position: id,
    description: null,
    parentBranch: parentId === null ? null : { id: parentId },
  };
}

export const CATEGORIES: CategoryTreeNode[] = [
  category(1, 'krzesla-obrotowe', 'Krzesła obrotowe'),
  category(11, 'krzesla-biurowe', 'Krzesła biurowe', 1),
  { ...category(2, 'fotele', 'Fotele'), alternates: { pl: '/produkty/fotele', en: '/en/products/armchairs' } },
  { ...category(5, 'podlokietniki', 'Podłokietniki'), path: '/podlokietniki' },
];

export const TAGS: ProductTag[] = [
  { id: 3, name: 'Nowość', slug: 'nowosc' },
  { id: 4, name: 'Polecany', slug: 'polecany' },
  { id: 5, name: 'wycofany', slug: 'wycofany' },
];

export function collection<T>(member: T[], totalItems = member.length, page = 1, itemsPerPage = 24): Collection<T> {
  return { member, totalItems, page, itemsPerPage };
}

export function node(overrides: Partial<SitemapNode> = {}): SitemapNode {
  return {
    id: 1,
    slug: 'produkty/{category}/{product}',
    nodeType: 'product',
    action: 'show',
    nodeReference: null,
    resolver: null,
    crumbs: [{ title: 'Produkty', path: '/produkty' }],
    ...overrides,
  };
}

/** A load context whose api has only the given services (calling any other rejects). */
export function loadContext(
  services: FakeApiServices,
  overrides: Partial<Omit<PageLoadContext, 'api'>> & { locale?: Locale } = {},
): PageLoadContext {
  return {
    api: fakeApiClient(services),
    locale: 'pl',
    pathname: '/produkty',
    query: new URLSearchParams(),
    sanitizeHtml: (html: string) => html as SafeHtml,
    loadModule: noBlockModule,
    node: node(),
    params: {},
    ...overrides,
  };
}

export const PRODUCT_PATH = '/produkty/krzesla-obrotowe/aruba';

/**
 * The product page's data as its loader makes it, from `product(overrides)`. The fake API has no similar
 * products of the category unless `similar` is given.
 */
export async function productPageData(
  overrides: Partial<Product> = {},
  options: { locale?: Locale; node?: SitemapNode; similar?: ProductSummary[] } = {},
): Promise<ProductPageData> {
  const services = {
    products: {
      get: jest.fn().mockResolvedValue(product(overrides)),
      list: jest.fn().mockResolvedValue(collection(options.similar ?? [])),
    },
    productCategories: { list: jest.fn().mockResolvedValue(collection(CATEGORIES)) },
  };
  return loadProductPage(
    loadContext(services, {
      locale: options.locale ?? 'pl',
      node: options.node ?? node(),
      pathname: PRODUCT_PATH,
      params: { category: 'krzesla-obrotowe', product: 'aruba' },
    }),
  );
}
