import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { API_ROOT } from '../../app';
import { FixtureError, openContentStore } from '..';
import { CONTENT_TABLES } from '../content/content-rows';
import { readContentFixtures } from '../fixtures/reader';
import { MIGRATIONS } from '../migrations/migrate';

const FIXTURES = path.join(API_ROOT, 'fixtures');

describe('content store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-store-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the database, applies the migrations once and records them', async () => {
    const databasePath = path.join(dir, 'nested', 'site.db');
    const first = await openContentStore({ databasePath, fixturesDir: FIXTURES });
    const history = MIGRATIONS.sqlite;
    expect(first.migrations).toEqual({ applied: history.map((m) => m.version), current: history.at(-1)?.version });
    await first.close();
    const second = await openContentStore({ databasePath, fixturesDir: FIXTURES });
    expect(second.migrations).toEqual({ applied: [], current: history.at(-1)?.version });
    await second.close();
    const db = new BetterSqlite3(databasePath, { readonly: true });
    expect(db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all()).toEqual(
      history.map(({ version, name }) => `${String(version).padStart(4, '0')}_${name}`),
    );
    db.close();
  });

  it('seeds an empty database from the fixtures, and a restart keeps the content it holds', async () => {
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
    const first = await openContentStore({ databasePath, fixturesDir: FIXTURES });
    expect(first.content).toMatchObject({
      products: fixtures.products.length,
      pages: fixtures.pages.length,
      sitemapNodes: fixtures.sitemapNodes.length,
    });
    await first.close();
    const before = counts();
    expect(before.products).toBe(fixtures.products.length);
    expect(before.posts).toBe(fixtures.posts.length);
    const second = await openContentStore({ databasePath, fixturesDir: FIXTURES });
    expect(second.content).toBeNull();
    await second.close();
    expect(counts()).toEqual(before);
  });

  it('never overwrites an edit on a restart, and reads no content fixtures for a database that holds content', async () => {
    const databasePath = path.join(dir, 'site.db');
    const first = await openContentStore({ databasePath, fixturesDir: FIXTURES });
    const product = (await first.contentService.find('product', 1)) as { name: string };
    await first.contentService.update('product', 1, { ...product, name: 'Nova Edited' }, 'test');
    await first.close();
    const broken = path.join(dir, 'fixtures');
    await cp(FIXTURES, broken, { recursive: true });
    await writeFile(path.join(broken, 'products.json'), 'not JSON');
    const store = await openContentStore({ databasePath, fixturesDir: broken });
    expect(store.content).toBeNull();
    expect((await store.repository.findProduct('pl', '1'))?.name).toBe('Nova Edited');
    await expect(store.repository.contentVersion()).resolves.toBe('2');
    await store.close();
  });

  it('keeps the company as stored when company.json changes: the file only seeds it', async () => {
    const databasePath = path.join(dir, 'site.db');
    await (await openContentStore({ databasePath, fixturesDir: FIXTURES })).close();
    const moved = path.join(dir, 'fixtures');
    await cp(FIXTURES, moved, { recursive: true });
    const company = JSON.parse(await readFile(path.join(moved, 'company.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(moved, 'company.json'), JSON.stringify({ ...company, phone: '+48 12 000 00 00' }));
    const store = await openContentStore({ databasePath, fixturesDir: moved });
    await expect(store.repository.contentVersion()).resolves.toBe('1');
    await expect(store.contentService.company()).resolves.toEqual(company);
    await store.close();
  });

  it('answers through the repository', async () => {
    const store = await openContentStore({ databasePath: path.join(dir, 'site.db'), fixturesDir: FIXTURES });
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
    await store.close();
  });

  it('refuses to seed from broken fixtures, with a message naming the place', async () => {
    const databasePath = path.join(dir, 'site.db');

    const broken = path.join(dir, 'fixtures');
    await cp(FIXTURES, broken, { recursive: true });
    const products = JSON.parse(await readFile(path.join(broken, 'products.json'), 'utf8')) as Array<
      Record<string, unknown>
    >;
    products[0] = { ...products[0], categry: 1 };
    await writeFile(path.join(broken, 'products.json'), JSON.stringify(products));
    await expect(openContentStore({ databasePath, fixturesDir: broken })).rejects.toThrow(
      new FixtureError('products.json[0]', 'unknown field(s) categry'),
    );

    products[0] = { ...products[0], categry: undefined, tags: [1, 99] };
    await writeFile(path.join(broken, 'products.json'), JSON.stringify(products));
    await expect(openContentStore({ databasePath, fixturesDir: broken })).rejects.toThrow('unknown tag id 99');
  });

  it('refuses a database written by a newer version', async () => {
    const databasePath = path.join(dir, 'site.db');
    await (await openContentStore({ databasePath, fixturesDir: FIXTURES })).close();
    const db = new BetterSqlite3(databasePath);
    db.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('0099_future', '2030-01-01')").run();
    db.close();
    await expect(openContentStore({ databasePath, fixturesDir: FIXTURES })).rejects.toThrow(/newer version/);
  });
});
