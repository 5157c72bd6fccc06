// Typed queries on a pool or on the client of one transaction. Every query is a named prepared statement: each
// connection parses and plans a query text once, then only binds and executes it.
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';

const names = new Map<string, string>();

/** A stable statement name for a query text. */
function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `q${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
}

export class PgReader {
  constructor(readonly db: Pool | PoolClient) {}

  async rows<T extends QueryResultRow>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.db.query<T>({ name: statementName(sql), text: sql, values: [...params] })).rows;
  }

  async row<T extends QueryResultRow>(sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
    return (await this.rows<T>(sql, params))[0];
  }

  /** The first column of each row. */
  async column<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.db.query<unknown[]>({
      name: statementName(sql),
      text: sql,
      values: [...params],
      rowMode: 'array',
    });
    return result.rows.map((row) => row[0] as T);
  }
}
