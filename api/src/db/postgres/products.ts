// Products on PostgreSQL: the filtered, ordered list of summaries and the product page (mirror of
// db/sqlite/products.ts).
import type { Collection, Locale, Product, ProductFile, ProductSummary } from '@ergoforma/shared-contracts';
import type { ProductListQuery } from '../content-repository';
import { productImages, type ProductImageRow, type ThumbnailRow } from '../content/images';
import { categoryIn, categoryRef, type LocaleContext } from '../content/locale-context';
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
  type SimilarRow,
} from '../content/products';
import { ownLanguageSeo, translated as text } from '../content/translated-sql';
import { patternCollectionsById } from './patterns';
import type { PgQueries } from './statements';

const ORDER_COLUMNS = { name: 'p.name_rank', published: 'p.published' } as const;

interface SummaryRow extends ProductRow {
  tag_ids: number[] | null;
  /** The first image with its thumbnails, as JSON. */
  image: (Omit<ProductImageRow, 'product_id'> & { thumbnails: Array<Omit<ThumbnailRow, 'image_id'>> }) | null;
}

/** Product summaries for `ids`, in that order: one query whatever the count (tags and first image as JSON). */
export async function productSummaries(
  q: PgQueries,
  context: LocaleContext,
  ids: readonly number[],
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await q.rows<SummaryRow>(
    `SELECT p.id, p.slug, p.name, p.category_id, p.published,
            (SELECT array_agg(pt.tag_id) FROM product_tags pt WHERE pt.product_id = p.id) AS tag_ids,
            (SELECT json_build_object('id', i.id, 'url', i.url, 'width', i.width, 'height', i.height,
                      'name', ${text('name')}, 'alt', ${text('alt')},
                      'thumbnails', (SELECT COALESCE(json_agg(json_build_object('url', th.url, 'width', th.width, 'height', th.height)
                                                             ORDER BY th.position), '[]')
                                     FROM product_image_thumbnails th WHERE th.image_id = i.id))
             FROM product_images i
             JOIN product_image_translations d ON d.image_id = i.id AND d.locale = 'pl'
             LEFT JOIN product_image_translations t ON t.image_id = i.id AND t.locale = $1
             WHERE i.product_id = p.id
             ORDER BY i.position LIMIT 1) AS image
     FROM products p WHERE p.id = ANY($2::int[])`,
    [context.locale, ids],
  );
  const tags = tagsByProduct(
    context,
    rows.flatMap((row) => (row.tag_ids ?? []).map((tagId) => ({ product_id: row.id, tag_id: tagId }))),
  );
  const images = productImages(
    rows.flatMap((row) => (row.image ? [{ ...row.image, product_id: row.id }] : [])),
    rows.flatMap((row) =>
      row.image ? row.image.thumbnails.map((thumb) => ({ ...thumb, image_id: row.image?.id ?? 0 })) : [],
    ),
  );
  return summariesInOrder(context, ids, rows, tags, images);
}

/** The newest products (a latest_products block). */
export async function latestProducts(q: PgQueries, context: LocaleContext): Promise<ProductSummary[]> {
  const ids = await q.column<number>('SELECT id FROM products ORDER BY published DESC, id DESC LIMIT $1', [
    LATEST_PRODUCTS_COUNT,
  ]);
  return productSummaries(q, context, ids);
}

export async function listProducts(
  q: PgQueries,
  locale: Locale,
  query: ProductListQuery,
): Promise<Collection<ProductSummary>> {
  const where: string[] = [];
  const params: unknown[] = [];
  let with_ = '';
  if (query.categoryId !== undefined) {
    params.push(query.categoryId);
    with_ = `WITH RECURSIVE subtree(id) AS (
      SELECT id FROM categories WHERE id = $${params.length}
      UNION SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id) `;
    where.push(
      'EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT id FROM subtree))',
    );
  }
  const tagIds = [...new Set(query.tagIds ?? [])];
  if (tagIds.length > 0) {
    params.push(tagIds);
    where.push(
      `(SELECT COUNT(*) FROM product_tags pt WHERE pt.product_id = p.id AND pt.tag_id = ANY($${params.length}::int[])) = ${tagIds.length}`,
    );
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const order = (query.order ?? []).map(
    ({ field, direction }) => `${ORDER_COLUMNS[field]} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
  );
  const orderSql = `ORDER BY ${[...order, ...(order.length > 0 ? [] : ['p.position']), 'p.id'].join(', ')}`;
  const { offset, limit } = pageWindow(query.pagination);
  const pageParams = [...params, offset, limit];
  const [[totalItems = 0], ids, context] = await Promise.all([
    q.column<number>(`${with_}SELECT COUNT(*)::int FROM products p ${whereSql}`, params),
    q.column<number>(
      `${with_}SELECT p.id FROM products p ${whereSql} ${orderSql} OFFSET $${pageParams.length - 1} LIMIT $${pageParams.length}`,
      pageParams,
    ),
    q.context(locale),
  ]);
  return collection(await productSummaries(q, context, ids), totalItems, query.pagination);
}

/** A product page row: the product and, as JSON, what hangs off it (one query instead of one per part). */
interface ProductPageRow extends ProductDetailRow {
  tag_ids: number[] | null;
  similar: SimilarRow[] | null;
  pattern_collection_ids: number[] | null;
  blocks: ProductBlockRow[] | null;
  files: Array<Omit<ProductFile, 'fileType'> & { file_type_id: number; file_type_name: string }> | null;
  images: Array<Omit<ProductImageRow, 'product_id'> & { thumbnails: Array<Omit<ThumbnailRow, 'image_id'>> }> | null;
  related: RelatedProductRow | null;
}

const PRODUCT_PAGE_QUERY = `SELECT p.id, p.slug, p.name, p.category_id, p.published, p.configurator_url, p.show_similar_products,
    p.related_product_id, p.relation_position,
    ${text('short_description')} AS short_description, t.short_description IS NULL AS short_description_untranslated,
    ${ownLanguageSeo('seo_title', null)} AS seo_title,
    ${ownLanguageSeo('seo_description', null)} AS seo_description, ${text('relation_label')} AS relation_label,
    (SELECT array_agg(pt.tag_id) FROM product_tags pt WHERE pt.product_id = p.id) AS tag_ids,
    (SELECT json_agg(json_build_object('similar_product_id', s.similar_product_id, 'label', s.label) ORDER BY s.position)
     FROM product_similar s WHERE s.product_id = p.id) AS similar,
    (SELECT array_agg(c.pattern_collection_id ORDER BY c.position)
     FROM product_pattern_collections c WHERE c.product_id = p.id) AS pattern_collection_ids,
    (SELECT json_agg(json_build_object('id', b.id, 'type', b.type, 'name', COALESCE(bt.name, bd.name),
                                       'content', COALESCE(bt.content, bd.content), 'position', b.position,
                                       'name_untranslated', bt.name IS NULL, 'content_untranslated', bt.content IS NULL)
                     ORDER BY b.position, b.id)
     FROM product_blocks b
     JOIN product_block_translations bd ON bd.block_id = b.id AND bd.locale = 'pl'
     LEFT JOIN product_block_translations bt ON bt.block_id = b.id AND bt.locale = $1
     WHERE b.product_id = p.id) AS blocks,
    (SELECT json_agg(json_build_object('id', f.id, 'name', COALESCE(ft.name, fd.name), 'url', f.url, 'size', f.size,
                                       'file_type_id', f.file_type_id, 'file_type_name', COALESCE(tt.name, td.name))
                     ORDER BY f.position)
     FROM product_files f
     JOIN product_file_translations fd ON fd.file_id = f.id AND fd.locale = 'pl'
     LEFT JOIN product_file_translations ft ON ft.file_id = f.id AND ft.locale = $1
     JOIN file_type_translations td ON td.file_type_id = f.file_type_id AND td.locale = 'pl'
     LEFT JOIN file_type_translations tt ON tt.file_type_id = f.file_type_id AND tt.locale = $1
     WHERE f.product_id = p.id) AS files,
    (SELECT json_agg(json_build_object('id', i.id, 'url', i.url, 'width', i.width, 'height', i.height,
                                       'name', COALESCE(it.name, im.name), 'alt', COALESCE(it.alt, im.alt),
                                       'thumbnails', (SELECT COALESCE(json_agg(json_build_object('url', th.url, 'width', th.width,
                                                                         'height', th.height) ORDER BY th.position), '[]')
                                                      FROM product_image_thumbnails th WHERE th.image_id = i.id))
                     ORDER BY i.position)
     FROM product_images i
     JOIN product_image_translations im ON im.image_id = i.id AND im.locale = 'pl'
     LEFT JOIN product_image_translations it ON it.image_id = i.id AND it.locale = $1
     WHERE i.product_id = p.id) AS images,
    (SELECT json_build_object('slug', r.slug, 'name', r.name, 'category_id', r.category_id,
                              'relation_position', r.relation_position,
                              'relation_label', COALESCE(rt.relation_label, rd.relation_label))
     FROM products r
     JOIN product_translations rd ON rd.product_id = r.id AND rd.locale = 'pl'
     LEFT JOIN product_translations rt ON rt.product_id = r.id AND rt.locale = $1
     WHERE r.id = p.related_product_id) AS related
  FROM products p
  JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
  LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = $1`;

/** By slug, or by numeric id. */
export async function findProduct(q: PgQueries, locale: Locale, slugOrId: string): Promise<Product | null> {
  // PostgreSQL text cannot hold NUL (a query with one fails); SQLite compares it and finds nothing, as here.
  if (slugOrId.includes('\0')) return null;
  const byId = /^[1-9]\d{0,8}$/.test(slugOrId);
  const row = await q.row<ProductPageRow>(`${PRODUCT_PAGE_QUERY} WHERE ${byId ? 'p.id = $2::int' : 'p.slug = $2'}`, [
    locale,
    byId ? Number(slugOrId) : slugOrId,
  ]);
  if (!row) return null;
  const contexts = await q.contexts();
  const context = contexts.of(locale);
  const similar = row.similar ?? [];
  const [patternCollections, similarSummaries] = await Promise.all([
    patternCollectionsById(q, locale, row.pattern_collection_ids ?? []),
    productSummaries(q, context, similarIds(similar)),
  ]);
  const tags = tagsByProduct(
    context,
    (row.tag_ids ?? []).map((tagId) => ({ product_id: row.id, tag_id: tagId })),
  );
  const images = productImages(
    (row.images ?? []).map((image) => ({ ...image, product_id: row.id })),
    (row.images ?? []).flatMap((image) => image.thumbnails.map((thumb) => ({ ...thumb, image_id: image.id }))),
  );
  return {
    ...productBase(context, row, tags.get(row.id) ?? []),
    images: images.get(row.id) ?? [],
    shortDescription: row.short_description,
    untranslated: row.short_description_untranslated ? ['shortDescription'] : [],
    blocks: (row.blocks ?? []).map(productBlock),
    patternCollections,
    files: (row.files ?? []).map(({ file_type_id, file_type_name, ...file }) => ({
      ...file,
      fileType: { id: file_type_id, name: file_type_name },
    })),
    showSimilarProducts: row.show_similar_products,
    similarProducts: similarProducts(similar, similarSummaries),
    configuratorUrl: row.configurator_url,
    relationLabel:
      row.relation_label !== null && row.relation_position !== null
        ? { name: row.relation_label, position: row.relation_position }
        : null,
    relatedProduct: row.related === null ? null : relatedProduct(context, row.related),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    alternates: contexts.alternates((other) =>
      other.productPath(categoryRef(categoryIn(other, row.category_id)), row.slug),
    ),
  };
}
