// Products, tags and a fake API for the mega-menu's browser-side load, for tests.
import type { ApiClient, CategoryRef, Collection, ProductSummary, ProductTag } from '@ergoforma/shared-contracts';
import { fakeApiClient } from '@ergoforma/shared-contracts/testing';

export const CATEGORIES = {
  swivel: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
  conference: { id: 2, name: 'Krzesła konferencyjne', slug: 'krzesla-konferencyjne' },
  laboratory: { id: 3, name: 'Krzesła laboratoryjne', slug: 'krzesla-laboratoryjne' },
  armchairs: { id: 4, name: 'Fotele', slug: 'fotele' },
  bases: { id: 6, name: 'Bazy', slug: 'bazy' },
} satisfies Record<string, CategoryRef>;

let nextId = 5000;

export function productSummary(
  name: string,
  category: CategoryRef,
  overrides: Partial<ProductSummary> = {},
): ProductSummary {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: nextId++,
    name,
    slug,
    path: `/produkty/${category.slug}/${slug}`,
    category,
    tags: [],
    image: null,
    published: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `count` products of a category, named '<prefix> 01', '<prefix> 02', … (already in name order). */
export function productsOf(category: CategoryRef, count: number, prefix = category.name): ProductSummary[] {
  return Array.from({ length: count }, (_, index) =>
    productSummary(`${prefix} ${String(index + 1).padStart(2, '0')}`, category),
  );
}

export const TAGS: Record<'pl' | 'en' | 'fr', ProductTag[]> = {
  pl: [
    { id: 1, name: 'Polecany', slug: 'polecany' },
    { id: 2, name: 'Nowość', slug: 'nowosc' },
  ],
  en: [
    { id: 1, name: 'Recommended', slug: 'recommended' },
    { id: 2, name: 'New', slug: 'new' },
  ],
  fr: [
    { id: 1, name: 'Recommandé', slug: 'recommande' },
    { id: 2, name: 'Nouveauté', slug: 'nouveaute' },
  ],
};

export function collection<T>(member: T[]): Collection<T> {
  return { member, totalItems: member.length, page: 1, itemsPerPage: Math.max(member.length, 1) };
}

export interface FakeMegaMenuApi {
  api: ApiClient;
  productsList: jest.Mock;
  tagsList: jest.Mock;
}

/** An API client with the two calls the mega-menu makes; pass `failWith` to make the product load fail. */
export function fakeMegaMenuApi({
  products = [],
  tags = TAGS.pl,
  failWith,
}: { products?: ProductSummary[]; tags?: ProductTag[]; failWith?: Error } = {}): FakeMegaMenuApi {
  const productsList = jest.fn(() => (failWith ? Promise.reject(failWith) : Promise.resolve(collection(products))));
  const tagsList = jest.fn(() => Promise.resolve(collection(tags)));
  const api = fakeApiClient({ products: { list: productsList }, productTags: { list: tagsList } });
  return { api, productsList, tagsList };
}
