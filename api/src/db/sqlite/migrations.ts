// SQLite migrations: the history of schema changes (numbers and names) and the runner, applied on start and
// recorded in schema_migrations. The SQL of each domain is in schema/.
import type { Database } from 'better-sqlite3';
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
  { version: 1, name: 'content_schema' },
  { version: 2, name: 'editorial_content' },
  { version: 3, name: 'form_submissions' },
  { version: 4, name: 'products_position_index' },
  { version: 5, name: 'content_meta' },
  { version: 6, name: 'mail_outbox' },
  { version: 7, name: 'content_history' },
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

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): MigrationResult {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const migration of pendingMigrations(migrations, done)) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    applied.push(migration.version);
  }
  return { applied, current: Math.max(0, ...done, ...applied) };
}
