// The whole content in and out of the database as a content folder (content-directory.ts): the export writes it
// from the tables, the import checks a folder with the fixtures' schemas and replaces the content with it, all or
// nothing.
import { sql } from 'kysely';
import type { ContentStore } from '../db';
import { CONTENT_TABLES } from '../db/content/content-rows';
import type { LoadSummary } from '../db/content/load-summary';
import { readContentFixtures } from '../db/fixtures/reader';
import type { QueryDb } from '../db/query/connect';
import { companyOfRows } from './company-data';
import { exportMedia, importMedia, writeContentFiles } from './content-directory';
import { contentFiles, type DbRow, type DbRows } from './fixture-files';

/** Every row of the content tables (one consistent read). */
export async function readContentRows(db: QueryDb): Promise<DbRows> {
  return db.transaction().execute(async (trx) => {
    const rows: Partial<DbRows> = {};
    for (const table of CONTENT_TABLES) {
      if (table === 'search_documents') continue;
      rows[table] = (await sql<DbRow>`SELECT * FROM ${sql.table(table)}`.execute(trx)).rows;
    }
    return rows as DbRows;
  });
}

export interface ExportSummary {
  records: number;
  mediaFiles: number;
  /** Media addresses the content uses that are not in the media folder. */
  missingMedia: string[];
}

/**
 * Writes the content of `store` into `directory`, with company.json and the media files the records reference (from
 * `mediaDir`).
 */
export async function exportContent(
  store: Pick<ContentStore, 'db'>,
  directory: string,
  { mediaDir }: { mediaDir: string },
): Promise<ExportSummary> {
  const rows = await readContentRows(store.db);
  const files = contentFiles(rows);
  writeContentFiles(directory, files, companyOfRows(rows));
  const media = exportMedia(files, mediaDir, directory);
  return {
    records: Object.values(files).reduce((sum, list: unknown[]) => sum + list.length, 0),
    mediaFiles: media.copied,
    missingMedia: media.missing,
  };
}

/**
 * Replaces the content of `store` with the folder's, after checking every file as the fixtures are checked (a
 * FixtureError names the file, the record and the field, and nothing is changed). The folder's media are copied
 * into `mediaDir` first, so the new content never refers to a missing file.
 */
export async function importContent(
  store: Pick<ContentStore, 'replaceContent'>,
  directory: string,
  mediaDir: string,
): Promise<LoadSummary & { mediaFiles: number }> {
  const fixtures = readContentFixtures(directory);
  const mediaFiles = importMedia(directory, mediaDir);
  return { ...(await store.replaceContent(fixtures)), mediaFiles };
}
