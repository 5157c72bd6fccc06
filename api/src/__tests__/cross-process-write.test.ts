// A write in one process reaches an API process of its own on the same database (SQLite file, or PostgreSQL with
// DATABASE_URL), as a back-office write reaches every replica: the renamed product's new name is served within 2 s,
// and the keys the shells poll for name that product and its lists only, so they drop only the pages showing it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../app';
import type { ContentFiles } from '../content/fixture-files';
import { openContentStore, type ContentStore } from '../db';
import { sharedMediaDir } from '../media/shared-media-cache';
import { MAIN, startReplica, type Replica } from './built-api';
import { createTestDatabase, type TestDatabase } from './test-database';

const FIXTURES = path.join(API_ROOT, 'fixtures');

interface Changes {
  version: string;
  keys: string[] | null;
}

describe('a write in another process', () => {
  let dir: string;
  let database: TestDatabase;
  let writer: ContentStore;
  let api: Replica;
  const get = async <T>(url: string): Promise<T> =>
    (await (await fetch(`${api.base}${url}`, { headers: { 'accept-locale': 'pl' } })).json()) as T;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build -w api first`);
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-cross-process-'));
    database = await createTestDatabase();
    const databasePath = path.join(dir, 'site.db');
    writer = await openContentStore({ databasePath, databaseUrl: database.url, fixturesDir: FIXTURES });
    api = await startReplica({
      ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_PATH: databasePath }),
      MEDIA_DIR: await sharedMediaDir(FIXTURES),
      API_METRICS_PORT: '0',
    });
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => {
      api.process.once('exit', resolve);
      api.process.kill('SIGTERM');
    });
    await writer.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it("is served within 2 s, and names only the renamed product's keys", async () => {
    const { version } = await get<Changes>('/api/content_changes');
    const other = (await get<{ name: string }>('/api/products/2')).name;
    const nova = (await writer.contentService.find('product', 1)) as ContentFiles['products'][number];

    await writer.contentService.update('product', 1, { ...nova, name: 'Nova Prim' }, 'anna');
    const written = Date.now();
    let name = '';
    while (Date.now() - written < 2_000) {
      name = (await get<{ name: string }>('/api/products/1')).name;
      if (name === 'Nova Prim') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(name).toBe('Nova Prim');

    const changes = await get<Changes>(`/api/content_changes?since=${version}`);
    expect(changes.version).toBe(String(Number(version) + 1));
    expect(changes.keys).toContain('product:1');
    expect(changes.keys?.filter((key) => key.startsWith('product:'))).toEqual(['product:1']);
    expect(changes.keys).not.toContain('menus');
    expect(changes.keys).not.toContain('company');
    expect((await get<{ name: string }>('/api/products/2')).name).toBe(other);
  });
});
