// The only entry into the database for the rest of the API: open, migrate, load the content fixtures,
// and hand out the repository the routes use.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
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
  /** false: serve the content already in the database (the scale catalogue) instead of reloading the fixtures. */
  loadFixtures?: boolean;
}

export interface ContentStore {
  repository: ContentRepository;
  /** Sets each product file's size from the generated file under `mediaDir` (/media/x.pdf -> mediaDir/x.pdf). */
  measureFiles(mediaDir: string): { measured: number; missing: string[] };
  /** The connection, for the parts of the API that keep their own tables (form submissions). */
  db: Database;
  migrations: MigrationResult;
  /** What was loaded from the fixtures; null when the database content was kept. */
  content: LoadSummary | null;
  close(): void;
}

function measureProductFiles(db: Database, mediaDir: string): { measured: number; missing: string[] } {
  const files = db.prepare('SELECT id, url FROM product_files').all() as Array<{ id: number; url: string }>;
  const update = db.prepare('UPDATE product_files SET size = ? WHERE id = ?');
  const missing: string[] = [];
  db.transaction(() => {
    for (const file of files) {
      const size = statSync(path.join(mediaDir, file.url.replace(/^\/media\//, '')), { throwIfNoEntry: false })?.size;
      if (size === undefined) missing.push(file.url);
      else update.run(size, file.id);
    }
  })();
  return { measured: files.length - missing.length, missing };
}

/** Opens the database, applies pending migrations and replaces all content with the fixtures. */
export function openContentStore(options: ContentStoreOptions): ContentStore {
  const fixtures = options.loadFixtures === false ? null : readContentFixtures(options.fixturesDir);
  const db = openDatabase(options.databasePath);
  try {
    const migrations = migrate(db);
    const content = fixtures === null ? null : replaceContent(db, fixtures);
    db.pragma('optimize');
    return {
      repository: new SqliteContentRepository(db),
      db,
      migrations,
      content,
      measureFiles: (mediaDir) => measureProductFiles(db, mediaDir),
      close: () => db.close(),
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
