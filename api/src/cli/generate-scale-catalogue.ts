// Writes a catalogue of many products into a separate database, for benchmarks:
//   npm run scale-catalogue -w api [-- --products 10000 --database var/scale.db]
// Then start the API on it without reloading the sample content:
//   DATABASE_PATH=var/scale.db LOAD_FIXTURES=false PORT=4100 npm start -w api
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_ROOT } from '../app';
import { readContentFixtures } from '../db/fixtures/reader';
import { scaleCatalogue } from '../db/fixtures/scale-catalogue';
import { openDatabase } from '../db/sqlite/connection';
import { replaceContent } from '../db/sqlite/content-loader';
import { migrate } from '../db/sqlite/migrations';

function main(): void {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '10000' }, database: { type: 'string', default: 'var/scale.db' } },
  });
  const total = Number(values.products);
  if (!Number.isInteger(total) || total < 1 || total > 1_000_000)
    throw new Error(`--products must be 1..1000000, got ${values.products}`);
  const databasePath = path.resolve(API_ROOT, values.database);

  const started = performance.now();
  const fixtures = scaleCatalogue(readContentFixtures(path.join(API_ROOT, 'fixtures')), total);
  const db = openDatabase(databasePath);
  try {
    migrate(db);
    const summary = replaceContent(db, fixtures);
    db.pragma('optimize');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `${databasePath}: ${summary.products} products, ${summary.searchDocuments} search documents in ${seconds} s\n`,
    );
  } finally {
    db.close();
  }
}

main();
