// The content store on PostgreSQL, where several API replicas share one database: a replica starting with the content
// already loaded loads nothing; a replica that loads new content is followed by the running ones within a second.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { API_ROOT } from '../../app';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../__tests__/test-database';
import { openContentStore, type ContentStore } from '..';
import { contentVersion } from '../content/content-version';
import { readContentFixtures } from '../fixtures/reader';

const FIXTURES = path.join(API_ROOT, 'fixtures');
/** Each test loads the content once or twice (a few seconds on a busy machine). */
const LOAD_TIMEOUT_MS = 30_000;
const describeOnPostgres = TEST_ENGINE === 'PostgreSQL' ? describe : describe.skip;

describeOnPostgres('content store on PostgreSQL', () => {
  let database: TestDatabase;
  let dir: string;
  const stores: ContentStore[] = [];
  const open = async (fixturesDir = FIXTURES): Promise<ContentStore> => {
    const store = await openContentStore({ databasePath: '', databaseUrl: database.url, fixturesDir });
    stores.push(store);
    return store;
  };

  beforeEach(async () => {
    database = await createTestDatabase('empty');
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-pg-store-'));
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'loads the content once: a second replica with the same fixtures finds it loaded',
    async () => {
      const first = await open();
      const second = await open();
      expect(first.migrations.applied).toEqual([1, 2]);
      expect(second.migrations.applied).toEqual([]);
      expect(first.content).toMatchObject({ products: readContentFixtures(FIXTURES).products.length });
      expect(second.content).toBeNull();
      const version = contentVersion(readContentFixtures(FIXTURES));
      await expect(first.repository.contentVersion()).resolves.toBe(version);
      await expect(second.repository.contentVersion()).resolves.toBe(version);
    },
    LOAD_TIMEOUT_MS,
  );

  it(
    'a running replica serves the content another replica loaded, within a second',
    async () => {
      const running = await open();
      expect((await running.repository.findProduct('pl', 'nova'))?.name).toBe('Nova');
      expect((await running.repository.search('pl', 'Supernova', null)).map((r) => r.title)).toEqual([]);

      const changed = path.join(dir, 'fixtures');
      await cp(FIXTURES, changed, { recursive: true });
      const file = path.join(changed, 'products.json');
      const products = JSON.parse(await readFile(file, 'utf8')) as Array<{ slug: string; name: string }>;
      const nova = products.find((product) => product.slug === 'nova');
      if (nova) nova.name = 'Supernova';
      await writeFile(file, JSON.stringify(products));
      const starting = await open(changed);
      expect(starting.content).not.toBeNull();

      await new Promise((resolve) => setTimeout(resolve, 1100));
      await expect(running.repository.contentVersion()).resolves.toBe(contentVersion(readContentFixtures(changed)));
      expect((await running.repository.findProduct('pl', 'nova'))?.name).toBe('Supernova');
      expect((await running.repository.search('pl', 'Supernova', null)).map((r) => r.title)).toEqual(['Supernova']);
    },
    LOAD_TIMEOUT_MS,
  );

  it(
    'refuses a database written by a newer version',
    async () => {
      await (await open()).close();
      stores.splice(0);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      await client.query("INSERT INTO kysely_migration (name, timestamp) VALUES ('0099_future', '2030-01-01')");
      await client.end();
      await expect(
        openContentStore({ databasePath: '', databaseUrl: database.url, fixturesDir: FIXTURES }),
      ).rejects.toThrow(/newer version/);
    },
    LOAD_TIMEOUT_MS,
  );
});
