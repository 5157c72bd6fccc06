// Products on SQLite: the filtered, ordered list of summaries and the product page.
import type {
  Collection,
  Locale,
  Product,
  ProductBlock,
  ProductFile,
  ProductSummary,
} from '@ergoforma/shared-contracts';
import type { ProductListQuery } from '../content-repository';
import { categoryIn, categoryRef, type LocaleContext } from '../content/locale-context';
import { collection, pageWindow } from '../content/paging';
import { productImages, type ProductImageRow, type ThumbnailRow } from '../content/images';
import {
  LATEST_PRODUCTS_COUNT,
  productBase,
  productBlock,
  relatedProduct,
  similarIds,
  similarProducts,
  summariesInOrder,
  tagsByProduct,
  type ProductBlockRow,
  type ProductDetailRow,
  type ProductRow,
  type RelatedProductRow,
  type SimilarRow,
} from '../content/products';
import { ownLanguageSeo, translated as text } from '../content/translated-sql';
import { patternCollectionsOfProduct } from './patterns';
import { idList, type SqliteQueries } from './statements';

const ORDER_COLUMNS = { name: 'p.name_rank', published: 'p.published' } as const;

/** Tags of the products in `list` (a JSON id list). */
function tagsOf(q: SqliteQueries, context: LocaleContext, list: string) {
  const rows = q
    .sql('SELECT product_id, tag_id FROM product_tags WHERE product_id IN (SELECT value FROM json_each(?))')
    .all(list) as Array<{ product_id: number; tag_id: number }>;
  return tagsByProduct(context, rows);
}

/** Images (with thumbnails) of the products in `list`; only each product's first image when `firstOnly`. */
function imagesOf(q: SqliteQueries, locale: Locale, list: string, firstOnly: boolean) {
  const rows = q
    .sql(
      `SELECT i.id, i.product_id, i.url, i.width, i.height, ${text('name')} AS name, ${text('alt')} AS alt
       FROM product_images i
       JOIN product_image_translations d ON d.image_id = i.id AND d.locale = 'pl'
       LEFT JOIN product_image_translations t ON t.image_id = i.id AND t.locale = @locale
       WHERE i.product_id IN (SELECT value FROM json_each(@list))
         AND (@firstOnly = 0 OR i.position = (SELECT MIN(x.position) FROM product_images x WHERE x.product_id = i.product_id))
       ORDER BY i.product_id, i.position`,
    )
    .all({ locale, list, firstOnly: firstOnly ? 1 : 0 }) as ProductImageRow[];
  const thumbnails = q
    .sql(
      'SELECT image_id, url, width, height FROM product_image_thumbnails WHERE image_id IN (SELECT value FROM json_each(?)) ORDER BY image_id, position',
    )
    .all(idList(rows.map((row) => row.id))) as ThumbnailRow[];
  return productImages(rows, thumbnails);
}

/** Product summaries for `ids`, in that order (batched: a handful of queries whatever the count). */
export function productSummaries(q: SqliteQueries, context: LocaleContext, ids: readonly number[]): ProductSummary[] {
  if (ids.length === 0) return [];
  const list = idList(ids);
  const rows = q
    .sql(
      'SELECT p.id, p.slug, p.name, p.category_id, p.published FROM products p WHERE p.id IN (SELECT value FROM json_each(?))',
    )
    .all(list) as ProductRow[];
  return summariesInOrder(context, ids, rows, tagsOf(q, context, list), imagesOf(q, context.locale, list, true));
}

/** The newest products (a latest_products block). */
export function latestProducts(q: SqliteQueries, context: LocaleContext): ProductSummary[] {
  const ids = q
    .sql('SELECT id FROM products ORDER BY published DESC, id DESC LIMIT ?')
    .pluck()
    .all(LATEST_PRODUCTS_COUNT) as number[];
  return productSummaries(q, context, ids);
}

export function listProducts(q: SqliteQueries, locale: Locale, query: ProductListQuery): Collection<ProductSummary> {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  let with_ = '';
  if (query.categoryId !== undefined) {
    with_ = `WITH RECURSIVE subtree(id) AS (
      SELECT id FROM categories WHERE id = @categoryId
      UNION SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id) `;
    where.push(
      'EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT id FROM subtree))',
    );
    params.categoryId = query.categoryId;
  }
  const tagIds = [...new Set(query.tagIds ?? [])];
  if (tagIds.length > 0) {
    where.push(
      '(SELECT COUNT(*) FROM product_tags pt WHERE pt.product_id = p.id AND pt.tag_id IN (SELECT value FROM json_each(@tagIds))) = @tagCount',
    );
    params.tagIds = idList(tagIds);
    params.tagCount = tagIds.length;
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const order = (query.order ?? []).map(
    ({ field, direction }) => `${ORDER_COLUMNS[field]} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
  );
  const orderSql = `ORDER BY ${[...order, ...(order.length > 0 ? [] : ['p.position']), 'p.id'].join(', ')}`;

  const totalItems = q.sql(`${with_}SELECT COUNT(*) FROM products p ${whereSql}`).pluck().get(params) as number;
  const { offset, limit } = pageWindow(query.pagination);
  const pageSql = limit === null ? '' : 'LIMIT @limit OFFSET @offset';
  if (limit !== null) Object.assign(params, { limit, offset });
  const ids = q
    .sql(`${with_}SELECT p.id FROM products p ${whereSql} ${orderSql} ${pageSql}`)
    .pluck()
    .all(params) as number[];
  return collection(productSummaries(q, q.contexts.of(locale), ids), totalItems, query.pagination);
}

function productBlocks(q: SqliteQueries, locale: Locale, productId: number): ProductBlock[] {
  return q
    .sql(
      `SELECT b.id, b.type, ${text('name')} AS name, ${text('content')} AS content, b.position,
              t.name IS NULL AS name_untranslated, t.content IS NULL AS content_untranslated
       FROM product_blocks b
       JOIN product_block_translations d ON d.block_id = b.id AND d.locale = 'pl'
       LEFT JOIN product_block_translations t ON t.block_id = b.id AND t.locale = @locale
       WHERE b.product_id = @productId
       ORDER BY b.position, b.id`,
    )
    .all({ locale, productId })
    .map((row) => productBlock(row as ProductBlockRow));
}

function productFiles(q: SqliteQueries, locale: Locale, productId: number): ProductFile[] {
  const rows = q
    .sql(
      `SELECT f.id, ${text('name')} AS name, f.url, f.size, f.file_type_id, COALESCE(tt.name, td.name) AS file_type_name
       FROM product_files f
       JOIN product_file_translations d ON d.file_id = f.id AND d.locale = 'pl'
       LEFT JOIN product_file_translations t ON t.file_id = f.id AND t.locale = @locale
       JOIN file_type_translations td ON td.file_type_id = f.file_type_id AND td.locale = 'pl'
       LEFT JOIN file_type_translations tt ON tt.file_type_id = f.file_type_id AND tt.locale = @locale
       WHERE f.product_id = @productId
       ORDER BY f.position`,
    )
    .all({ locale, productId }) as Array<{
    id: number;
    name: string;
    url: string;
    size: number;
    file_type_id: number;
    file_type_name: string;
  }>;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    size: row.size,
    fileType: { id: row.file_type_id, name: row.file_type_name },
  }));
}

function relatedProductOf(q: SqliteQueries, context: LocaleContext, id: number) {
  const row = q
    .sql(
      `SELECT p.slug, p.name, p.category_id, p.relation_position, ${text('relation_label')} AS relation_label
       FROM products p
       JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
       LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = @locale
       WHERE p.id = @id`,
    )
    .get({ locale: context.locale, id }) as RelatedProductRow | undefined;
  return row ? relatedProduct(context, row) : null;
}

/** By slug, or by numeric id. */
export function findProduct(q: SqliteQueries, locale: Locale, slugOrId: string): Product | null {
  const context = q.contexts.of(locale);
  const byId = /^[1-9]\d{0,15}$/.test(slugOrId);
  const row = q
    .sql(
      `SELECT p.id, p.slug, p.name, p.category_id, p.published, p.configurator_url, p.show_similar_products,
              p.related_product_id, p.relation_position,
              ${text('short_description')} AS short_description,
              t.short_description IS NULL AS short_description_untranslated,
              ${ownLanguageSeo('seo_title', null)} AS seo_title,
              ${ownLanguageSeo('seo_description', null)} AS seo_description, ${text('relation_label')} AS relation_label
       FROM products p
       JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
       LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = @locale
       WHERE ${byId ? 'p.id = @key' : 'p.slug = @key'}`,
    )
    .get({ locale, key: byId ? Number(slugOrId) : slugOrId }) as
    (Omit<ProductDetailRow, 'show_similar_products'> & { show_similar_products: number }) | undefined;
  if (!row) return null;

  const list = idList([row.id]);
  const similar = q
    .sql('SELECT similar_product_id, label FROM product_similar WHERE product_id = ? ORDER BY position')
    .all(row.id) as SimilarRow[];
  return {
    ...productBase(context, row, tagsOf(q, context, list).get(row.id) ?? []),
    images: imagesOf(q, locale, list, false).get(row.id) ?? [],
    shortDescription: row.short_description,
    untranslated: row.short_description_untranslated ? ['shortDescription'] : [],
    blocks: productBlocks(q, locale, row.id),
    patternCollections: patternCollectionsOfProduct(q, locale, row.id),
    files: productFiles(q, locale, row.id),
    showSimilarProducts: row.show_similar_products === 1,
    similarProducts: similarProducts(similar, productSummaries(q, context, similarIds(similar))),
    configuratorUrl: row.configurator_url,
    relationLabel:
      row.relation_label !== null && row.relation_position !== null
        ? { name: row.relation_label, position: row.relation_position }
        : null,
    relatedProduct: row.related_product_id === null ? null : relatedProductOf(q, context, row.related_product_id),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    alternates: q.contexts.alternates((other) =>
      other.productPath(categoryRef(categoryIn(other, row.category_id)), row.slug),
    ),
  };
}
