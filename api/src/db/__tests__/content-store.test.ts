import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { API_ROOT } from '../../app';
import { FixtureError, openContentStore } from '..';
import { CONTENT_TABLES } from '../fixture-loader';
import { readContentFixtures } from '../fixture-reader';
import { MIGRATIONS } from '../migrations';

const FIXTURES = path.join(API_ROOT, 'fixtures');

describe('content store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-store-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the database, applies the migrations once and records them', () => {
    const databasePath = path.join(dir, 'nested', 'site.db');
    const first = openContentStore({ databasePath, fixturesDir: FIXTURES });
    expect(first.migrations).toEqual({ applied: MIGRATIONS.map((m) => m.version), current: MIGRATIONS.length });
    first.close();
    const second = openContentStore({ databasePath, fixturesDir: FIXTURES });
    expect(second.migrations).toEqual({ applied: [], current: MIGRATIONS.length });
    second.close();
    const db = new BetterSqlite3(databasePath, { readonly: true });
    expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual(
      MIGRATIONS.map(({ version, name }) => ({ version, name })),
    );
    db.close();
  });

  it('replaces the content on every start instead of adding to it', async () => {
    const databasePath = path.join(dir, 'site.db');
    const counts = (): Record<string, number> => {
      const db = new BetterSqlite3(databasePath, { readonly: true });
      const result = Object.fromEntries(
        CONTENT_TABLES.map((table) => [table, db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }]),
      );
      db.close();
      return Object.fromEntries(Object.entries(result).map(([table, row]) => [table, row.n]));
    };
    const fixtures = readContentFixtures(FIXTURES);
    const first = openContentStore({ databasePath, fixturesDir: FIXTURES });
    expect(first.content).toMatchObject({
      products: fixtures.products.length,
      pages: fixtures.pages.length,
      sitemapNodes: fixtures.sitemapNodes.length,
    });
    first.close();
    const before = counts();
    expect(before.products).toBe(fixtures.products.length);
    expect(before.posts).toBe(fixtures.posts.length);
    openContentStore({ databasePath, fixturesDir: FIXTURES }).close();
    expect(counts()).toEqual(before);
  });

  it('keeps the content in the database when asked not to load the fixtures (the scale catalogue)', async () => {
    const databasePath = path.join(dir, 'site.db');
    openContentStore({ databasePath, fixturesDir: FIXTURES }).close();
    const db = new BetterSqlite3(databasePath);
    db.prepare('DELETE FROM legacy_redirects').run();
    db.close();
    const store = openContentStore({ databasePath, fixturesDir: path.join(dir, 'missing'), loadFixtures: false });
    expect(store.content).toBeNull();
    expect((await store.repository.listLegacyRedirects(null)).totalItems).toBe(0);
    store.close();
  });

  it('answers through the repository', async () => {
    const store = openContentStore({ databasePath: path.join(dir, 'site.db'), fixturesDir: FIXTURES });
    await expect(store.repository.ping()).resolves.toBe(true);
    const page = await store.repository.listProducts('pl', {
      pagination: { page: 1, itemsPerPage: 2 },
      order: [{ field: 'name', direction: 'asc' }],
    });
    const products = readContentFixtures(FIXTURES).products;
    const firstByName = [...products].sort((a, b) => a.name.localeCompare(b.name, 'pl')).slice(0, 2);
    expect(page).toMatchObject({ totalItems: products.length, page: 1, itemsPerPage: 2 });
    expect(page.member.map((p) => p.slug)).toEqual(firstByName.map((p) => p.slug));
    await expect(store.repository.findProduct('pl', 'nope')).resolves.toBeNull();
    store.close();
  });

  it('refuses broken fixtures with a message naming the place, and keeps the previous content', async () => {
    const databasePath = path.join(dir, 'site.db');
    openContentStore({ databasePath, fixturesDir: FIXTURES }).close();

    const broken = path.join(dir, 'fixtures');
    await cp(FIXTURES, broken, { recursive: true });
    const products = JSON.parse(await readFile(path.join(broken, 'products.json'), 'utf8')) as Array<
      Record<string, unknown>
    >;
    products[0] = { ...products[0], categry: 1 };
    await writeFile(path.join(broken, 'products.json'), JSON.stringify(products));
    expect(() => openContentStore({ databasePath, fixturesDir: broken })).toThrow(
      new FixtureError('products.json[0]', 'unknown field(s) categry'),
    );

    products[0] = { ...products[0], categry: undefined, tags: [1, 99] };
    await writeFile(path.join(broken, 'products.json'), JSON.stringify(products));
    expect(() => openContentStore({ databasePath, fixturesDir: broken })).toThrow('unknown tag id 99');

    const store = openContentStore({ databasePath, fixturesDir: FIXTURES });
    expect((await store.repository.listProducts('pl', { pagination: null })).totalItems).toBe(
      readContentFixtures(FIXTURES).products.length,
    );
    store.close();
  });

  it('refuses a database written by a newer version', () => {
    const databasePath = path.join(dir, 'site.db');
    openContentStore({ databasePath, fixturesDir: FIXTURES }).close();
    const db = new BetterSqlite3(databasePath);
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', '2030-01-01')").run();
    db.close();
    expect(() => openContentStore({ databasePath, fixturesDir: FIXTURES })).toThrow(/newer version/);
  });
});
