// GET /api/content_changes: the shells' poll, which names the content keys the writes since a version touched.
import path from 'node:path';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { API_ROOT } from '../../app';
import { openContentStore, type ContentStore } from '../../db';

describe('GET /api/content_changes', () => {
  let t: TestApp;
  /** A second connection to the app's database, writing as the back office will. */
  let writer: ContentStore;
  beforeAll(async () => {
    t = await createTestApp();
    writer = await openContentStore({
      databasePath: path.join(t.dir, 'site.db'),
      databaseUrl: t.databaseUrl,
      fixturesDir: path.join(API_ROOT, 'fixtures'),
    });
  });
  afterAll(async () => {
    await writer.close();
    await t.close();
  });

  type Changes = { version: string; keys: string[] | null };

  it('answers the version alone when not told since which one, not to be cached', async () => {
    const response = await t.get<Changes>('/api/content_changes');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      version: (await t.get<{ version: string }>('/api/content_version')).body.version,
      keys: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('names the keys a write touched since the version given, and none when nothing changed', async () => {
    const { version } = (await t.get<Changes>('/api/content_changes')).body;
    expect((await t.get<Changes>(`/api/content_changes?since=${version}`)).body).toEqual({ version, keys: [] });
    const product = await writer.contentService.find('product', 1);
    await writer.contentService.update('product', 1, { ...product, name: 'Nova 2' }, 'test');
    const changes = (await t.get<Changes>(`/api/content_changes?since=${version}`)).body;
    expect(Number(changes.version)).toBe(Number(version) + 1);
    expect(changes.keys).toContain('product:1');
  });

  it('refuses a version that is not a number, and cannot say for a version it does not know', async () => {
    expect((await t.get('/api/content_changes?since=abc')).status).toBe(400);
    expect((await t.get<Changes>('/api/content_changes?since=999999')).body.keys).toBeNull();
  });
});
