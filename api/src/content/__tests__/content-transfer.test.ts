// The content folder format: rows -> files is the inverse of the fixtures' loader, the export of a database seeded
// from the fixtures reads as the fixtures (on the test engine: SQLite, or PostgreSQL with DATABASE_URL), and the
// import replaces the content all or nothing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../__tests__/test-database';
import { openContentStore, type ContentStore } from '../../db';
import { contentRows } from '../../db/content/content-rows';
import { readCompanyFixture } from '../../db/fixtures/company';
import { FixtureError } from '../../db/fixtures/fixture-error';
import { readContentFixtures } from '../../db/fixtures/reader';
import type { ContentFixtures } from '../../db/fixtures/types';
import { sharedMediaDir } from '../../media/shared-media-cache';
import { writeContentFiles } from '../content-directory';
import { exportContent, importContent, readContentRows } from '../content-transfer';
import { contentFiles } from '../fixture-files';

const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'fixtures');

/** The lists the tables keep as sets (no order column): compared sorted. */
function comparable(fixtures: ContentFixtures): ContentFixtures {
  return {
    ...fixtures,
    products: fixtures.products.map((product) => ({
      ...product,
      extraCategoryIds: [...product.extraCategoryIds].sort((a, b) => a - b),
      tagIds: [...product.tagIds].sort((a, b) => a - b),
    })),
    legacyRedirects: [...fixtures.legacyRedirects].sort((a, b) => (a.from < b.from ? -1 : 1)),
  };
}

describe('content folders', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ergoforma-content-folder-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('the content rows written back as files read as the fixtures they were made from', () => {
    const fixtures = readContentFixtures(FIXTURES);
    writeContentFiles(dir, contentFiles(contentRows(fixtures)), readCompanyFixture(FIXTURES));
    expect(comparable(readContentFixtures(dir))).toEqual(comparable(fixtures));
  });

  describe('on the database', () => {
    let database: TestDatabase;
    let store: ContentStore;
    let mediaDir: string;
    beforeEach(async () => {
      mediaDir = await sharedMediaDir(FIXTURES);
      database = await createTestDatabase('content');
      store = await openContentStore({
        databasePath: path.join(dir, 'site.db'),
        databaseUrl: database.url,
        fixturesDir: FIXTURES,
      });
    });
    afterEach(async () => {
      await store.close();
      await database.drop();
    });

    it('exports a database seeded from the fixtures as files equal to the fixtures, with their media', async () => {
      const exported = path.join(dir, 'export');
      const summary = await exportContent(store, exported, { mediaDir });
      expect(comparable(readContentFixtures(exported))).toEqual(comparable(readContentFixtures(FIXTURES)));
      expect(summary.missingMedia).toEqual([]);
      expect(existsSync(path.join(exported, 'media', 'products', 'nova-1.jpg'))).toBe(true);
      expect(existsSync(path.join(exported, 'media', 'products', 'nova-1-480.webp'))).toBe(true);
    });

    it('imports a folder all or nothing: a broken one is refused, naming the place, and changes nothing', async () => {
      // The export's files, and one media file of its own (copying the whole media set is the export test's).
      const folder = path.join(dir, 'export');
      writeContentFiles(folder, contentFiles(await readContentRows(store.db)), readCompanyFixture(FIXTURES));
      mkdirSync(path.join(folder, 'media', 'products'), { recursive: true });
      writeFileSync(path.join(folder, 'media', 'products', 'new.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const productsFile = path.join(folder, 'products.json');
      const products = JSON.parse(readFileSync(productsFile, 'utf8')) as Array<Record<string, unknown>>;
      const version = await store.repository.contentVersion();

      writeFileSync(productsFile, JSON.stringify([{ ...products[0], tags: [1, 99] }, ...products.slice(1)]));
      await expect(importContent(store, folder, path.join(dir, 'media'))).rejects.toThrow(FixtureError);
      await expect(store.repository.contentVersion()).resolves.toBe(version);

      writeFileSync(productsFile, JSON.stringify([{ ...products[0], name: 'Nova Import' }, ...products.slice(1)]));
      await importContent(store, folder, path.join(dir, 'media'));
      expect((await store.repository.findProduct('pl', 'nova'))?.name).toBe('Nova Import');
      await expect(store.repository.contentVersion()).resolves.toBe(String(Number(version) + 1));
      expect(existsSync(path.join(dir, 'media', 'products', 'new.svg'))).toBe(true);
    });
  });
});
