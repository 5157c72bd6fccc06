// Many rows into one table at once: one INSERT per batch, each column sent as an array and unnested, so a
// content load of 10,000 products takes a few hundred statements, not hundreds of thousands.
import type { PoolClient } from 'pg';
import type { Row } from '../content/content-rows';

const BATCH = 5000;

/** Inserts `rows` (all with the same keys, the column names) into `table`. */
export async function insertRows(client: PoolClient, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  // The column types come from the table itself, so every value can be sent as text.
  const { rows: types } = await client.query<{ column_name: string; type: string }>(
    `SELECT a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type
     FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped`,
    [table],
  );
  const typeOf = new Map(types.map((row) => [row.column_name, row.type]));
  const unnest = columns.map((column, index) => `$${index + 1}::${typeOf.get(column) ?? 'text'}[]`).join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await client.query(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${unnest})`,
      columns.map((column) => batch.map((row) => row[column] ?? null)),
    );
  }
}
