// Loads a whole content into the content tables, in one transaction (mirror of db/sqlite/content-loader.ts): readers
// never see half-loaded content, and a broken content leaves the previous one in place. Several API replicas may
// start at once on one empty database: the load holds the lock the content writes hold, and checks for content
// under it, so one replica seeds and the others find the content there.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { CONTENT_TABLES, contentRows } from '../content/content-rows';
import { CONTENT_WRITE_LOCK } from '../../content/content-history';
import { loadSummary, type LoadMode, type LoadSummary } from '../content/load-summary';
import type { ContentFixtures } from '../fixtures/types';
import { insertRows } from './insert-rows';
import { rebuildSearchIndex } from './search-index';

/** What was loaded, or null when seeding found content already. */
export async function loadContent(pool: Pool, fixtures: ContentFixtures, mode: LoadMode): Promise<LoadSummary | null> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_WRITE_LOCK]);
    const current = await client.query('SELECT 1 FROM content_meta WHERE id = 1');
    if (mode === 'seed' && current.rowCount === 1) {
      await client.query('COMMIT');
      return null;
    }
    await client.query(`DELETE FROM ${CONTENT_TABLES.join('; DELETE FROM ')}`);
    const rows = contentRows(fixtures);
    for (const table of [...CONTENT_TABLES].reverse()) {
      if (table !== 'search_documents') await insertRows(client, table, rows[table]);
    }
    const searchDocuments = await rebuildSearchIndex(client);
    await client.query(
      `INSERT INTO content_meta (id, version, loaded_at) VALUES (1, 1, $1)
       ON CONFLICT (id) DO UPDATE SET version = content_meta.version + 1, loaded_at = excluded.loaded_at`,
      [new Date().toISOString()],
    );
    await client.query('COMMIT');
    await pool.query('ANALYZE');
    return loadSummary(fixtures, searchDocuments);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Sets each product file's size from the generated file under `mediaDir` (/media/x.pdf -> mediaDir/x.pdf). */
export async function measureProductFiles(
  pool: Pool,
  mediaDir: string,
): Promise<{ measured: number; missing: string[] }> {
  const { rows } = await pool.query<{ id: number; url: string; size: number }>(
    'SELECT id, url, size FROM product_files',
  );
  const missing: string[] = [];
  const changed: Array<{ id: number; size: number }> = [];
  for (const file of rows) {
    const size = statSync(path.join(mediaDir, file.url.replace(/^\/media\//, '')), { throwIfNoEntry: false })?.size;
    if (size === undefined) missing.push(file.url);
    else if (size !== file.size) changed.push({ id: file.id, size });
  }
  // Only what differs is written: a replica starting next to running ones rewrites nothing.
  if (changed.length > 0) {
    await pool.query(
      'UPDATE product_files f SET size = c.size FROM unnest($1::int[], $2::int[]) AS c(id, size) WHERE f.id = c.id',
      [changed.map((file) => file.id), changed.map((file) => file.size)],
    );
  }
  return { measured: rows.length - missing.length, missing };
}
