// Loads a whole content (the fixtures, or an imported folder) into the content tables, in one transaction: readers
// never see half-loaded content, and a broken content leaves the previous one in place. 'seed' loads only into a
// database that never held content; 'replace' empties the tables first. The content version moves forward either
// way. Form submissions are not content and are never touched.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { CONTENT_TABLES, contentRows, type SqlValue } from '../content/content-rows';
import { loadSummary } from '../content/load-summary';
import type { ContentFixtures } from '../fixtures/types';
import type { LoadMode, LoadSummary } from '../content/load-summary';
import { rebuildSearchIndex } from './search-index';

/** SQLite has no boolean type: flags are 0 and 1. */
const sqliteValue = (value: SqlValue): string | number | null => (typeof value === 'boolean' ? Number(value) : value);

/** What was loaded, or null when seeding found content already. */
export function loadContent(db: Database, fixtures: ContentFixtures, mode: LoadMode): LoadSummary | null {
  const rows = contentRows(fixtures);
  const load = db.transaction((): LoadSummary | null => {
    if (mode === 'seed' && db.prepare('SELECT 1 FROM content_meta WHERE id = 1').get() !== undefined) return null;
    // References may point forward (a product's related product, a child category listed first):
    // check foreign keys once, at commit.
    db.pragma('defer_foreign_keys = ON');
    for (const table of CONTENT_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    for (const table of [...CONTENT_TABLES].reverse()) {
      if (table === 'search_documents') continue;
      const tableRows = rows[table];
      const first = tableRows[0];
      if (!first) continue;
      const columns = Object.keys(first);
      const insert = db.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
      );
      for (const row of tableRows)
        insert.run(Object.fromEntries(Object.entries(row).map(([column, value]) => [column, sqliteValue(value)])));
    }
    const searchDocuments = rebuildSearchIndex(db);
    db.prepare(
      `INSERT INTO content_meta (id, version, loaded_at) VALUES (1, 1, @loadedAt)
       ON CONFLICT (id) DO UPDATE SET version = content_meta.version + 1, loaded_at = excluded.loaded_at`,
    ).run({ loadedAt: new Date().toISOString() });
    return loadSummary(fixtures, searchDocuments);
  });
  // IMMEDIATE: the check and the load are one step even if another process opens the file at the same time.
  return load.immediate();
}

/** Sets each product file's size from the generated file under `mediaDir` (/media/x.pdf -> mediaDir/x.pdf). */
export function measureProductFiles(db: Database, mediaDir: string): { measured: number; missing: string[] } {
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
