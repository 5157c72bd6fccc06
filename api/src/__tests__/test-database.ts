// Test helper: which engine the API tests run on. Unset DATABASE_URL: SQLite files in temp folders. DATABASE_URL=
// postgres://... (a throwaway cluster, .ci/start-postgres): every test app gets a database of its own on that server,
// dropped when the app closes, so test files can run in parallel.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { isPostgresUrl } from '../db';

const serverUrl = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;

/** 'PostgreSQL' or 'SQLite': the engine these tests run on. */
export const TEST_ENGINE = serverUrl === undefined ? 'SQLite' : 'PostgreSQL';

export interface TestDatabase {
  /** Pass as buildApp's databaseUrl (undefined: SQLite). */
  url: string | undefined;
  drop(): Promise<void>;
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server (PostgreSQL), or nothing to do (SQLite). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (serverUrl === undefined) return { url: undefined, drop: async () => undefined };
  const name = `ergoforma_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
