// Products: the filtered, ordered list of summaries and the product page.
import { sql, type RawBuilder } from 'kysely';
import type { Collection, Locale, Product, ProductFile, ProductSummary } from '@ergoforma/shared-contracts';
import type { ProductListQuery } from '../content-repository';
import { categoryIn, categoryRef, type LocaleContext } from '../content/locale-context';
import { productImages, type ProductImageRow, type ThumbnailRow } from '../content/images';
import { collection, pageWindow } from '../content/paging';
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
} from '../content/products';
import { ownLanguageSeo, translated as text } from '../content/translated-sql';
import { countAll, pageClause, type Queries } from '../query/queries';
import { patternCollectionsById } from './patterns';

const ORDER_COLUMNS = { name: 'p.name_rank', published: 'p.published' } as const;

/** Tags of the products `ids`. */
async function tagsOf(q: Queries, context: LocaleContext, ids: readonly number[]) {
  const rows = await q.db
    .selectFrom('product_tags')
    .select(['product_id', 'tag_id'])
    .where('product_id', 'in', q.idList(ids))
    .execute();
  return tagsByProduct(context, rows);
}

/** Images (with thumbnails) of the products `ids`; only each product's first image when `firstOnly`. */
async function imagesOf(q: Queries, locale: Locale, ids: readonly number[], firstOnly: boolean) {
  const rows = await q.rows<ProductImageRow>(sql`SELECT i.id, i.product_id, i.url, i.width, i.height,
       ${sql.raw(text('name'))} AS name, ${sql.raw(text('alt'))} AS alt
     FROM product_images i
     JOIN product_image_translations d ON d.image_id = i.id AND d.locale = 'pl'
     LEFT JOIN product_image_translations t ON t.image_id = i.id AND t.locale = ${locale}
     WHERE i.product_id IN ${q.idList(ids)}
       ${firstOnly ? sql`AND i.position = (SELECT MIN(x.position) FROM product_images x WHERE x.product_id = i.product_id)` : sql``}
     ORDER BY i.product_id, i.position`);
  const thumbnails: ThumbnailRow[] = await q.db
    .selectFrom('product_image_thumbnails')
    .select(['image_id', 'url', 'width', 'height'])
    .where('image_id', 'in', q.idList(rows.map((row) => row.id)))
    .orderBy('image_id')
    .orderBy('position')
    .execute();
  return productImages(rows, thumbnails);
}

/** Product summaries for `ids`, in that order (batched: a handful of queries whatever the count). */
export async function productSummaries(
  q: Queries,
  context: LocaleContext,
  ids: readonly number[],
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const [rows, tags, images] = await Promise.all([
    q.db
      .selectFrom('products')
      .select(['id', 'slug', 'name', 'category_id', 'published'])
      .where('id', 'in', q.idList(ids))
      .where('is_published', '=', true)
      .execute(),
    tagsOf(q, context, ids),
    imagesOf(q, context.locale, ids, true),
  ]);
  return summariesInOrder(context, ids, rows satisfies ProductRow[], tags, images);
}

/** The newest products (a latest_products block). */
export async function latestProducts(q: Queries, context: LocaleContext): Promise<ProductSummary[]> {
  const rows = await q.db
    .selectFrom('products')
    .select('id')
    .where('is_published', '=', true)
    .orderBy('published', 'desc')
    .orderBy('id', 'desc')
    .limit(LATEST_PRODUCTS_COUNT)
    .execute();
  return productSummaries(
    q,
    context,
    rows.map((row) => row.id),
  );
}

export async function listProducts(
  q: Queries,
  locale: Locale,
  query: ProductListQuery,
): Promise<Collection<ProductSummary>> {
  // An unpublished product is on no list (nor in the sitemap, which lists them all).
  const where: RawBuilder<unknown>[] = [sql`p.is_published = ${true}`];
  let with_: RawBuilder<unknown> = sql``;
  if (query.categoryId !== undefined) {
    with_ = sql`WITH RECURSIVE subtree(id) AS (
      SELECT id FROM categories WHERE id = ${query.categoryId}
      UNION SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id) `;
    where.push(
      sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT id FROM subtree))`,
    );
  }
  const tagIds = [...new Set(query.tagIds ?? [])];
  if (tagIds.length > 0) {
    where.push(
      sql`(SELECT COUNT(*) FROM product_tags pt WHERE pt.product_id = p.id AND pt.tag_id IN ${q.idList(tagIds)}) = ${tagIds.length}`,
    );
  }
  const whereSql = sql`WHERE ${sql.join(where, sql` AND `)}`;
  const order = (query.order ?? []).map(
    ({ field, direction }) => `${ORDER_COLUMNS[field]} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
  );
  const orderSql = sql.raw(`ORDER BY ${[...order, ...(order.length > 0 ? [] : ['p.position']), 'p.id'].join(', ')}`);
  const [total, ids, context] = await Promise.all([
    q.row<{ n: number }>(sql`${with_}SELECT ${countAll} AS n FROM products p ${whereSql}`),
    q.rows<{ id: number }>(
      sql`${with_}SELECT p.id FROM products p ${whereSql} ${orderSql} ${pageClause(pageWindow(query.pagination))}`,
    ),
    q.context(locale),
  ]);
  const summaries = await productSummaries(
    q,
    context,
    ids.map((row) => row.id),
  );
  return collection(summaries, total?.n ?? 0, query.pagination);
}

async function productBlocks(q: Queries, locale: Locale, productId: number) {
  const rows = await q.rows<ProductBlockRow>(sql`SELECT b.id, b.type, ${sql.raw(text('name'))} AS name,
       ${sql.raw(text('content'))} AS content, b.position,
       t.name IS NULL AS name_untranslated, t.content IS NULL AS content_untranslated
     FROM product_blocks b
     JOIN product_block_translations d ON d.block_id = b.id AND d.locale = 'pl'
     LEFT JOIN product_block_translations t ON t.block_id = b.id AND t.locale = ${locale}
     WHERE b.product_id = ${productId}
     ORDER BY b.position, b.id`);
  return rows.map(productBlock);
}

async function productFiles(q: Queries, locale: Locale, productId: number): Promise<ProductFile[]> {
  const rows = await q.rows<{
    id: number;
    name: string;
    url: string;
    size: number;
    file_type_id: number;
    file_type_name: string;
  }>(sql`SELECT f.id, ${sql.raw(text('name'))} AS name, f.url, f.size, f.file_type_id,
       COALESCE(tt.name, td.name) AS file_type_name
     FROM product_files f
     JOIN product_file_translations d ON d.file_id = f.id AND d.locale = 'pl'
     LEFT JOIN product_file_translations t ON t.file_id = f.id AND t.locale = ${locale}
     JOIN file_type_translations td ON td.file_type_id = f.file_type_id AND td.locale = 'pl'
     LEFT JOIN file_type_translations tt ON tt.file_type_id = f.file_type_id AND tt.locale = ${locale}
     WHERE f.product_id = ${productId}
     ORDER BY f.position`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    size: row.size,
    fileType: { id: row.file_type_id, name: row.file_type_name },
  }));
}

async function relatedProductOf(q: Queries, context: LocaleContext, id: number | null) {
  if (id === null) return null;
  const row = await q.row<RelatedProductRow>(sql`SELECT p.slug, p.name, p.category_id, p.relation_position,
       ${sql.raw(text('relation_label'))} AS relation_label
     FROM products p
     JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
     LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ${context.locale}
     WHERE p.id = ${id} AND p.is_published = ${true}`);
  return row ? relatedProduct(context, row) : null;
}

async function similarOf(q: Queries, context: LocaleContext, productId: number) {
  const rows = await q.db
    .selectFrom('product_similar')
    .select(['similar_product_id', 'label'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return similarProducts(rows, await productSummaries(q, context, similarIds(rows)));
}

async function patternCollectionsOf(q: Queries, locale: Locale, productId: number) {
  const rows = await q.db
    .selectFrom('product_pattern_collections')
    .select('pattern_collection_id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return patternCollectionsById(
    q,
    locale,
    rows.map((row) => row.pattern_collection_id),
  );
}

/** By slug, or by numeric id. */
export async function findProduct(q: Queries, locale: Locale, slugOrId: string): Promise<Product | null> {
  // PostgreSQL text cannot hold NUL (a query with one fails); SQLite compares it and finds nothing, as here.
  if (slugOrId.includes('\0')) return null;
  const byId = /^[1-9]\d{0,8}$/.test(slugOrId);
  const [row, contexts] = await Promise.all([
    q.row<ProductDetailRow>(sql`SELECT p.id, p.slug, p.name, p.category_id, p.published, p.configurator_url,
         p.show_similar_products, p.related_product_id, p.relation_position,
         ${sql.raw(text('short_description'))} AS short_description,
         t.short_description IS NULL AS short_description_untranslated,
         ${sql.raw(ownLanguageSeo('seo_title', null))} AS seo_title,
         ${sql.raw(ownLanguageSeo('seo_description', null))} AS seo_description,
         ${sql.raw(text('relation_label'))} AS relation_label
       FROM products p
       JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
       LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ${locale}
       WHERE ${byId ? sql`p.id = ${Number(slugOrId)}` : sql`p.slug = ${slugOrId}`} AND p.is_published = ${true}`),
    q.contexts(),
  ]);
  if (!row) return null;
  const context = contexts.of(locale);
  const [tags, images, blocks, patternCollections, files, similar, related] = await Promise.all([
    tagsOf(q, context, [row.id]),
    imagesOf(q, locale, [row.id], false),
    productBlocks(q, locale, row.id),
    patternCollectionsOf(q, locale, row.id),
    productFiles(q, locale, row.id),
    similarOf(q, context, row.id),
    relatedProductOf(q, context, row.related_product_id),
  ]);
  return {
    ...productBase(context, row, tags.get(row.id) ?? []),
    images: images.get(row.id) ?? [],
    shortDescription: row.short_description,
    untranslated: row.short_description_untranslated ? ['shortDescription'] : [],
    blocks,
    patternCollections,
    files,
    showSimilarProducts: row.show_similar_products,
    similarProducts: similar,
    configuratorUrl: row.configurator_url,
    relationLabel:
      row.relation_label !== null && row.relation_position !== null
        ? { name: row.relation_label, position: row.relation_position }
        : null,
    relatedProduct: related,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    alternates: contexts.alternates((other) =>
      other.productPath(categoryRef(categoryIn(other, row.category_id)), row.slug),
    ),
  };
}
