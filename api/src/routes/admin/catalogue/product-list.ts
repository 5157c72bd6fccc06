// The back office's product list: search by name or slug, filters (category, tag, published or draft, a language
// still missing), three orders and a page, with the total. One query for the page and one for the count, the same
// on both engines; the 10,000-product catalogue answers in a few milliseconds (npm run bench:admin-list -w api).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { withHistory } from '../../../content/content-history';
import type { Database, QueryDb } from '../../../db';
import { containing } from './like-pattern';

export const PRODUCT_SORT_FIELDS = ['name', 'updated', 'published', 'id'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const PRODUCT_STATUSES = ['published', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const TRANSLATED_LOCALES = ['en', 'fr'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export interface ProductListFilters {
  q?: string;
  category?: number;
  tag?: number;
  status?: ProductStatus;
  missingLanguage?: TranslatedLocale;
}

export interface ProductListOptions extends ProductListFilters {
  sort: ProductSortField;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Now, for published (publish date reached) or draft (a later one). */
  now: Date;
}

/** One row of the list. */
export interface ProductListItem {
  id: number;
  name: string;
  slug: string;
  categoryId: number;
  /** The top-level category's Polish name. */
  category: string | null;
  published: string;
  status: ProductStatus;
  /** When it was last saved; null for a product never changed since the catalogue was loaded. */
  updated: string | null;
  /** The languages besides Polish it is translated into. */
  languages: TranslatedLocale[];
}

type Builder = ExpressionBuilder<Database, 'products'>;

/**
 * Translated into `locale`: its short description (the one text Polish must have) and every tab's content. A
 * product with neither is what the translators still have to do.
 */
function translatedInto(locale: TranslatedLocale): Expression<SqlBool> {
  return sql<SqlBool>`(EXISTS (SELECT 1 FROM product_translations t
      WHERE t.product_id = products.id AND t.locale = ${locale} AND t.short_description IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM product_blocks b
      LEFT JOIN product_block_translations bt ON bt.block_id = b.id AND bt.locale = ${locale}
      WHERE b.product_id = products.id AND bt.content IS NULL))`;
}

function conditions(eb: Builder, filters: ProductListFilters, now: string): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (filters.q !== undefined && filters.q.trim() !== '') {
    const pattern = containing(filters.q);
    all.push(
      sql<SqlBool>`(LOWER(products.name) LIKE ${pattern} ESCAPE '\\' OR products.slug LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (filters.category !== undefined) {
    const { category } = filters;
    all.push(
      eb.or([
        eb('products.category_id', '=', category),
        eb.exists(
          eb
            .selectFrom('product_categories as pc')
            .select('pc.product_id')
            .whereRef('pc.product_id', '=', 'products.id')
            .where('pc.category_id', '=', category),
        ),
      ]),
    );
  }
  if (filters.tag !== undefined) {
    const { tag } = filters;
    all.push(
      eb.exists(
        eb
          .selectFrom('product_tags as pt')
          .select('pt.product_id')
          .whereRef('pt.product_id', '=', 'products.id')
          .where('pt.tag_id', '=', tag),
      ),
    );
  }
  if (filters.status !== undefined)
    all.push(eb('products.published', filters.status === 'published' ? '<=' : '>', now));
  if (filters.missingLanguage !== undefined) all.push(eb.not(translatedInto(filters.missingLanguage)));
  return eb.and(all);
}

const ORDER_BY: Record<ProductSortField, string> = {
  name: 'products.name_rank',
  published: 'products.published',
  // Never changed sorts as oldest.
  updated: "COALESCE(r.changed_at, '')",
  id: 'products.id',
};

export async function listProducts(
  db: QueryDb,
  options: ProductListOptions,
): Promise<{ total: number; items: ProductListItem[] }> {
  const now = options.now.toISOString();
  const history = withHistory(db);
  const lastChanges = history
    .selectFrom('content_revisions')
    .select(['record_id', (eb) => eb.fn.max('changed_at').as('changed_at')])
    .where('kind', '=', 'product')
    .groupBy('record_id')
    .as('r');
  const direction = options.order === 'desc' ? sql`DESC` : sql`ASC`;
  const [counted, rows] = await Promise.all([
    history
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => conditions(eb, options, now))
      .executeTakeFirstOrThrow(),
    history
      .selectFrom('products')
      .leftJoin(lastChanges, 'r.record_id', 'products.id')
      .leftJoin('category_translations as c', (join) =>
        join.onRef('c.category_id', '=', 'products.category_id').on('c.locale', '=', 'pl'),
      )
      .select([
        'products.id',
        'products.name',
        'products.slug',
        'products.category_id',
        'products.published',
        'c.name as category',
        'r.changed_at as updated',
        sql<boolean>`${translatedInto('en')}`.as('has_en'),
        sql<boolean>`${translatedInto('fr')}`.as('has_fr'),
      ])
      .where((eb) => conditions(eb, options, now))
      .orderBy(sql`${sql.raw(ORDER_BY[options.sort])} ${direction}`)
      .orderBy(sql`products.id ${direction}`)
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
  ]);
  return {
    total: Number(counted.n),
    items: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      slug: row.slug,
      categoryId: Number(row.category_id),
      category: row.category,
      published: row.published,
      status: row.published <= now ? 'published' : 'draft',
      updated: row.updated ?? null,
      // SQLite answers 0/1, PostgreSQL a boolean.
      languages: TRANSLATED_LOCALES.filter((locale) => Boolean(Number(locale === 'en' ? row.has_en : row.has_fr))),
    })),
  };
}
