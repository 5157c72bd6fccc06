// The only entry into the database for the rest of the API: open, migrate, load the content fixtures,
// and hand out the repository the routes use.
import { openDatabase } from './connection';
import type { ContentRepository } from './content-repository';
import { readContentFixtures } from './fixture-reader';
import { replaceContent, type LoadSummary } from './fixture-loader';
import { migrate, type MigrationResult } from './migrations';
import { SqliteContentRepository } from './sqlite-content-repository';

export type { ContentRepository, Pagination, ProductListQuery, ProductOrderField } from './content-repository';
export { FixtureError } from './fixture-reader';

export interface ContentStoreOptions {
  /** SQLite file (created if missing), or ':memory:'. */
  databasePath: string;
  /** Folder of the content fixture files (api/fixtures). */
  fixturesDir: string;
}

export interface ContentStore {
  repository: ContentRepository;
  migrations: MigrationResult;
  content: LoadSummary;
  close(): void;
}

/** Opens the database, applies pending migrations and replaces all content with the fixtures. */
export function openContentStore(options: ContentStoreOptions): ContentStore {
  const fixtures = readContentFixtures(options.fixturesDir);
  const db = openDatabase(options.databasePath);
  try {
    const migrations = migrate(db);
    const content = replaceContent(db, fixtures);
    db.pragma('optimize');
    return {
      repository: new SqliteContentRepository(db),
      migrations,
      content,
      close: () => db.close(),
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
