// A pool of connections to the PostgreSQL database named by DATABASE_URL (postgres://user:password@host:port/db).
import { Pool } from 'pg';

/** Connections per API process; a replica rarely needs more (queries are short). */
const POOL_SIZE = 10;

export function openPool(databaseUrl: string): Pool {
  // Pipelined: statements a caller sends together (db/query/together.ts) cost one round trip, not one each; a caller
  // that awaits each statement is served as without it.
  const pool = new Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    application_name: 'ergoforma-api',
    pipeline: true,
  });
  // An idle connection the server dropped must not crash the process; the next query opens a new one.
  pool.on('error', () => undefined);
  return pool;
}

/** Whether a database address names PostgreSQL (otherwise the API uses its embedded SQLite file). */
export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);
