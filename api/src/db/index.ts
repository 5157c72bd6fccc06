// The only entry into the database for the rest of the API: open, migrate, load the content fixtures, and hand out
// the repository the routes use, the store of form submissions and the outbox of their e-mail notifications.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ContentRepository } from './content-repository';
import type { LoadSummary } from './content/load-summary';
import { readContentFixtures } from './fixtures/reader';
import type { ContentFixtures } from './fixtures/types';
import { migrate, type MigrationResult } from './migrations/migrate';
import type { OutboxStore } from './outbox-store';
import { DatabaseOutboxStore } from './repository/outbox';
import { DatabaseContentRepository } from './repository/repository';
import { DatabaseSubmissionStore } from './repository/submissions';
import { openPool } from './postgres/connection';
import { postgresQueryDb, sqliteQueryDb, type Engine, type QueryDb } from './query/connect';
import * as postgres from './postgres/content-loader';
import { rateLimitStoreOn } from './postgres/rate-limit-store';
import { openDatabase } from './sqlite/connection';
import { measureProductFiles, replaceContent } from './sqlite/content-loader';
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
    const db = postgresQueryDb(pool);
    const migrations = await migrate({ db, engine: 'postgres' });
    const content = fixtures === null ? null : await postgres.replaceContent(pool, fixtures);
    return {
      db,
      engine: 'postgres',
      repository: new DatabaseContentRepository({ db, engine: 'postgres' }),
      submissions: new DatabaseSubmissionStore(db),
      outbox: new DatabaseOutboxStore({ db, engine: 'postgres' }),
      rateLimitStore: rateLimitStoreOn(db),
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
    const queryDb = sqliteQueryDb(db);
    const migrations = await migrate({ db: queryDb, engine: 'sqlite' });
    const content = fixtures === null ? null : replaceContent(db, fixtures);
    db.pragma('optimize');
    return {
      db: queryDb,
      engine: 'sqlite',
      repository: new DatabaseContentRepository({ db: queryDb, engine: 'sqlite' }),
      submissions: new DatabaseSubmissionStore(queryDb),
      outbox: new DatabaseOutboxStore({ db: queryDb, engine: 'sqlite' }),
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
