// Statements sent together. PostgreSQL's connections pipeline (postgres/connection.ts): statements given at once go
// out without waiting for each other's answers and still run in the order given, in the caller's transaction, so a
// batch costs one round trip to the server instead of one per statement. On SQLite they run one after another.
import type { CompiledQuery, QueryExecutor } from 'kysely';

export type Rows = Array<Record<string, unknown>>;

/**
 * Runs `queries` in order on one connection (the transaction's, when `db` is one) and gives their rows in that order.
 * It settles only once every statement has been answered (the connection is not handed on with statements in flight);
 * the first failure is thrown.
 */
export async function together(
  db: { getExecutor(): QueryExecutor },
  queries: readonly CompiledQuery[],
): Promise<Rows[]> {
  if (queries.length === 0) return [];
  const results = await db
    .getExecutor()
    .provideConnection((connection) =>
      Promise.allSettled(queries.map((query) => connection.executeQuery<Record<string, unknown>>(query))),
    );
  return results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value.rows;
  });
}
