// Fabric pattern collections and product file types on SQLite.
import type { Collection, Locale, PatternCollection, ProductFileType } from '@ergoforma/shared-contracts';
import type { Pagination } from '../content-repository';
import { paginate } from '../content/paging';
import { translated as text } from '../content/translated-sql';
import { idList, type SqliteQueries } from './statements';

/** The pattern collections with their patterns, in the order of `ids`. */
function collectionsById(q: SqliteQueries, locale: Locale, ids: readonly number[]): PatternCollection[] {
  const list = idList(ids);
  const collections = q
    .sql(
      `SELECT c.id, ${text('name')} AS name, ${text('description')} AS description
       FROM pattern_collections c
       JOIN pattern_collection_translations d ON d.pattern_collection_id = c.id AND d.locale = 'pl'
       LEFT JOIN pattern_collection_translations t ON t.pattern_collection_id = c.id AND t.locale = @locale
       WHERE c.id IN (SELECT value FROM json_each(@list))`,
    )
    .all({ locale, list }) as Array<Omit<PatternCollection, 'patterns'>>;
  const patterns = q
    .sql(
      `SELECT p.id, p.pattern_collection_id, ${text('name')} AS name, p.code, p.color, p.image_url
       FROM patterns p
       JOIN pattern_translations d ON d.pattern_id = p.id AND d.locale = 'pl'
       LEFT JOIN pattern_translations t ON t.pattern_id = p.id AND t.locale = @locale
       WHERE p.pattern_collection_id IN (SELECT value FROM json_each(@list))
       ORDER BY p.pattern_collection_id, p.position`,
    )
    .all({ locale, list }) as Array<{
    id: number;
    pattern_collection_id: number;
    name: string;
    code: string;
    color: string;
    image_url: string | null;
  }>;
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

export function listPatternCollections(
  q: SqliteQueries,
  locale: Locale,
  pagination: Pagination,
): Collection<PatternCollection> {
  const ids = q.sql('SELECT id FROM pattern_collections ORDER BY position, id').pluck().all() as number[];
  const page = paginate(ids, pagination);
  return { ...page, member: collectionsById(q, locale, page.member) };
}

export function patternCollectionsOfProduct(q: SqliteQueries, locale: Locale, productId: number): PatternCollection[] {
  const ids = q
    .sql('SELECT pattern_collection_id FROM product_pattern_collections WHERE product_id = ? ORDER BY position')
    .pluck()
    .all(productId) as number[];
  return collectionsById(q, locale, ids);
}

export function listProductFileTypes(
  q: SqliteQueries,
  locale: Locale,
  pagination: Pagination,
): Collection<ProductFileType> {
  const rows = q
    .sql(
      `SELECT f.id, ${text('name')} AS name
       FROM file_types f
       JOIN file_type_translations d ON d.file_type_id = f.id AND d.locale = 'pl'
       LEFT JOIN file_type_translations t ON t.file_type_id = f.id AND t.locale = @locale
       ORDER BY f.id`,
    )
    .all({ locale }) as ProductFileType[];
  return paginate(rows, pagination);
}
