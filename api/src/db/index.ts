// The only entry into the database for the rest of the API: open, migrate, seed an empty database with the content
// fixtures, and hand out the repository the routes use, the content service every change goes through, the store of
// form submissions and the outbox of their e-mail notifications.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ContentRepository } from './content-repository';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { followCompanyFile, withHistory } from '../content/content-history';
import { ContentService } from '../content/content-service';
import { companyDigest } from './content/content-version';
import { readCompanyFixture } from './fixtures/company';
import { LocaleContexts, type LocaleContext } from './content/locale-context';
import type { LoadSummary } from './content/load-summary';
import { readContentFixtures } from './fixtures/reader';
import type { ContentFixtures } from './fixtures/types';
import type { MigrationResult } from './migrations';
import type { OutboxStore } from './outbox-store';
import { openPool } from './postgres/connection';
import { postgresQueryDb, sqliteQueryDb, type Engine, type QueryDb } from './query/connect';
import * as postgres from './postgres/content-loader';
import { loadLocaleContext as loadPostgresContext } from './postgres/locale-context';
import { PgReader } from './postgres/reader';
import { migrate as migratePostgres } from './postgres/migrations';
import { rateLimitStoreOn } from './postgres/rate-limit-store';
import { PostgresOutboxStore } from './postgres/outbox';
import { PostgresContentRepository } from './postgres/repository';
import { PostgresSubmissionStore } from './postgres/submissions';
import { openDatabase } from './sqlite/connection';
import { loadContent, measureProductFiles } from './sqlite/content-loader';
import { loadLocaleContext as loadSqliteContext } from './sqlite/locale-context';
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

/** Every locale's context, read now. */
async function readContexts(load: (locale: (typeof LOCALES)[number]) => Promise<LocaleContext> | LocaleContext) {
  const contexts = new Map<(typeof LOCALES)[number], LocaleContext>();
  for (const locale of LOCALES) contexts.set(locale, await load(locale));
  return new LocaleContexts(contexts);
}

/** A load that cannot find content there (it replaces it) always says what it loaded. */
function loaded(summary: LoadSummary | null): LoadSummary {
  if (summary === null) throw new Error('a content replacement loaded nothing');
  return summary;
}

async function openPostgresStore(databaseUrl: string, fixturesDir: string): Promise<ContentStore> {
  const pool = openPool(databaseUrl);
  try {
    const migrations = await migratePostgres(pool);
    // The fixtures are read only for an empty database; the lock in loadContent makes replicas seed once.
    const empty = (await pool.query('SELECT 1 FROM content_meta WHERE id = 1')).rowCount === 0;
    const content = empty ? await postgres.loadContent(pool, readContentFixtures(fixturesDir), 'seed') : null;
    const db = postgresQueryDb(pool);
    await followCompanyFile(withHistory(db), 'postgres', companyDigest(readCompanyFixture(fixturesDir)));
    const repository = new PostgresContentRepository(pool);
    const reader = new PgReader(pool);
    return {
      db,
      engine: 'postgres',
      repository,
      contentService: new ContentService({
        db,
        engine: 'postgres',
        contexts: () => readContexts((locale) => loadPostgresContext(reader, locale)),
        changed: () => repository.contentChanged(),
      }),
      replaceContent: async (fixtures) => {
        const summary = loaded(await postgres.loadContent(pool, fixtures, 'replace'));
        repository.contentChanged();
        return summary;
      },
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

/**
 * Opens the database (PostgreSQL or SQLite) and applies pending migrations. A database that never held content is
 * seeded from the fixtures; one that holds content keeps it.
 */
export async function openContentStore(options: ContentStoreOptions): Promise<ContentStore> {
  if (options.databaseUrl !== undefined) return openPostgresStore(options.databaseUrl, options.fixturesDir);
  const db = openDatabase(options.databasePath);
  try {
    const migrations = migrate(db);
    const empty = db.prepare('SELECT 1 FROM content_meta WHERE id = 1').get() === undefined;
    const content = empty ? loadContent(db, readContentFixtures(options.fixturesDir), 'seed') : null;
    db.pragma('optimize');
    const queryDb = sqliteQueryDb(db);
    await followCompanyFile(withHistory(queryDb), 'sqlite', companyDigest(readCompanyFixture(options.fixturesDir)));
    const repository = new SqliteContentRepository(db);
    return {
      db: queryDb,
      engine: 'sqlite',
      repository,
      contentService: new ContentService({
        db: queryDb,
        engine: 'sqlite',
        contexts: () => readContexts((locale) => loadSqliteContext(db, locale)),
        changed: () => repository.contentChanged(),
      }),
      replaceContent: async (fixtures) => {
        const summary = loaded(loadContent(db, fixtures, 'replace'));
        repository.contentChanged();
        return summary;
      },
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
