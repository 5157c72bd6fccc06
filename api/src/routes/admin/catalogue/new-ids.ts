// A product written from the back office names no id for what is new: the product itself on create, a tab (or an
// image, a file) added in the editor. Each gets the next free id of its table, as the fixtures number them; the
// content service still checks that the ids a record carries are its own.
import { sql } from 'kysely';
import type { QueryDb } from '../../../db';

const PARTS = { blocks: 'product_blocks', images: 'product_images', files: 'product_files' } as const;

type Table = 'products' | (typeof PARTS)[keyof typeof PARTS];

async function nextId(db: QueryDb, table: Table): Promise<number> {
  const row = await sql<{ next: number | string }>`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM ${sql.table(table)}`
    .execute(db)
    .then((result) => result.rows[0]);
  return Number(row?.next ?? 1);
}

const hasNoId = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !('id' in value && value.id !== null && value.id !== undefined);

/** `record` with ids given to the product and its parts that have none (anything else is left to the schema). */
export async function withNewIds(db: QueryDb, record: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = { ...record };
  if (hasNoId(record)) result.id = await nextId(db, 'products');
  for (const [field, table] of Object.entries(PARTS)) {
    const parts = record[field];
    if (!Array.isArray(parts) || !parts.some(hasNoId)) continue;
    let next = await nextId(db, table);
    result[field] = parts.map((part: unknown) => (hasNoId(part) ? { ...part, id: next++ } : part));
  }
  return result;
}
