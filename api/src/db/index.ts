// The only entry into the database for the rest of the API: open, migrate, seed an empty database with the content
// fixtures, and hand out the repository the routes use, the content service every change goes through, the store of
// form submissions and the outbox of their e-mail notifications.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { seedCompany } from '../content/company-data';
import { currentVersion, withHistory } from '../content/content-history';
import { ContentService } from '../content/content-service';
import type { ContentRepository } from './content-repository';
import type { LoadMode, LoadSummary } from './content/load-summary';
import { readCompanyFixture } from './fixtures/company';
import { readContentFixtures } from './fixtures/reader';
import type { ContentFixtures } from './fixtures/types';
import { migrate, type MigrationResult } from './migrations/migrate';
import type { OutboxStore } from './outbox-store';
import { DatabaseOutboxStore } from './repository/outbox';
import { DatabaseContentRepository } from './repository/repository';
import { DatabaseSubmissionStore } from './repository/submissions';
import { openPool } from './postgres/connection';
import { postgresQueryDb, sqliteQueryDb, type Engine, type QueryDb } from './query/connect';
import { Queries } from './query/queries';
import * as postgres from './postgres/content-loader';
import { rateLimitStoreOn } from './postgres/rate-limit-store';
import { openDatabase } from './sqlite/connection';
import { loadContent, measureProductFiles } from './sqlite/content-loader';
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
export type {
  ClaimedMessage,
  OutboxCounts,
  OutboxEntry,
  OutboxStatus,
  OutboxStore,
  StaffMailPurpose,
  StaffMailRequest,
} from './outbox-store';
export { OUTBOX_STATUSES } from './outbox-store';
export { FixtureError } from './fixtures/fixture-error';

export { isPostgresUrl } from './postgres/connection';
export type { Database, Engine, EngineDb, QueryDb } from './query/connect';

export interface ContentStoreOptions {
  /** SQLite file (created if missing), or ':memory:'; not used when `databaseUrl` is given. */
  databasePath: string;
  /** postgres://... : PostgreSQL instead of the SQLite file (several API replicas can share it). */
  databaseUrl?: string;
  /** Folder of the content fixture files (api/fixtures): the content of a database that has none yet. */
  fixturesDir: string;
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
  /** What was seeded from the fixtures; null when the database held content already (it is kept). */
  content: LoadSummary | null;
  /** The one way to change records of the content (content/content-service.ts). */
  contentService: ContentService;
  /** Replaces the whole content (a reset to the fixtures, an import) in one transaction. */
  replaceContent(fixtures: ContentFixtures): Promise<LoadSummary>;
  close(): Promise<void>;
}

type ContentParts = Pick<ContentStore, 'repository' | 'content' | 'contentService' | 'replaceContent'>;

/**
 * The content side of a migrated database, the same on both engines: seeded from the fixtures if it never held
 * content (`load` is the engine's loader), with the company's facts (company.json for a database made before they were
 * stored), the repository and the content service.
 */
async function contentParts(
  db: QueryDb,
  engine: Engine,
  fixturesDir: string,
  load: (fixtures: ContentFixtures, mode: LoadMode) => Promise<LoadSummary | null>,
): Promise<ContentParts> {
  const history = withHistory(db);
  // Fixtures are read only for an empty database; the loader checks again under its lock (replicas seed once).
  const content =
    (await currentVersion(history)) === null ? await load(readContentFixtures(fixturesDir), 'seed') : null;
  await seedCompany(history, engine, () => readCompanyFixture(fixturesDir));
  const repository = new DatabaseContentRepository({ db, engine });
  return {
    repository,
    content,
    contentService: new ContentService({
      db,
      engine,
      contexts: () => new Queries(db, engine).contexts(),
      changed: () => repository.contentChanged(),
    }),
    replaceContent: async (fixtures) => {
      const summary = await load(fixtures, 'replace');
      if (summary === null) throw new Error('A content replacement loaded nothing');
      repository.contentChanged();
      return summary;
    },
  };
}

async function openPostgresStore(databaseUrl: string, fixturesDir: string): Promise<ContentStore> {
  const pool = openPool(databaseUrl);
  try {
    const db = postgresQueryDb(pool);
    const migrations = await migrate({ db, engine: 'postgres' });
    return {
      db,
      engine: 'postgres',
      ...(await contentParts(db, 'postgres', fixturesDir, (fixtures, mode) =>
        postgres.loadContent(pool, fixtures, mode),
      )),
      submissions: new DatabaseSubmissionStore(db),
      outbox: new DatabaseOutboxStore({ db, engine: 'postgres' }),
      rateLimitStore: rateLimitStoreOn(db),
      migrations,
      measureFiles: (mediaDir) => postgres.measureProductFiles(pool, mediaDir),
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * Opens the database (PostgreSQL or SQLite) and applies pending migrations. A database that never held content is
 * seeded from the fixtures; one that holds content keeps it.
 */
export async function openContentStore(options: ContentStoreOptions): Promise<ContentStore> {
  if (options.databaseUrl !== undefined) return openPostgresStore(options.databaseUrl, options.fixturesDir);
  const db = openDatabase(options.databasePath);
  try {
    const queryDb = sqliteQueryDb(db);
    const migrations = await migrate({ db: queryDb, engine: 'sqlite' });
    const parts = await contentParts(queryDb, 'sqlite', options.fixturesDir, async (fixtures, mode) =>
      loadContent(db, fixtures, mode),
    );
    db.pragma('optimize');
    return {
      db: queryDb,
      engine: 'sqlite',
      ...parts,
      submissions: new DatabaseSubmissionStore(queryDb),
      outbox: new DatabaseOutboxStore({ db: queryDb, engine: 'sqlite' }),
      migrations,
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
