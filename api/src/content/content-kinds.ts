// The kinds of record the content service writes: the schema a record is checked with (the fixtures'), the tables
// its rows live in, and the content keys a change of it touches.
import type { z } from 'zod';
import {
  categorySchema,
  fileTypeSchema,
  patternCollectionSchema,
  productSchema,
  tagSchema,
} from '../db/fixtures/catalogue-schemas';
import {
  jobOfferSchema,
  mechanismCategorySchema,
  mechanismSchema,
  postSchema,
  realizationSchema,
} from '../db/fixtures/editorial-schemas';
import { menuSchema, pageSchema, sitemapNodeSchema } from '../db/fixtures/page-schemas';
import type { ContentTable } from '../db/content/content-rows';
import type { SearchKind } from '../db/content/search-documents';
import type {
  CategoryFixture,
  FileTypeFixture,
  JobOfferFixture,
  MechanismCategoryFixture,
  MechanismFixture,
  MenuFixture,
  PageFixture,
  PatternCollectionFixture,
  PostFixture,
  ProductFixture,
  RealizationFixture,
  SitemapNodeFixture,
  TagFixture,
} from '../db/fixtures/types';
import { categoryProductsKey, contentItemKey, LIST_KEYS, MENUS_KEY, SITEMAP_KEY } from '@ergoforma/shared-contracts';
import type { ContentFiles } from './fixture-files';

export type RecordTable = Exclude<ContentTable, 'search_documents'>;

/** A table of a record's parts: its rows are those whose `column` holds the record's id, or the id of a row of `via`. */
export interface PartTable {
  table: RecordTable;
  column: string;
  /** A part of a part (a product image's translations): `column` refers to the ids of this table's rows. */
  via?: RecordTable;
}

export interface ContentKind<Name extends string, List extends keyof ContentFiles, Output> {
  name: Name;
  /** Its list in the fixture files. */
  list: List;
  schema: z.ZodType<Output, ContentFiles[List][number]>;
  /** The table of its main row (key `id`). */
  table: RecordTable;
  /** Its other tables, parts before parts of parts (the order to insert them in). */
  parts: readonly PartTable[];
  /** Its search documents' kind; null: it has none. */
  searchKind: SearchKind | null;
  /** The content keys a change from `before` to `after` (null: not there) touches, its own key included. */
  keys(before: ContentFiles[List][number] | null, after: ContentFiles[List][number] | null): string[];
}

const idOf = (before: { id: number } | null, after: { id: number } | null): number => (after ?? before)?.id ?? 0;

export const PRODUCT: ContentKind<'product', 'products', ProductFixture> = {
  name: 'product',
  list: 'products',
  schema: productSchema,
  table: 'products',
  parts: [
    { table: 'product_translations', column: 'product_id' },
    { table: 'product_categories', column: 'product_id' },
    { table: 'product_tags', column: 'product_id' },
    { table: 'product_images', column: 'product_id' },
    { table: 'product_blocks', column: 'product_id' },
    { table: 'product_pattern_collections', column: 'product_id' },
    { table: 'product_files', column: 'product_id' },
    { table: 'product_similar', column: 'product_id' },
    { table: 'product_image_thumbnails', column: 'image_id', via: 'product_images' },
    { table: 'product_image_translations', column: 'image_id', via: 'product_images' },
    { table: 'product_block_translations', column: 'block_id', via: 'product_blocks' },
    { table: 'product_file_translations', column: 'file_id', via: 'product_files' },
  ],
  searchKind: 'product',
  // The product's own pages, and the lists it is (or was) in: every product list, its categories' and tags'.
  keys: (before, after) => {
    const keys = new Set([contentItemKey('product', idOf(before, after)), LIST_KEYS.product]);
    for (const product of [before, after]) {
      if (product === null) continue;
      for (const id of [product.category, ...(product.categories ?? [])]) {
        keys.add(contentItemKey('category', id));
        keys.add(categoryProductsKey(id));
      }
      for (const id of product.tags ?? []) keys.add(contentItemKey('tag', id));
    }
    return [...keys];
  },
};

export const PAGE: ContentKind<'page', 'pages', PageFixture> = {
  name: 'page',
  list: 'pages',
  schema: pageSchema,
  table: 'pages',
  parts: [
    { table: 'page_translations', column: 'page_id' },
    { table: 'page_blocks', column: 'page_id' },
    { table: 'page_block_translations', column: 'block_id', via: 'page_blocks' },
  ],
  searchKind: 'page',
  // A page coming out of draft (or going back, or away) changes which sitemap nodes are shown.
  keys: (before, after) => {
    const published = (page: typeof before): boolean => page !== null && page.isPublished !== false;
    const keys = [contentItemKey('page', idOf(before, after)), LIST_KEYS.page];
    return published(before) === published(after) ? keys : [...keys, SITEMAP_KEY];
  },
};

export const POST: ContentKind<'post', 'posts', PostFixture> = {
  name: 'post',
  list: 'posts',
  schema: postSchema,
  table: 'posts',
  parts: [{ table: 'post_translations', column: 'post_id' }],
  searchKind: 'post',
  // The post's own page and the news lists (a new or removed post changes them).
  keys: (before, after) => [contentItemKey('post', idOf(before, after)), LIST_KEYS.post],
};

// A category's name and slug are in the mega-menu, the routes, its own list page and the breadcrumbs of its
// products' pages (which carry its key); its products' lists include its subcategories'.
export const CATEGORY: ContentKind<'category', 'categories', CategoryFixture> = {
  name: 'category',
  list: 'categories',
  schema: categorySchema,
  table: 'categories',
  parts: [{ table: 'category_translations', column: 'category_id' }],
  searchKind: 'category',
  keys: (before, after) => {
    const id = idOf(before, after);
    const keys = new Set([contentItemKey('category', id), categoryProductsKey(id), LIST_KEYS.category]);
    for (const category of [before, after])
      if (category?.parent !== null && category?.parent !== undefined)
        keys.add(categoryProductsKey(category.parent)).add(contentItemKey('category', category.parent));
    return [...keys, MENUS_KEY, SITEMAP_KEY];
  },
};

/** The pages that show a tag name it (its products' pages are named by the write: content-references.ts). */
export const TAG: ContentKind<'tag', 'tags', TagFixture> = {
  name: 'tag',
  list: 'tags',
  schema: tagSchema,
  table: 'tags',
  parts: [{ table: 'tag_translations', column: 'tag_id' }],
  searchKind: null,
  keys: (before, after) => [contentItemKey('tag', idOf(before, after)), LIST_KEYS.tag],
};

/** Shown on its products' pages only (named by the write). */
export const PATTERN_COLLECTION: ContentKind<'patternCollection', 'patternCollections', PatternCollectionFixture> = {
  name: 'patternCollection',
  list: 'patternCollections',
  schema: patternCollectionSchema,
  table: 'pattern_collections',
  parts: [
    { table: 'pattern_collection_translations', column: 'pattern_collection_id' },
    { table: 'patterns', column: 'pattern_collection_id' },
    { table: 'pattern_translations', column: 'pattern_id', via: 'patterns' },
  ],
  searchKind: null,
  keys: () => [],
};

/** Named on its products' pages only (named by the write). */
export const FILE_TYPE: ContentKind<'fileType', 'fileTypes', FileTypeFixture> = {
  name: 'fileType',
  list: 'fileTypes',
  schema: fileTypeSchema,
  table: 'file_types',
  parts: [{ table: 'file_type_translations', column: 'file_type_id' }],
  searchKind: null,
  keys: () => [],
};

/**
 * Shown on the job list only, at an anchor of the list's page (`#offer-slug`): it has no address of its own, so a
 * slug change leaves no redirect behind (address-redirects.ts).
 */
export const JOB_OFFER: ContentKind<'jobOffer', 'jobOffers', JobOfferFixture> = {
  name: 'jobOffer',
  list: 'jobOffers',
  schema: jobOfferSchema,
  table: 'job_offers',
  parts: [{ table: 'job_offer_translations', column: 'job_offer_id' }],
  searchKind: 'job_offer',
  keys: (before, after) => [contentItemKey('job-offer', idOf(before, after)), LIST_KEYS['job-offer']],
};

/** Shown in the realizations block's grid and gallery (the realizations list), which has no page per realization. */
export const REALIZATION: ContentKind<'realization', 'realizations', RealizationFixture> = {
  name: 'realization',
  list: 'realizations',
  schema: realizationSchema,
  table: 'realizations',
  parts: [
    { table: 'realization_translations', column: 'realization_id' },
    { table: 'realization_images', column: 'realization_id' },
    { table: 'realization_image_translations', column: 'image_id', via: 'realization_images' },
  ],
  searchKind: 'realization',
  keys: (before, after) => [contentItemKey('realization', idOf(before, after)), LIST_KEYS.realization],
};

/** The mechanism's own page and the mechanisms lists. */
export const MECHANISM: ContentKind<'mechanism', 'mechanisms', MechanismFixture> = {
  name: 'mechanism',
  list: 'mechanisms',
  schema: mechanismSchema,
  table: 'mechanisms',
  parts: [{ table: 'mechanism_translations', column: 'mechanism_id' }],
  searchKind: 'mechanism',
  keys: (before, after) => [contentItemKey('mechanism', idOf(before, after)), LIST_KEYS.mechanism],
};

/** Named by the mechanisms lists and by its mechanisms' pages (named by the write: content-references.ts). */
export const MECHANISM_CATEGORY: ContentKind<'mechanismCategory', 'mechanismCategories', MechanismCategoryFixture> = {
  name: 'mechanismCategory',
  list: 'mechanismCategories',
  schema: mechanismCategorySchema,
  table: 'mechanism_categories',
  parts: [{ table: 'mechanism_category_translations', column: 'mechanism_category_id' }],
  searchKind: null,
  keys: () => [LIST_KEYS.mechanism],
};

/** A menu (main or footer, one language) with its nested items: shown in every page's header or footer. */
export const MENU: ContentKind<'menu', 'menus', MenuFixture> = {
  name: 'menu',
  list: 'menus',
  schema: menuSchema,
  table: 'menus',
  parts: [{ table: 'menu_items', column: 'menu_id' }],
  searchKind: null,
  keys: () => [MENUS_KEY],
};

/**
 * A sitemap node: an address of the site per language and what it shows. The routes, breadcrumbs and menus' links
 * follow the nodes; the pages a node shows change with it.
 */
export const SITEMAP_NODE: ContentKind<'sitemapNode', 'sitemapNodes', SitemapNodeFixture> = {
  name: 'sitemapNode',
  list: 'sitemapNodes',
  schema: sitemapNodeSchema,
  table: 'sitemap_nodes',
  parts: [{ table: 'sitemap_node_translations', column: 'node_id' }],
  searchKind: null,
  keys: (before, after) => {
    const keys = new Set([SITEMAP_KEY, MENUS_KEY]);
    for (const node of [before, after]) if (typeof node?.page === 'number') keys.add(contentItemKey('page', node.page));
    return [...keys, LIST_KEYS.page];
  },
};

export type AnyContentKind =
  | typeof PRODUCT
  | typeof PAGE
  | typeof POST
  | typeof CATEGORY
  | typeof TAG
  | typeof PATTERN_COLLECTION
  | typeof FILE_TYPE
  | typeof JOB_OFFER
  | typeof REALIZATION
  | typeof MECHANISM
  | typeof MECHANISM_CATEGORY
  | typeof MENU
  | typeof SITEMAP_NODE;
