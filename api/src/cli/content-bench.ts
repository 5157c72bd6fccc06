// `npm run bench:write -w api [-- --writes 200] [-- --products 10000]`: how long a write through the content
// service takes to commit (a product's name and its SEO title in three languages, search documents included), p50
// and p95, next to a whole content load (what changing the content meant before the service). On a throwaway SQLite
// file, or on DATABASE_URL (PostgreSQL: give an empty database, it is filled). --products: the scale catalogue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ContentFiles } from '../content/fixture-files';
import { readEnvironment } from '../config/env';
import { openContentStore } from '../db';
import { readContentFixtures } from '../db/fixtures/reader';
import { scaleCatalogue } from '../db/fixtures/scale-catalogue';
import { FIXTURES_DIR, run } from './content-command';

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

run(async () => {
  const { values } = parseArgs({
    options: { writes: { type: 'string', default: '200' }, products: { type: 'string' } },
  });
  const writes = Number(values.writes);
  const databaseUrl = readEnvironment().DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'ergoforma-write-bench-'));
  const store = await openContentStore({
    databasePath: path.join(dir, 'site.db'),
    databaseUrl,
    fixturesDir: FIXTURES_DIR,
  });
  try {
    const sample = readContentFixtures(FIXTURES_DIR);
    const fixtures = values.products === undefined ? sample : scaleCatalogue(sample, Number(values.products));
    const loadStarted = performance.now();
    await store.replaceContent(fixtures);
    const load = performance.now() - loadStarted;

    const product = (await store.contentService.find('product', 1)) as ContentFiles['products'][number];
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let index = 0; index < writes; index += 1) {
      const name = `${product.name} ${index % 2 === 0 ? 'Plus' : 'Pro'}`;
      const translations = Object.fromEntries(
        Object.entries(product.translations).map(([locale, texts]) => [
          locale,
          { ...texts, seoTitle: `${name} (${locale})` },
        ]),
      );
      const started = performance.now();
      await store.contentService.update('product', 1, { ...product, name, translations }, 'bench');
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    const engine = databaseUrl === undefined ? 'SQLite' : 'PostgreSQL';
    process.stdout.write(
      `${engine}, ${fixtures.products.length} products: whole content load ${ms(load)}; ` +
        `${writes} product writes: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1) ?? Number.NaN)}; ` +
        `API process CPU ${ms((cpu.user + cpu.system) / 1000 / writes)} a write\n`,
    );
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
