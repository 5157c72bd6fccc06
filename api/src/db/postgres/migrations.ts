// PostgreSQL migrations (mirror of db/sqlite/migrations.ts): the history of schema changes and the runner, applied on
// start and recorded in schema_migrations. Replicas starting at once take turns (an advisory lock).
import type { Pool } from 'pg';
import { composeMigrations, pendingMigrations, type Migration, type MigrationResult } from '../migrations';
import { CATALOGUE } from './schema/catalogue';
import { CONTENT_HISTORY } from './schema/content-history';
import { CONTENT_META } from './schema/content-meta';
import { EDITORIAL } from './schema/editorial';
import { NAVIGATION } from './schema/navigation';
import { OUTBOX } from './schema/outbox';
import { PAGES } from './schema/pages';
import { PRODUCTS } from './schema/products';
import { SEARCH } from './schema/search';
import { SUBMISSIONS } from './schema/submissions';

const HISTORY = [
  { version: 1, name: 'initial_schema' },
  { version: 2, name: 'mail_outbox' },
  { version: 3, name: 'content_history' },
];

export const MIGRATIONS: readonly Migration[] = composeMigrations(HISTORY, [
  CATALOGUE,
  PRODUCTS,
  PAGES,
  NAVIGATION,
  EDITORIAL,
  SEARCH,
  SUBMISSIONS,
  CONTENT_META,
  OUTBOX,
  CONTENT_HISTORY,
]);

/** Key of the advisory lock held while migrating. */
const MIGRATION_LOCK = 7_202_600;

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export async function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<MigrationResult> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at text NOT NULL
    )`);
    const done = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version),
    );
    const applied: number[] = [];
    for (const migration of pendingMigrations(migrations, done)) {
      try {
        await client.query('BEGIN');
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          new Date().toISOString(),
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(migration.version);
    }
    return { applied, current: Math.max(0, ...done, ...applied) };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
