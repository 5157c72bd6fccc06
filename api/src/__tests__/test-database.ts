// Test helper: which engine the API tests run on. Unset DATABASE_URL: SQLite files in temp folders. DATABASE_URL=
// postgres://... (a throwaway cluster, .ci/start-postgres): every test app gets a database of its own on that server,
// dropped when the app closes, so test files can run in parallel. Those databases are copies of a template that holds
// the migrated schema and the sample content (made once per run by the Jest global setup), so an app starts without
// loading the content again, the way a second replica does.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { isPostgresUrl, openContentStore } from '../db';
import { fixturesDigest } from '../db/content/content-version';
import { readContentFixtures } from '../db/fixtures/reader';
import { MIGRATIONS } from '../db/postgres/migrations';

const FIXTURES = path.resolve(__dirname, '..', '..', 'fixtures');

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

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template's name: it changes with the schema and the sample content, so a stale one is never used. */
function templateName(): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(MIGRATIONS))
    .update(fixturesDigest(readContentFixtures(FIXTURES)))
    .digest('hex')
    .slice(0, 12);
  return `ergoforma_template_${digest}`;
}

/** Makes the template database if the server has none for this schema and content (Jest global setup). */
export async function prepareTemplateDatabase(mediaDir: string): Promise<void> {
  if (serverUrl === undefined) return;
  const name = templateName();
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1) return;
    await client.query(`CREATE DATABASE ${name}_new`);
    const store = await openContentStore({
      databasePath: '',
      databaseUrl: databaseUrl(serverUrl, `${name}_new`),
      fixturesDir: FIXTURES,
    });
    await store.measureFiles(mediaDir);
    await store.close();
    await client.query(`ALTER DATABASE ${name}_new RENAME TO ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the test server (PostgreSQL): with the schema and the sample content (`content`), or empty
 * (`empty`: the API migrates and loads it on start). On SQLite there is nothing to do.
 */
export async function createTestDatabase(from: 'content' | 'empty' = 'empty'): Promise<TestDatabase> {
  if (serverUrl === undefined) return { url: undefined, drop: async () => undefined };
  const name = `ergoforma_test_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files (a few times faster than the default of writing them through the WAL).
  await onServer(
    serverUrl,
    `CREATE DATABASE ${name}${from === 'content' ? ` TEMPLATE ${templateName()} STRATEGY FILE_COPY` : ''}`,
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
