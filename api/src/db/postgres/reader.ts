// Typed queries on a pool or on the client of one transaction.
import type { Pool, PoolClient, QueryResultRow } from 'pg';

export class PgReader {
  constructor(readonly db: Pool | PoolClient) {}

  async rows<T extends QueryResultRow>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.db.query<T>(sql, [...params])).rows;
  }

  async row<T extends QueryResultRow>(sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
    return (await this.rows<T>(sql, params))[0];
  }

  /** The first column of each row. */
  async column<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.db.query<unknown[]>({ text: sql, values: [...params], rowMode: 'array' });
    return result.rows.map((row) => row[0] as T);
  }
}
