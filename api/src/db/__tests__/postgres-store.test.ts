// The content store on PostgreSQL, where several API replicas share one database: replicas starting together on an
// empty database seed it once; a change one replica writes is followed by the running ones within a second.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { API_ROOT } from '../../app';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../__tests__/test-database';
import { openContentStore, type ContentStore } from '..';
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
    'seeds an empty database once when two replicas start on it at the same time',
    async () => {
      const replicas = await Promise.all([open(), open()]);
      const seeded = replicas.filter((replica) => replica.content !== null);
      expect(seeded).toHaveLength(1);
      expect(seeded[0]?.content).toMatchObject({ products: readContentFixtures(FIXTURES).products.length });
      for (const replica of replicas) {
        await expect(replica.repository.contentVersion()).resolves.toBe('1');
        expect((await replica.repository.listProducts('pl', { pagination: null })).totalItems).toBe(
          readContentFixtures(FIXTURES).products.length,
        );
      }
    },
    LOAD_TIMEOUT_MS,
  );

  it(
    'a running replica serves a change another replica wrote, within a second',
    async () => {
      const running = await open();
      expect((await running.repository.findProduct('pl', 'nova'))?.name).toBe('Nova');
      expect((await running.repository.search('pl', 'Supernova', null)).map((r) => r.title)).toEqual([]);

      const other = await open();
      const nova = (await other.contentService.find('product', 1)) as { slug: string; name: string };
      expect(nova.slug).toBe('nova');
      await other.contentService.update('product', 1, { ...nova, name: 'Supernova' }, 'test');

      await new Promise((resolve) => setTimeout(resolve, 1100));
      await expect(running.repository.contentVersion()).resolves.toBe('2');
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
      await client.query(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', '2030-01-01')",
      );
      await client.end();
      await expect(
        openContentStore({ databasePath: '', databaseUrl: database.url, fixturesDir: FIXTURES }),
      ).rejects.toThrow(/newer version/);
    },
    LOAD_TIMEOUT_MS,
  );
});
