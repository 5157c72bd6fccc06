// The only entry into the database for the rest of the API: open, migrate, load the content fixtures, and hand out
// the repository the routes use, the store of form submissions and the outbox of their e-mail notifications.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ContentRepository } from './content-repository';
import type { LoadSummary } from './content/load-summary';
import { readContentFixtures } from './fixtures/reader';
import type { ContentFixtures } from './fixtures/types';
import type { MigrationResult } from './migrations';
import type { OutboxStore } from './outbox-store';
import { openPool } from './postgres/connection';
import { postgresQueryDb, sqliteQueryDb, type Engine, type QueryDb } from './query/connect';
import * as postgres from './postgres/content-loader';
import { migrate as migratePostgres } from './postgres/migrations';
import { rateLimitStoreOn } from './postgres/rate-limit-store';
import { PostgresOutboxStore } from './postgres/outbox';
import { PostgresContentRepository } from './postgres/repository';
import { PostgresSubmissionStore } from './postgres/submissions';
import { openDatabase } from './sqlite/connection';
import { measureProductFiles, replaceContent } from './sqlite/content-loader';
import { migrate } from './sqlite/migrations';
import { SqliteOutboxStore } from './sqlite/outbox';
import { SqliteContentRepository } from './sqlite/repository';
import { SqliteSubmissionStore } from './sqlite/submissions';
import type { SubmissionStore } from './submission-store';

export type { ContentRepository, Pagination, ProductListQuery, ProductOrderField } from './content-repository';
export { PRODUCT_ORDER_FIELDS } from './content-repository';
export type {
  NewSubmission,
  RetentionCutoffs,
  StoredSubmission,
  SubmissionFile,
  SubmissionStore,
} from './submission-store';
export type { ClaimedMessage, OutboxCounts, OutboxEntry, OutboxStatus, OutboxStore } from './outbox-store';
export { OUTBOX_STATUSES } from './outbox-store';
export { FixtureError } from './fixtures/fixture-error';

export { isPostgresUrl } from './postgres/connection';
export type { Database, Engine, EngineDb, QueryDb } from './query/connect';

export interface ContentStoreOptions {
  /** SQLite file (created if missing), or ':memory:'; not used when `databaseUrl` is given. */
  databasePath: string;
  /** postgres://... : PostgreSQL instead of the SQLite file (several API replicas can share it). */
  databaseUrl?: string;
  /** Folder of the content fixture files (api/fixtures). */
  fixturesDir: string;
  /** false: serve the content already in the database (the scale catalogue) instead of reloading the fixtures. */
  loadFixtures?: boolean;
}

export interface ContentStore {
  /** The typed query builder on this store's connection (db/query/). */
  db: QueryDb;
  /** The engine under `db`, for what is written per engine (DDL, full-text search). */
  engine: Engine;
  repository: ContentRepository;
  submissions: SubmissionStore;
  outbox: OutboxStore;
  /** Sets each product file's size from the generated file under `mediaDir` (/media/x.pdf -> mediaDir/x.pdf). */
  measureFiles(mediaDir: string): Promise<{ measured: number; missing: string[] }>;
  /** Where the form rate limit is counted, when not in the process's memory (PostgreSQL: shared by all replicas). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  migrations: MigrationResult;
  /** What was loaded from the fixtures; null when the database content was kept (or already was this content). */
  content: LoadSummary | null;
  close(): Promise<void>;
}

async function openPostgresStore(databaseUrl: string, fixtures: ContentFixtures | null): Promise<ContentStore> {
  const pool = openPool(databaseUrl);
  try {
    const migrations = await migratePostgres(pool);
    const content = fixtures === null ? null : await postgres.replaceContent(pool, fixtures);
    return {
      db: postgresQueryDb(pool),
      engine: 'postgres',
      repository: new PostgresContentRepository(pool),
      submissions: new PostgresSubmissionStore(pool),
      outbox: new PostgresOutboxStore(pool),
      rateLimitStore: rateLimitStoreOn(pool),
      migrations,
      content,
      measureFiles: (mediaDir) => postgres.measureProductFiles(pool, mediaDir),
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Opens the database (PostgreSQL or SQLite), applies pending migrations and loads the fixtures' content. */
export async function openContentStore(options: ContentStoreOptions): Promise<ContentStore> {
  const fixtures = options.loadFixtures === false ? null : readContentFixtures(options.fixturesDir);
  if (options.databaseUrl !== undefined) return openPostgresStore(options.databaseUrl, fixtures);
  const db = openDatabase(options.databasePath);
  try {
    const migrations = migrate(db);
    const content = fixtures === null ? null : replaceContent(db, fixtures);
    db.pragma('optimize');
    return {
      db: sqliteQueryDb(db),
      engine: 'sqlite',
      repository: new SqliteContentRepository(db),
      submissions: new SqliteSubmissionStore(db),
      outbox: new SqliteOutboxStore(db),
      migrations,
      content,
      measureFiles: async (mediaDir) => measureProductFiles(db, mediaDir),
      close: async () => {
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
