// Chair mechanisms and their categories on SQLite.
import type { Collection, Locale, Mechanism, MechanismCategory } from '@ergoforma/shared-contracts';
import type { MechanismListQuery, Pagination } from '../content-repository';
import { imageOf, type MediaImageColumns } from '../content/images';
import { collection, paginate, pageWindow } from '../content/paging';
import { recordAlternates, type SlugRow } from '../content/record-alternates';
import { translated as text } from '../content/translated-sql';
import { idList, limits, type SqliteQueries } from './statements';

interface MechanismRow extends MediaImageColumns {
  id: number;
  name: string;
  slug: string;
  description: string;
  mechanism_category_id: number;
}

const MECHANISM_QUERY = `SELECT m.id, m.mechanism_category_id, ${text('name')} AS name, ${text('slug')} AS slug,
    ${text('description')} AS description, ${text('image_alt')} AS image_alt, m.image_url, m.image_width, m.image_height
  FROM mechanisms m
  JOIN mechanism_categories c ON c.id = m.mechanism_category_id
  JOIN mechanism_translations d ON d.mechanism_id = m.id AND d.locale = 'pl'
  LEFT JOIN mechanism_translations t ON t.mechanism_id = m.id AND t.locale = @locale`;

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
  return rows.flatMap((row) => {
    const category = categories.get(row.mechanism_category_id);
    if (!category) return [];
    return [
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        path: context.recordPath('mechanisms', row.slug) ?? '',
        category,
        description: row.description,
        image: imageOf(row),
        alternates: alternates.get(row.id) ?? {},
      },
    ];
  });
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
