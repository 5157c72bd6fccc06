// The back office's product list on the 10,000-product catalogue: server time per page (the list's two queries, as
// its route runs them) at p50 and p95, without and with each filter and order, on SQLite and, given DATABASE_URL,
// on PostgreSQL (in a database of its own, ergoforma_admin_bench, made again on each run).
//   npm run bench:admin-list -w api [-- --products 10000 --runs 200]
//   DATABASE_URL=postgres://user@host/any npm run bench:admin-list -w api
// The catalogue is the benchmarks' scale catalogue with 2,000 saves recorded on 1,000 of its products, so the
// "last changed" order has something to sort.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { Pool } from 'pg';
import { API_ROOT } from '../app';
import { withHistory } from '../content/content-history';
import { readContentFixtures } from '../db/fixtures/reader';
import { scaleCatalogue } from '../db/fixtures/scale-catalogue';
import type { ContentFixtures } from '../db/fixtures/types';
import { migrate } from '../db/migrations/migrate';
import { isPostgresUrl, openPool } from '../db/postgres/connection';
import * as postgres from '../db/postgres/content-loader';
import { postgresQueryDb, sqliteQueryDb, type QueryDb } from '../db/query/connect';
import { openDatabase } from '../db/sqlite/connection';
import { loadContent } from '../db/sqlite/content-loader';
import { listProducts, type ProductListOptions } from '../routes/admin/catalogue/product-list';

const BENCH_DATABASE = 'ergoforma_admin_bench';
const PER_PAGE = 25;

/** What the list is asked, as the back office asks it. */
const CASES: Record<string, Partial<ProductListOptions>> = {
  'no filter, by name': {},
  'no filter, last changed first': { sort: 'updated', order: 'desc' },
  'no filter, newest first': { sort: 'published', order: 'desc' },
  'search "nova"': { q: 'nova' },
  'category 1': { category: 1 },
  'tag 1': { tag: 1 },
  drafts: { status: 'draft' },
  'missing English': { missingLanguage: 'en' },
  'missing French, category 1, tag 1, last changed first': {
    missingLanguage: 'fr',
    category: 1,
    tag: 1,
    sort: 'updated',
    order: 'desc',
  },
};

/** 2,000 saves of 1,000 products, as the content service records them (the list reads only who and when). */
async function recordSaves(db: QueryDb, ids: readonly number[]): Promise<void> {
  const saves = Array.from({ length: 2000 }, (_, index) => ({
    version: index + 2,
    kind: 'product',
    record_id: ids[(index * 7) % Math.min(1000, ids.length)] ?? 1,
    action: 'update' as const,
    author: 'bench@ergoforma.example',
    changed_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    before: null,
    after: null,
  }));
  for (let start = 0; start < saves.length; start += 500)
    await withHistory(db)
      .insertInto('content_revisions')
      .values(saves.slice(start, start + 500))
      .execute();
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(engine: string, db: QueryDb, runs: number): Promise<void> {
  const now = new Date();
  process.stdout.write(`\n${engine}: ms per page of ${PER_PAGE} (p50 / p95 over ${runs} pages, first to last)\n`);
  for (const [name, options] of Object.entries(CASES)) {
    const ask = (page: number) =>
      listProducts(db, { sort: 'name', order: 'asc', ...options, offset: page * PER_PAGE, limit: PER_PAGE, now });
    const { total } = await ask(0);
    const pages = Math.max(1, Math.ceil(total / PER_PAGE));
    const times: number[] = [];
    for (let run = 0; run < runs + 10; run += 1) {
      // Pages spread over the whole list: the last ones are the dearest (the offset).
      const page = Math.floor(((run * 37) % runs) * (pages / runs));
      const started = performance.now();
      await ask(page);
      if (run >= 10) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    process.stdout.write(
      `  ${name.padEnd(56)} ${String(total).padStart(6)} products  ${percentile(times, 50).toFixed(1).padStart(6)} / ${percentile(times, 95).toFixed(1).padStart(6)}\n`,
    );
  }
}

async function onSqlite(fixtures: ContentFixtures, runs: number): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-admin-bench-'));
  const database = openDatabase(path.join(dir, 'bench.db'));
  try {
    const db = sqliteQueryDb(database);
    await migrate({ db, engine: 'sqlite' });
    loadContent(database, fixtures, 'replace');
    await recordSaves(
      db,
      fixtures.products.map((p) => p.id),
    );
    database.pragma('optimize');
    await measure('SQLite', db, runs);
  } finally {
    database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function onPostgres(databaseUrl: string, fixtures: ContentFixtures, runs: number): Promise<void> {
  const admin = new Pool({ connectionString: databaseUrl, max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE}`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const pool = openPool(url.toString());
  try {
    const db = postgresQueryDb(pool);
    await migrate({ db, engine: 'postgres' });
    await postgres.loadContent(pool, fixtures, 'replace');
    await recordSaves(
      db,
      fixtures.products.map((p) => p.id),
    );
    await sql`ANALYZE`.execute(db);
    await measure('PostgreSQL', db, runs);
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '10000' }, runs: { type: 'string', default: '200' } },
  });
  const total = Number(values.products);
  const runs = Number(values.runs);
  if (!Number.isInteger(total) || total < 1) throw new Error(`--products must be a positive integer`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  const fixtures = scaleCatalogue(readContentFixtures(path.join(API_ROOT, 'fixtures')), total);
  await onSqlite(fixtures, runs);
  const databaseUrl = process.env.DATABASE_URL;
  if (isPostgresUrl(databaseUrl)) await onPostgres(databaseUrl, fixtures, runs);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
