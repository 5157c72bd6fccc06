// Chair mechanisms and their categories on SQLite.
import type { Collection, Locale, Mechanism, MechanismCategory } from '@ergoforma/shared-contracts';
import type { MechanismListQuery, Pagination } from '../content-repository';
import { mechanismQuery, mechanismsFromRows, type MechanismRow } from '../content/mechanism-rows';
import { collection, paginate, pageWindow } from '../content/paging';
import { recordAlternates, type SlugRow } from '../content/record-alternates';
import { translated as text } from '../content/translated-sql';
import { idList, limits, type SqliteQueries } from './statements';

const MECHANISM_QUERY = mechanismQuery('@locale');

function mechanismCategories(q: SqliteQueries, locale: Locale): MechanismCategory[] {
  return q
    .sql(
      `SELECT c.id, ${text('name')} AS name, ${text('slug')} AS slug
       FROM mechanism_categories c
       JOIN mechanism_category_translations d ON d.mechanism_category_id = c.id AND d.locale = 'pl'
       LEFT JOIN mechanism_category_translations t ON t.mechanism_category_id = c.id AND t.locale = @locale
       ORDER BY c.position, c.id`,
    )
    .all({ locale }) as MechanismCategory[];
}

export function listMechanismCategories(
  q: SqliteQueries,
  locale: Locale,
  pagination: Pagination,
): Collection<MechanismCategory> {
  return paginate(mechanismCategories(q, locale), pagination);
}

function toMechanisms(q: SqliteQueries, locale: Locale, rows: readonly MechanismRow[]): Mechanism[] {
  const context = q.contexts.of(locale);
  const categories = new Map(mechanismCategories(q, locale).map((c) => [c.id, c]));
  const ids = rows.map((row) => row.id);
  const slugRows = q
    .sql(
      'SELECT mechanism_id AS id, locale, slug FROM mechanism_translations WHERE mechanism_id IN (SELECT value FROM json_each(?)) AND slug IS NOT NULL',
    )
    .all(idList(ids)) as SlugRow[];
  const alternates = recordAlternates(q.contexts, ids, slugRows, 'mechanisms');
  return mechanismsFromRows(context, rows, categories, alternates);
}

export function listMechanisms(q: SqliteQueries, locale: Locale, query: MechanismListQuery): Collection<Mechanism> {
  const categoryId = query.categoryId ?? null;
  const totalItems = q
    .sql('SELECT COUNT(*) FROM mechanisms WHERE @categoryId IS NULL OR mechanism_category_id = @categoryId')
    .pluck()
    .get({ categoryId }) as number;
  const rows = q
    .sql(
      `${MECHANISM_QUERY}
       WHERE @categoryId IS NULL OR m.mechanism_category_id = @categoryId
       ORDER BY c.position, m.position, m.id
       LIMIT @limit OFFSET @offset`,
    )
    .all({ locale, categoryId, ...limits(pageWindow(query.pagination)) }) as MechanismRow[];
  return collection(toMechanisms(q, locale, rows), totalItems, query.pagination);
}

/** By slug in the locale, or the Polish slug. */
export function findMechanism(q: SqliteQueries, locale: Locale, slug: string): Mechanism | null {
  const row = q
    .sql(
      `${MECHANISM_QUERY}
       WHERE COALESCE(t.slug, d.slug) = @slug OR d.slug = @slug
       ORDER BY COALESCE(t.slug, d.slug) = @slug DESC
       LIMIT 1`,
    )
    .get({ locale, slug }) as MechanismRow | undefined;
  return row ? (toMechanisms(q, locale, [row])[0] ?? null) : null;
}
