// Chair mechanisms and their categories on PostgreSQL (mirror of db/sqlite/mechanisms.ts).
import type { Collection, Locale, Mechanism, MechanismCategory } from '@ergoforma/shared-contracts';
import type { MechanismListQuery, Pagination } from '../content-repository';
import { mechanismQuery, mechanismsFromRows, type MechanismRow } from '../content/mechanism-rows';
import { collection, paginate, pageWindow } from '../content/paging';
import { recordAlternates, type SlugRow } from '../content/record-alternates';
import { translated as text } from '../content/translated-sql';
import { pageParams, type PgQueries } from './statements';

const MECHANISM_QUERY = mechanismQuery('$1');

function mechanismCategories(q: PgQueries, locale: Locale): Promise<MechanismCategory[]> {
  return q.rows<MechanismCategory & { id: number }>(
    `SELECT c.id, ${text('name')} AS name, ${text('slug')} AS slug
     FROM mechanism_categories c
     JOIN mechanism_category_translations d ON d.mechanism_category_id = c.id AND d.locale = 'pl'
     LEFT JOIN mechanism_category_translations t ON t.mechanism_category_id = c.id AND t.locale = $1
     ORDER BY c.position, c.id`,
    [locale],
  );
}

export async function listMechanismCategories(
  q: PgQueries,
  locale: Locale,
  pagination: Pagination,
): Promise<Collection<MechanismCategory>> {
  return paginate(await mechanismCategories(q, locale), pagination);
}

async function toMechanisms(q: PgQueries, locale: Locale, rows: readonly MechanismRow[]): Promise<Mechanism[]> {
  const ids = rows.map((row) => row.id);
  const [contexts, categoryList, slugRows] = await Promise.all([
    q.contexts(),
    mechanismCategories(q, locale),
    q.rows<SlugRow>(
      'SELECT mechanism_id AS id, locale, slug FROM mechanism_translations WHERE mechanism_id = ANY($1::int[]) AND slug IS NOT NULL',
      [ids],
    ),
  ]);
  const context = contexts.of(locale);
  const categories = new Map(categoryList.map((c) => [c.id, c]));
  const alternates = recordAlternates(contexts, ids, slugRows, 'mechanisms');
  return mechanismsFromRows(context, rows, categories, alternates);
}

export async function listMechanisms(
  q: PgQueries,
  locale: Locale,
  query: MechanismListQuery,
): Promise<Collection<Mechanism>> {
  const categoryId = query.categoryId ?? null;
  const [[totalItems = 0], rows] = await Promise.all([
    q.column<number>('SELECT COUNT(*)::int FROM mechanisms WHERE $1::int IS NULL OR mechanism_category_id = $1', [
      categoryId,
    ]),
    q.rows<MechanismRow>(
      `${MECHANISM_QUERY}
       WHERE $2::int IS NULL OR m.mechanism_category_id = $2
       ORDER BY c.position, m.position, m.id
       OFFSET $3 LIMIT $4`,
      [locale, categoryId, ...pageParams(pageWindow(query.pagination))],
    ),
  ]);
  return collection(await toMechanisms(q, locale, rows), totalItems, query.pagination);
}

/** By slug in the locale, or the Polish slug. */
export async function findMechanism(q: PgQueries, locale: Locale, slug: string): Promise<Mechanism | null> {
  const row = await q.row<MechanismRow>(
    `${MECHANISM_QUERY}
     WHERE COALESCE(t.slug, d.slug) = $2 OR d.slug = $2
     ORDER BY COALESCE(t.slug, d.slug) = $2 DESC
     LIMIT 1`,
    [locale, slug],
  );
  return row ? ((await toMechanisms(q, locale, [row]))[0] ?? null) : null;
}
