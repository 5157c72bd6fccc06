// Writes a catalogue of many products into a separate database, for benchmarks:
//   npm run scale-catalogue -w api [-- --products 10000 --database var/scale.db]
//   DATABASE_URL=postgres://.../ergoforma_scale npm run scale-catalogue -w api    (PostgreSQL: that database)
// Then start the API on it (a database that holds content keeps it):
//   DATABASE_PATH=var/scale.db PORT=4100 npm start -w api
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_ROOT } from '../app';
import { readEnvironment } from '../config/env';
import { readContentFixtures } from '../db/fixtures/reader';
import { scaleCatalogue } from '../db/fixtures/scale-catalogue';
import type { LoadSummary } from '../db/content/load-summary';
import type { ContentFixtures } from '../db/fixtures/types';
import { openPool } from '../db/postgres/connection';
import * as postgres from '../db/postgres/content-loader';
import { openDatabase } from '../db/sqlite/connection';
import { loadContent } from '../db/sqlite/content-loader';
import { migrate } from '../db/migrations/migrate';
import { postgresQueryDb, sqliteQueryDb } from '../db/query/connect';

async function writeToPostgres(databaseUrl: string, fixtures: ContentFixtures): Promise<LoadSummary | null> {
  const pool = openPool(databaseUrl);
  try {
    await migrate({ db: postgresQueryDb(pool), engine: 'postgres' });
    return await postgres.loadContent(pool, fixtures, 'replace');
  } finally {
    await pool.end();
  }
}

async function writeToSqlite(databasePath: string, fixtures: ContentFixtures): Promise<LoadSummary | null> {
  const db = openDatabase(databasePath);
  try {
    await migrate({ db: sqliteQueryDb(db), engine: 'sqlite' });
    const summary = loadContent(db, fixtures, 'replace');
    db.pragma('optimize');
    return summary;
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '10000' }, database: { type: 'string', default: 'var/scale.db' } },
  });
  const total = Number(values.products);
  if (!Number.isInteger(total) || total < 1 || total > 1_000_000)
    throw new Error(`--products must be 1..1000000, got ${values.products}`);
  const databaseUrl = readEnvironment().DATABASE_URL;
  const target = databaseUrl ?? path.resolve(API_ROOT, values.database);

  const started = performance.now();
  const fixtures = scaleCatalogue(readContentFixtures(path.join(API_ROOT, 'fixtures')), total);
  const summary = databaseUrl ? await writeToPostgres(databaseUrl, fixtures) : await writeToSqlite(target, fixtures);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    summary === null
      ? `${target}: nothing loaded\n`
      : `${target}: ${summary.products} products, ${summary.searchDocuments} search documents in ${seconds} s\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
