// A database migrated by the runner that came before Kysely's (table schema_migrations, versions by number) is taken
// over on start: its migrations are marked applied without running again, and the form submissions and their
// outbox messages it holds are kept.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { Client } from 'pg';
import { API_ROOT } from '../../../app';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../../__tests__/test-database';
import { openContentStore } from '../..';
import { MIGRATIONS, statements } from '../migrate';

const FIXTURES = path.join(API_ROOT, 'fixtures');
const engine = TEST_ENGINE === 'SQLite' ? 'sqlite' : 'postgres';

/** What the former runner did: each migration's script, recorded by number in schema_migrations. */
const FORMER_RUNNER = [
  'CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at text NOT NULL);',
  ...MIGRATIONS[engine].map(
    (m) => `${m.up};\nINSERT INTO schema_migrations VALUES (${m.version}, '${m.name}', '2026-01-01T00:00:00.000Z');`,
  ),
  `INSERT INTO form_submissions (form, fields, client_ip, user_agent, locale, created_at, page)
   VALUES ('client_question', '{"name":"Ewa"}', '198.51.100.1', NULL, 'pl', '2026-01-02T00:00:00.000Z', NULL);`,
  `INSERT INTO mail_outbox (submission_id, message_token, next_attempt_at, created_at)
   VALUES (1, 'token-1', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z');`,
].join('\n');

describe(`migrations on ${TEST_ENGINE}`, () => {
  let database: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase('empty');
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-migrate-'));
  });
  afterEach(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('takes over a database of the former runner without losing submissions or their messages', async () => {
    const databasePath = path.join(dir, 'site.db');
    if (database.url === undefined) {
      const db = new BetterSqlite3(databasePath);
      db.exec(FORMER_RUNNER);
      db.close();
    } else {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      await client.query(FORMER_RUNNER);
      await client.end();
    }
    const open = () => openContentStore({ databasePath, databaseUrl: database.url, fixturesDir: FIXTURES });

    const store = await open();
    expect(store.migrations).toEqual({ applied: [], current: MIGRATIONS[engine].at(-1)?.version });
    expect((await store.submissions.list()).map((s) => [s.id, s.fields])).toEqual([[1, { name: 'Ewa' }]]);
    expect((await store.outbox.list()).map((m) => [m.submissionId, m.status])).toEqual([[1, 'queued']]);
    const { rows: recorded } = await sql`SELECT name FROM kysely_migration`.execute(store.db);
    expect(recorded).toHaveLength(MIGRATIONS[engine].length);
    await store.close();

    const again = await open();
    expect(again.migrations.applied).toEqual([]);
    expect(await again.outbox.counts()).toMatchObject({ queued: 1 });
    await again.close();
  });
});

describe('statements of a migration script', () => {
  it('ends a statement at a semicolon that ends a line, keeping trigger and function bodies whole', () => {
    const script = `
CREATE TABLE a (id INTEGER); -- a comment; with a semicolon
CREATE TRIGGER a_append_only BEFORE UPDATE ON a
BEGIN
  SELECT RAISE(ABORT, 'no');
END;
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'no';
END;
$$;
CREATE INDEX a_id ON a (id);
`;
    expect(statements(script)).toEqual([
      'CREATE TABLE a (id INTEGER)',
      "CREATE TRIGGER a_append_only BEFORE UPDATE ON a\nBEGIN\n  SELECT RAISE(ABORT, 'no');\nEND",
      "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RAISE EXCEPTION 'no';\nEND;\n$$",
      'CREATE INDEX a_id ON a (id)',
    ]);
  });
});
