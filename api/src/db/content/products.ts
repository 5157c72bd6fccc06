// Products as the answers carry them, from the rows the queries read (db/repository/products.ts).
import type {
  ProductBlock,
  ProductImage,
  ProductSummary,
  ProductTag,
  RelatedProduct,
} from '@ergoforma/shared-contracts';
import { categoryIn, categoryRef, type LocaleContext } from './locale-context';

/** How many of the newest products a latest_products block shows. */
export const LATEST_PRODUCTS_COUNT = 4;

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  category_id: number;
  published: string;
}

export interface ProductDetailRow extends ProductRow {
  configurator_url: string | null;
  show_similar_products: boolean;
  related_product_id: number | null;
  relation_position: number | null;
  short_description: string;
  /** 1 (SQLite) or true (PostgreSQL) when the short description is the Polish one for want of the locale's. */
  short_description_untranslated: number | boolean;
  seo_title: string | null;
  seo_description: string | null;
  relation_label: string | null;
}

export interface RelatedProductRow {
  slug: string;
  name: string;
  category_id: number;
  relation_position: number | null;
  relation_label: string | null;
}

export interface SimilarRow {
  similar_product_id: number | null;
  label: string | null;
}

/** What a summary and a product page share. */
export function productBase(
  context: LocaleContext,
  row: ProductRow,
  tags: ProductTag[],
): Omit<ProductSummary, 'image'> {
  const category = categoryIn(context, row.category_id);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: context.productPath(category, row.slug),
    category: categoryRef(category),
    tags,
    published: row.published,
  };
}

/** Each product's tags, in the tags' display order. */
export function tagsByProduct(
  context: LocaleContext,
  rows: ReadonlyArray<{ product_id: number; tag_id: number }>,
): Map<number, ProductTag[]> {
  const order = [...context.tags.keys()];
  const result = new Map<number, ProductTag[]>();
  for (const row of [...rows].sort((a, b) => order.indexOf(a.tag_id) - order.indexOf(b.tag_id))) {
    const tag = context.tags.get(row.tag_id);
    if (tag) result.set(row.product_id, [...(result.get(row.product_id) ?? []), tag]);
  }
  return result;
}

/** Summaries of `ids` in that order, from the rows of those products, their tags and first images. */
export function summariesInOrder(
  context: LocaleContext,
  ids: readonly number[],
  rows: readonly ProductRow[],
  tags: Map<number, ProductTag[]>,
  images: Map<number, ProductImage[]>,
): ProductSummary[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ ...productBase(context, row, tags.get(id) ?? []), image: images.get(id)?.[0]?.image ?? null }];
  });
}

/** The similar products of a product page: other products' summaries, or the plain labels (docs/api.md#entities). */
export function similarProducts(
  rows: readonly SimilarRow[],
  summaries: readonly ProductSummary[],
): Array<ProductSummary | string> {
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return rows.flatMap((row): Array<ProductSummary | string> => {
    if (row.label !== null) return [row.label];
    const found = row.similar_product_id === null ? undefined : byId.get(row.similar_product_id);
    return found ? [found] : [];
  });
}

export function relatedProduct(context: LocaleContext, row: RelatedProductRow): RelatedProduct {
  const category = categoryIn(context, row.category_id);
  return {
    slug: row.slug,
    name: row.name,
    path: context.productPath(category, row.slug),
    category: categoryRef(category),
    relationLabel: { name: row.relation_label ?? row.name, position: row.relation_position ?? 0 },
  };
}

/** Ids of the similar products (the labels aside). */
export const similarIds = (rows: readonly SimilarRow[]): number[] =>
  rows.flatMap((row) => (row.similar_product_id === null ? [] : [row.similar_product_id]));

/** The block as the contracts have it, with the names of its texts that fell back to Polish. */
export function productBlock({ name_untranslated, content_untranslated, ...block }: ProductBlockRow): ProductBlock {
  const untranslated: Array<'name' | 'content'> = [];
  if (name_untranslated) untranslated.push('name');
  if (content_untranslated) untranslated.push('content');
  return { ...block, untranslated };
}

export interface ProductBlockRow extends Omit<ProductBlock, 'untranslated'> {
  name_untranslated: number | boolean;
  content_untranslated: number | boolean;
}
