// The back office's product list: search by name or slug, filters (category, tag, published or draft, a language
// still missing), three orders and a page, with the total. One query for the page and one for the count, the same
// on both engines, measured on the 10,000-product catalogue by npm run bench:admin-list -w api.
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
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
 * Translated into `locale`: it has its short description in that language (the one text Polish must have). Each
 * further text still untranslated is listed by the translation status page.
 */
function translatedInto(locale: TranslatedLocale): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM product_translations t
    WHERE t.product_id = products.id AND t.locale = ${locale} AND t.short_description IS NOT NULL)`;
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

/** The product's last revision (revision ids grow with time): one step on content_revisions' index per product. */
const LAST_REVISION = sql`(SELECT MAX(r.id) FROM content_revisions r
  WHERE r.kind = 'product' AND r.record_id = products.id)`;

const ORDER_BY: Record<ProductSortField, RawBuilder<unknown>> = {
  name: sql`products.name_rank`,
  published: sql`products.published`,
  // Never changed sorts as oldest.
  updated: sql`COALESCE(${LAST_REVISION}, 0)`,
  id: sql`products.id`,
};

export async function listProducts(
  db: QueryDb,
  options: ProductListOptions,
): Promise<{ total: number; items: ProductListItem[] }> {
  const now = options.now.toISOString();
  const history = withHistory(db);
  const direction = options.order === 'desc' ? sql`DESC` : sql`ASC`;
  const [counted, rows] = await Promise.all([
    history
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => conditions(eb, options, now))
      .executeTakeFirstOrThrow(),
    history
      .selectFrom('products')
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
      ])
      .where((eb) => conditions(eb, options, now))
      .orderBy(sql`${ORDER_BY[options.sort]} ${direction}`)
      .orderBy(sql`products.id ${direction}`)
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
  ]);
  // The page's own details: when each was last saved, and its languages.
  const ids = rows.map((row) => Number(row.id));
  const [saved, translated] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          history
            .selectFrom('content_revisions')
            .select(['record_id', (eb) => eb.fn.max('changed_at').as('changed_at')])
            .where('kind', '=', 'product')
            .where('record_id', 'in', ids)
            .groupBy('record_id')
            .execute(),
          history
            .selectFrom('product_translations')
            .select(['product_id', 'locale'])
            .where('product_id', 'in', ids)
            .where('locale', 'in', TRANSLATED_LOCALES)
            .where('short_description', 'is not', null)
            .execute(),
        ]);
  const savedAt = new Map(saved.map((row) => [Number(row.record_id), row.changed_at]));
  return {
    total: Number(counted.n),
    items: rows.map((row) => {
      const id = Number(row.id);
      return {
        id,
        name: row.name,
        slug: row.slug,
        categoryId: Number(row.category_id),
        category: row.category,
        published: row.published,
        status: row.published <= now ? 'published' : 'draft',
        updated: savedAt.get(id) ?? null,
        languages: TRANSLATED_LOCALES.filter((locale) =>
          translated.some((entry) => Number(entry.product_id) === id && entry.locale === locale),
        ),
      };
    }),
  };
}
