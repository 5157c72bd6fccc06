// Fabric pattern collections and product file types.
import { sql } from 'kysely';
import type { Collection, Locale, PatternCollection, ProductFileType } from '@ergoforma/shared-contracts';
import type { Pagination } from '../content-repository';
import { paginate } from '../content/paging';
import { translated as text } from '../content/translated-sql';
import type { Queries } from '../query/queries';

/** The pattern collections with their patterns, in the order of `ids`. */
export async function patternCollectionsById(
  q: Queries,
  locale: Locale,
  ids: readonly number[],
): Promise<PatternCollection[]> {
  if (ids.length === 0) return [];
  const [collections, patterns] = await Promise.all([
    q.rows<Omit<PatternCollection, 'patterns'>>(sql`SELECT c.id, ${sql.raw(text('name'))} AS name,
         ${sql.raw(text('description'))} AS description
       FROM pattern_collections c
       JOIN pattern_collection_translations d ON d.pattern_collection_id = c.id AND d.locale = 'pl'
       LEFT JOIN pattern_collection_translations t ON t.pattern_collection_id = c.id AND t.locale = ${locale}
       WHERE c.id IN ${q.idList(ids)}`),
    q.rows<{
      id: number;
      pattern_collection_id: number;
      name: string;
      code: string;
      color: string;
      image_url: string | null;
    }>(sql`SELECT p.id, p.pattern_collection_id, ${sql.raw(text('name'))} AS name, p.code, p.color, p.image_url
       FROM patterns p
       JOIN pattern_translations d ON d.pattern_id = p.id AND d.locale = 'pl'
       LEFT JOIN pattern_translations t ON t.pattern_id = p.id AND t.locale = ${locale}
       WHERE p.pattern_collection_id IN ${q.idList(ids)}
       ORDER BY p.pattern_collection_id, p.position`),
  ]);
  const byId = new Map(collections.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    return [
      {
        ...found,
        patterns: patterns
          .filter((p) => p.pattern_collection_id === id)
          .map((p) => ({ id: p.id, name: p.name, code: p.code, color: p.color, imageUrl: p.image_url })),
      },
    ];
  });
}

export async function listPatternCollections(
  q: Queries,
  locale: Locale,
  pagination: Pagination,
): Promise<Collection<PatternCollection>> {
  const rows = await q.db.selectFrom('pattern_collections').select('id').orderBy('position').orderBy('id').execute();
  const page = paginate(
    rows.map((row) => row.id),
    pagination,
  );
  return { ...page, member: await patternCollectionsById(q, locale, page.member) };
}

export async function listProductFileTypes(
  q: Queries,
  locale: Locale,
  pagination: Pagination,
): Promise<Collection<ProductFileType>> {
  const rows = await q.rows<ProductFileType & { id: number }>(sql`SELECT f.id, ${sql.raw(text('name'))} AS name
     FROM file_types f
     JOIN file_type_translations d ON d.file_type_id = f.id AND d.locale = 'pl'
     LEFT JOIN file_type_translations t ON t.file_type_id = f.id AND t.locale = ${locale}
     ORDER BY f.id`);
  return paginate(rows, pagination);
}
