// The only entry into the database for the rest of the API: open, migrate, load the content fixtures, and hand out
// the repository the routes use and the store of form submissions.
import type { ContentRepository } from './content-repository';
import type { LoadSummary } from './content/load-summary';
import { readContentFixtures } from './fixtures/reader';
import type { MigrationResult } from './migrations';
import { openDatabase } from './sqlite/connection';
import { measureProductFiles, replaceContent } from './sqlite/content-loader';
import { migrate } from './sqlite/migrations';
import { SqliteContentRepository } from './sqlite/repository';
import { SqliteSubmissionStore } from './sqlite/submissions';
import type { SubmissionStore } from './submission-store';

export type { ContentRepository, Pagination, ProductListQuery, ProductOrderField } from './content-repository';
export { PRODUCT_ORDER_FIELDS } from './content-repository';
export type { NewSubmission, StoredSubmission, SubmissionFile, SubmissionStore } from './submission-store';
export { FixtureError } from './fixtures/fixture-error';

export interface ContentStoreOptions {
  /** SQLite file (created if missing), or ':memory:'. */
  databasePath: string;
  /** Folder of the content fixture files (api/fixtures). */
  fixturesDir: string;
  /** false: serve the content already in the database (the scale catalogue) instead of reloading the fixtures. */
  loadFixtures?: boolean;
}

export interface ContentStore {
  repository: ContentRepository;
  submissions: SubmissionStore;
  /** Sets each product file's size from the generated file under `mediaDir` (/media/x.pdf -> mediaDir/x.pdf). */
  measureFiles(mediaDir: string): Promise<{ measured: number; missing: string[] }>;
  migrations: MigrationResult;
  /** What was loaded from the fixtures; null when the database content was kept. */
  content: LoadSummary | null;
  close(): Promise<void>;
}

/** Opens the database, applies pending migrations and replaces all content with the fixtures. */
export async function openContentStore(options: ContentStoreOptions): Promise<ContentStore> {
  const fixtures = options.loadFixtures === false ? null : readContentFixtures(options.fixturesDir);
  const db = openDatabase(options.databasePath);
  try {
    const migrations = migrate(db);
    const content = fixtures === null ? null : replaceContent(db, fixtures);
    db.pragma('optimize');
    return {
      repository: new SqliteContentRepository(db),
      submissions: new SqliteSubmissionStore(db),
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
