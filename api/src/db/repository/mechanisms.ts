// Chair mechanisms and their categories.
import { sql } from 'kysely';
import type { Collection, Locale, Mechanism, MechanismCategory } from '@ergoforma/shared-contracts';
import type { MechanismListQuery, Pagination } from '../content-repository';
import { mechanismQuery, mechanismsFromRows, type MechanismRow } from '../content/mechanism-rows';
import { collection, paginate, pageWindow } from '../content/paging';
import { recordAlternates } from '../content/record-alternates';
import { translated as text } from '../content/translated-sql';
import { countAll, pageClause, type Queries } from '../query/queries';

function mechanismCategories(q: Queries, locale: Locale): Promise<Array<MechanismCategory & { id: number }>> {
  return q.rows(sql`SELECT c.id, ${sql.raw(text('name'))} AS name, ${sql.raw(text('slug'))} AS slug
     FROM mechanism_categories c
     JOIN mechanism_category_translations d ON d.mechanism_category_id = c.id AND d.locale = 'pl'
     LEFT JOIN mechanism_category_translations t ON t.mechanism_category_id = c.id AND t.locale = ${locale}
     ORDER BY c.position, c.id`);
}

export async function listMechanismCategories(
  q: Queries,
  locale: Locale,
  pagination: Pagination,
): Promise<Collection<MechanismCategory>> {
  return paginate(await mechanismCategories(q, locale), pagination);
}

async function toMechanisms(q: Queries, locale: Locale, rows: readonly MechanismRow[]): Promise<Mechanism[]> {
  const ids = rows.map((row) => row.id);
  const [contexts, categoryList, slugRows] = await Promise.all([
    q.contexts(),
    mechanismCategories(q, locale),
    q.db
      .selectFrom('mechanism_translations')
      .select(['mechanism_id as id', 'locale', 'slug'])
      .where('mechanism_id', 'in', q.idList(ids))
      .where('slug', 'is not', null)
      .$narrowType<{ slug: string }>()
      .execute(),
  ]);
  const categories = new Map(categoryList.map((c) => [c.id, c]));
  const alternates = recordAlternates(contexts, ids, slugRows, 'mechanisms');
  return mechanismsFromRows(contexts.of(locale), rows, categories, alternates);
}

export async function listMechanisms(
  q: Queries,
  locale: Locale,
  query: MechanismListQuery,
): Promise<Collection<Mechanism>> {
  const inCategory = query.categoryId === undefined ? sql`1 = 1` : sql`m.mechanism_category_id = ${query.categoryId}`;
  const [total, rows] = await Promise.all([
    q.row<{ n: number }>(sql`SELECT ${countAll} AS n FROM mechanisms m WHERE ${inCategory}`),
    q.rows<MechanismRow>(sql`${mechanismQuery(locale)}
       WHERE ${inCategory}
       ORDER BY c.position, m.position, m.id
       ${pageClause(pageWindow(query.pagination))}`),
  ]);
  return collection(await toMechanisms(q, locale, rows), total?.n ?? 0, query.pagination);
}

/** By slug in the locale, or the Polish slug. */
export async function findMechanism(q: Queries, locale: Locale, slug: string): Promise<Mechanism | null> {
  const row = await q.row<MechanismRow>(sql`${mechanismQuery(locale)}
     WHERE COALESCE(t.slug, d.slug) = ${slug} OR d.slug = ${slug}
     ORDER BY COALESCE(t.slug, d.slug) = ${slug} DESC
     LIMIT 1`);
  return row ? ((await toMechanisms(q, locale, [row]))[0] ?? null) : null;
}
