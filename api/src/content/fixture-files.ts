// The content tables' rows back in the fixture files' format (api/fixtures/*.json): the inverse of
// db/content/content-rows.ts. Used by the export, and by the content service for the records its revisions keep.
// Rows may come from either engine: flags are booleans or 0/1, JSON columns text or parsed values.
import type { z } from 'zod';
import type { JsonObject, JsonValue } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import type {
  categorySchema,
  fileTypeSchema,
  patternCollectionSchema,
  productSchema,
  tagSchema,
} from '../db/fixtures/catalogue-schemas';
import type {
  jobOfferSchema,
  legacyRedirectSchema,
  mechanismCategorySchema,
  mechanismSchema,
  postSchema,
  realizationSchema,
} from '../db/fixtures/editorial-schemas';
import type { MenuItemFile, menuSchema, pageSchema, sitemapNodeSchema } from '../db/fixtures/page-schemas';
import type { ContentTable } from '../db/content/content-rows';

/** A row as a driver reads it. */
export type DbRow = Record<string, unknown>;
/** Rows of every content table but the search documents. */
export type DbRows = Record<Exclude<ContentTable, 'search_documents'>, DbRow[]>;

/** The records of each fixture file, as written in the file (the schemas' input). */
export interface ContentFiles {
  categories: Array<z.input<typeof categorySchema>>;
  tags: Array<z.input<typeof tagSchema>>;
  fileTypes: Array<z.input<typeof fileTypeSchema>>;
  patternCollections: Array<z.input<typeof patternCollectionSchema>>;
  products: Array<z.input<typeof productSchema>>;
  pages: Array<z.input<typeof pageSchema>>;
  sitemapNodes: Array<z.input<typeof sitemapNodeSchema>>;
  menus: Array<z.input<typeof menuSchema>>;
  jobOffers: Array<z.input<typeof jobOfferSchema>>;
  posts: Array<z.input<typeof postSchema>>;
  realizations: Array<z.input<typeof realizationSchema>>;
  mechanismCategories: Array<z.input<typeof mechanismCategorySchema>>;
  mechanisms: Array<z.input<typeof mechanismSchema>>;
  legacyRedirects: Array<z.input<typeof legacyRedirectSchema>>;
}

const num = (value: unknown): number => Number(value);
const str = (value: unknown): string => String(value);
const flag = (value: unknown): boolean => value === true || value === 1;
/** A flag the files write only when false (its default is true, and records written before it had none). */
const unpublished = (value: unknown): false | undefined => (flag(value) ? undefined : false);
const json = (value: unknown): JsonValue =>
  typeof value === 'string' ? (JSON.parse(value) as JsonValue) : (value as JsonValue);
/** Present values only: the files leave out what is null. */
function present<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as T;
}

const byPosition = (a: DbRow, b: DbRow): number => num(a.position) - num(b.position) || num(a.id) - num(b.id);
const byId = (a: DbRow, b: DbRow): number => num(a.id) - num(b.id);

/** Rows grouped by the value of `column`. */
function groupBy(rows: readonly DbRow[], column: string): Map<number, DbRow[]> {
  const groups = new Map<number, DbRow[]>();
  for (const row of rows) {
    const key = num(row[column]);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** `translations: { pl, en?, fr? }` from the rows of one record; `columns` maps each field to its column. */
function texts<Field extends string>(
  rows: readonly DbRow[] | undefined,
  columns: Record<Field, string>,
): { pl: Record<Field, string>; en?: Partial<Record<Field, string>>; fr?: Partial<Record<Field, string>> } {
  const result: Record<string, Record<string, string>> = {};
  for (const locale of LOCALES) {
    const row = rows?.find((candidate) => candidate.locale === locale);
    if (!row) continue;
    result[locale] = present(
      Object.fromEntries(Object.entries<string>(columns).map(([field, column]) => [field, row[column] as string])),
    );
  }
  return result as ReturnType<typeof texts<Field>>;
}

function catalogue(rows: DbRows): Pick<ContentFiles, 'categories' | 'tags' | 'fileTypes' | 'patternCollections'> {
  const categoryTexts = groupBy(rows.category_translations, 'category_id');
  const tagTexts = groupBy(rows.tag_translations, 'tag_id');
  const fileTypeTexts = groupBy(rows.file_type_translations, 'file_type_id');
  const collectionTexts = groupBy(rows.pattern_collection_translations, 'pattern_collection_id');
  const patterns = groupBy(rows.patterns, 'pattern_collection_id');
  const patternTexts = groupBy(rows.pattern_translations, 'pattern_id');
  return {
    categories: [...rows.categories].sort(byId).map((c) => ({
      id: num(c.id),
      parent: c.parent_id === null ? null : num(c.parent_id),
      position: num(c.position),
      translations: texts(categoryTexts.get(num(c.id)), { name: 'name', slug: 'slug', description: 'description' }),
    })),
    tags: [...rows.tags].sort(byId).map((t) => ({
      id: num(t.id),
      position: num(t.position),
      translations: texts(tagTexts.get(num(t.id)), { name: 'name', slug: 'slug' }),
    })),
    fileTypes: [...rows.file_types].sort(byId).map((t) => ({
      id: num(t.id),
      translations: texts(fileTypeTexts.get(num(t.id)), { name: 'name' }),
    })),
    patternCollections: [...rows.pattern_collections].sort(byId).map((c) => ({
      id: num(c.id),
      position: num(c.position),
      translations: texts(collectionTexts.get(num(c.id)), { name: 'name', description: 'description' }),
      patterns: (patterns.get(num(c.id)) ?? []).sort(byPosition).map((p) =>
        present({
          id: num(p.id),
          code: str(p.code),
          color: str(p.color),
          imageUrl: p.image_url as string | null,
          translations: texts(patternTexts.get(num(p.id)), { name: 'name' }),
        }),
      ),
    })),
  };
}

function products(rows: DbRows): ContentFiles['products'] {
  const productTexts = groupBy(rows.product_translations, 'product_id');
  const categories = groupBy(rows.product_categories, 'product_id');
  const tags = groupBy(rows.product_tags, 'product_id');
  const images = groupBy(rows.product_images, 'product_id');
  const thumbnails = groupBy(rows.product_image_thumbnails, 'image_id');
  const imageTexts = groupBy(rows.product_image_translations, 'image_id');
  const blocks = groupBy(rows.product_blocks, 'product_id');
  const blockTexts = groupBy(rows.product_block_translations, 'block_id');
  const collections = groupBy(rows.product_pattern_collections, 'product_id');
  const files = groupBy(rows.product_files, 'product_id');
  const fileTexts = groupBy(rows.product_file_translations, 'file_id');
  const similar = groupBy(rows.product_similar, 'product_id');
  return [...rows.products].sort(byPosition).map((p) => {
    const id = num(p.id);
    const ids = (group: Map<number, DbRow[]>, column: string): number[] =>
      (group.get(id) ?? []).map((row) => num(row[column])).sort((a, b) => a - b);
    return present({
      id,
      slug: str(p.slug),
      name: str(p.name),
      category: num(p.category_id),
      categories: ids(categories, 'category_id').filter((categoryId) => categoryId !== num(p.category_id)),
      tags: ids(tags, 'tag_id'),
      published: str(p.published),
      isPublished: unpublished(p.is_published),
      configuratorUrl: p.configurator_url as string | null,
      showSimilarProducts: flag(p.show_similar_products),
      similarProducts: (similar.get(id) ?? [])
        .sort(byPosition)
        .map((row) => (row.similar_product_id === null ? str(row.label) : num(row.similar_product_id))),
      relatedProduct: p.related_product_id === null ? null : num(p.related_product_id),
      relationPosition: p.relation_position === null ? null : num(p.relation_position),
      patternCollections: (collections.get(id) ?? []).sort(byPosition).map((row) => num(row.pattern_collection_id)),
      translations: texts(productTexts.get(id), {
        shortDescription: 'short_description',
        seoTitle: 'seo_title',
        seoDescription: 'seo_description',
        relationLabel: 'relation_label',
      }),
      images: (images.get(id) ?? []).sort(byPosition).map((image) => ({
        id: num(image.id),
        url: str(image.url),
        width: num(image.width),
        height: num(image.height),
        thumbnails: (thumbnails.get(num(image.id)) ?? [])
          .sort((a, b) => num(a.position) - num(b.position))
          .map((thumb) => ({ url: str(thumb.url), width: num(thumb.width), height: num(thumb.height) })),
        translations: texts(imageTexts.get(num(image.id)), { name: 'name', alt: 'alt' }),
      })),
      blocks: (blocks.get(id) ?? []).sort(byPosition).map((block) => ({
        id: num(block.id),
        type: block.type as ContentFiles['products'][number]['blocks'][number]['type'],
        position: num(block.position),
        translations: texts(blockTexts.get(num(block.id)), { name: 'name', content: 'content' }),
      })),
      files: (files.get(id) ?? []).sort(byPosition).map((file) => ({
        id: num(file.id),
        url: str(file.url),
        fileType: num(file.file_type_id),
        translations: texts(fileTexts.get(num(file.id)), { name: 'name' }),
      })),
    });
  });
}

/** A page block's content in the file: an image's `sources` are computed by the API and written empty. */
function blockContent(content: JsonValue): JsonObject {
  const strip = (value: JsonValue): JsonValue => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, inner]): [string, JsonValue] => [key, strip(inner)]);
    return Object.fromEntries(
      'sources' in value && 'url' in value
        ? entries.map(([key, inner]) => [key, key === 'sources' ? [] : inner])
        : entries,
    );
  };
  return strip(content) as JsonObject;
}

function pagesAndNavigation(rows: DbRows): Pick<ContentFiles, 'pages' | 'sitemapNodes' | 'menus'> {
  const pageTexts = groupBy(rows.page_translations, 'page_id');
  const blocks = groupBy(rows.page_blocks, 'page_id');
  const blockContents = groupBy(rows.page_block_translations, 'block_id');
  const nodeTexts = groupBy(rows.sitemap_node_translations, 'node_id');
  const items = groupBy(rows.menu_items, 'menu_id');
  const menuItems = (menuId: number, parentId: number | null): MenuItemFile[] =>
    (items.get(menuId) ?? [])
      .filter((item) => (item.parent_id === null ? null : num(item.parent_id)) === parentId)
      .sort(byPosition)
      .map((item) => {
        const children = menuItems(menuId, num(item.id));
        return present({
          id: num(item.id),
          name: str(item.name),
          type: item.type as MenuItemFile['type'],
          url: item.url as string | null,
          target: item.target as MenuItemFile['target'],
          cssClass: item.css_class as string | null,
          description: item.description as string | null,
          headline: item.headline as string | null,
          group: item.item_group as string | null,
          params: json(item.params) as Record<string, string>,
          imageSrc: item.image_src as string | null,
          color: item.color as string | null,
          page: item.page_id === null ? null : num(item.page_id),
          category: item.category_id === null ? null : num(item.category_id),
          sitemapNode: item.sitemap_node_id === null ? null : num(item.sitemap_node_id),
          children: children.length > 0 ? children : undefined,
        });
      });
  return {
    pages: [...rows.pages].sort(byId).map((page) =>
      present({
        id: num(page.id),
        isPublished: flag(page.is_published),
        layout: page.layout as ContentFiles['pages'][number]['layout'],
        headerTheme: page.header_theme as ContentFiles['pages'][number]['headerTheme'],
        seoImageSrc: page.seo_image_src as string | null,
        resolver: page.resolver as string | null,
        isAggregatorChild: flag(page.is_aggregator_child),
        translations: texts(pageTexts.get(num(page.id)), {
          title: 'title',
          seoTitle: 'seo_title',
          seoDescription: 'seo_description',
        }),
        blocks: (blocks.get(num(page.id)) ?? []).sort(byPosition).map((block) => {
          const contents = blockContents.get(num(block.id)) ?? [];
          const content = Object.fromEntries(
            contents.map((row) => [str(row.locale), blockContent(json(row.content))]),
          ) as { pl: JsonObject };
          return { id: num(block.id), type: block.type, position: num(block.position), content };
        }),
      }),
    ),
    sitemapNodes: [...rows.sitemap_nodes].sort(byId).map((node) => ({
      id: num(node.id),
      parent: node.parent_id === null ? null : num(node.parent_id),
      position: num(node.position),
      nodeType: node.node_type as ContentFiles['sitemapNodes'][number]['nodeType'],
      action: node.action as ContentFiles['sitemapNodes'][number]['action'],
      page: node.page_id === null ? null : num(node.page_id),
      category: node.category_id === null ? null : num(node.category_id),
      resolver: node.resolver as string | null,
      translations: texts(nodeTexts.get(num(node.id)), { slug: 'slug', title: 'title' }),
    })),
    menus: [...rows.menus].sort(byId).map((menu) => ({
      id: num(menu.id),
      name: str(menu.name),
      locale: menu.locale as ContentFiles['menus'][number]['locale'],
      items: menuItems(num(menu.id), null),
    })),
  };
}

const image = (row: DbRow): { url: string; width: number; height: number } | null =>
  row.image_url === null
    ? null
    : { url: str(row.image_url), width: num(row.image_width), height: num(row.image_height) };

function editorial(
  rows: DbRows,
): Pick<
  ContentFiles,
  'jobOffers' | 'posts' | 'realizations' | 'mechanismCategories' | 'mechanisms' | 'legacyRedirects'
> {
  const jobTexts = groupBy(rows.job_offer_translations, 'job_offer_id');
  const postTexts = groupBy(rows.post_translations, 'post_id');
  const realizationTexts = groupBy(rows.realization_translations, 'realization_id');
  const realizationImages = groupBy(rows.realization_images, 'realization_id');
  const realizationImageTexts = groupBy(rows.realization_image_translations, 'image_id');
  const mechanismCategoryTexts = groupBy(rows.mechanism_category_translations, 'mechanism_category_id');
  const mechanismTexts = groupBy(rows.mechanism_translations, 'mechanism_id');
  return {
    jobOffers: [...rows.job_offers].sort(byId).map((job) =>
      present({
        id: num(job.id),
        position: num(job.position),
        published: str(job.published),
        isPublished: unpublished(job.is_published),
        closes: job.closes as string | null,
        translations: texts(jobTexts.get(num(job.id)), {
          title: 'title',
          slug: 'slug',
          location: 'location',
          employmentType: 'employment_type',
          description: 'description',
        }),
      }),
    ),
    posts: [...rows.posts].sort(byId).map((post) =>
      present({
        id: num(post.id),
        published: str(post.published),
        isPublished: flag(post.is_published),
        image: image(post),
        translations: texts(postTexts.get(num(post.id)), {
          title: 'title',
          slug: 'slug',
          lead: 'lead',
          content: 'content',
          imageAlt: 'image_alt',
          seoTitle: 'seo_title',
          seoDescription: 'seo_description',
        }),
      }),
    ),
    realizations: [...rows.realizations].sort(byId).map((r) => ({
      id: num(r.id),
      position: num(r.position),
      isPublished: unpublished(r.is_published),
      translations: texts(realizationTexts.get(num(r.id)), { title: 'title', slug: 'slug', lead: 'lead' }),
      images: (realizationImages.get(num(r.id)) ?? []).sort(byPosition).map((row) => ({
        id: num(row.id),
        url: str(row.url),
        width: num(row.width),
        height: num(row.height),
        translations: texts(realizationImageTexts.get(num(row.id)), { alt: 'alt' }),
      })),
    })),
    mechanismCategories: [...rows.mechanism_categories].sort(byId).map((c) => ({
      id: num(c.id),
      position: num(c.position),
      translations: texts(mechanismCategoryTexts.get(num(c.id)), { name: 'name', slug: 'slug' }),
    })),
    mechanisms: [...rows.mechanisms].sort(byId).map((m) =>
      present({
        id: num(m.id),
        category: num(m.mechanism_category_id),
        position: num(m.position),
        image: image(m),
        translations: texts(mechanismTexts.get(num(m.id)), {
          name: 'name',
          slug: 'slug',
          description: 'description',
          imageAlt: 'image_alt',
        }),
      }),
    ),
    legacyRedirects: legacyRedirectsOf(rows.legacy_redirects),
  };
}

/** The old addresses of rows of legacy_redirects; the table keeps no order: they are listed alphabetically. */
export function legacyRedirectsOf(rows: readonly DbRow[]): ContentFiles['legacyRedirects'] {
  return [...rows]
    .sort((a, b) => (str(a.from_path) < str(b.from_path) ? -1 : 1))
    .map((r) =>
      r.product_id === null
        ? { from: str(r.from_path), to: str(r.to_path) }
        : { from: str(r.from_path), product: num(r.product_id) },
    );
}

/** Every record of the content tables' rows, in the fixture files' format. */
export function contentFiles(rows: DbRows): ContentFiles {
  return { ...catalogue(rows), products: products(rows), ...pagesAndNavigation(rows), ...editorial(rows) };
}
