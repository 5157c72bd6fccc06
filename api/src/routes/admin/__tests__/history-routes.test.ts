// History and redirects over HTTP, on the test engine (SQLite, or PostgreSQL with DATABASE_URL): a record's
// revisions with who and when, the difference between two, restore (a new revision; a stale version is a 409),
// and the redirects a change of address leaves (GET /api/redirects, which the shells follow; the back office's list).
import path from 'node:path';
import type { ContentKey } from '@ergoforma/shared-contracts';
import { API_ROOT } from '../../../app';
import { openContentStore, type ContentStore } from '../../../db';
import type { ContentFiles } from '../../../content/fixture-files';
import { createStaffHarness, type StaffHarness } from './staff-harness';

type ProductFile = ContentFiles['products'][number];
type PostFile = ContentFiles['posts'][number];
type Locale = 'pl' | 'en' | 'fr';

let h: StaffHarness;
/** Another process's store on the same database: the writes a product editor would make. */
let store: ContentStore;
let editorEmail: string;
let session: string;

beforeAll(async () => {
  h = await createStaffHarness();
  const editor = await h.member('ewa.history@ergoforma.example', 'editor');
  editorEmail = editor.email;
  session = await h.signIn(editor);
  store = await openContentStore({
    databasePath: path.join(h.t.dir, 'site.db'),
    databaseUrl: h.t.databaseUrl,
    fixturesDir: path.join(API_ROOT, 'fixtures'),
  });
});
afterAll(async () => {
  await store.close();
  await h.close();
});

const service = () => store.contentService;
const product = async (id: number) => (await service().find('product', id)) as ProductFile;
const rename = async (id: number, slug: string) =>
  service().update('product', id, { ...(await product(id)), slug }, editorEmail);
const productPaths = async (slug: string): Promise<Record<Locale, string>> => {
  const entries = await Promise.all(
    (['pl', 'en', 'fr'] as const).map(async (locale) => {
      const answer = await h.t.get<{ path: string }>(`/api/products/${slug}`, { 'accept-locale': locale });
      return [locale, answer.body.path] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, string>;
};
const redirects = async (): Promise<Record<string, string>> => {
  const answer = await h.t.get<Array<{ from: string; to: string }>>('/api/redirects');
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.map(({ from, to }) => [from, to]));
};
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.request({ method, url: `/api/admin${url}`, cookie: session, payload });
const keysSince = async (version: number): Promise<ContentKey[] | null> =>
  (await store.contentService.contentChangesSince(version)).keys;

describe('automatic redirects', () => {
  it('a renamed product leaves a 301 from its old address in every language, chains collapsed, a retaken address live again', async () => {
    const nova = await productPaths('nova');
    const start = Number(await service().version());
    await rename(1, 'nova-2');
    const nova2 = await productPaths('nova-2');
    expect(nova2.pl).not.toBe(nova.pl);
    expect(nova2.en).not.toBe(nova.en);
    expect(await redirects()).toEqual({ [nova.pl]: nova2.pl, [nova.en]: nova2.en, [nova.fr]: nova2.fr });
    expect(await keysSince(start)).toContain('redirects');

    await rename(1, 'nova-3');
    const nova3 = await productPaths('nova-3');
    // A→B then B→C: A→C and B→C, never two hops.
    expect(await redirects()).toEqual({
      [nova.pl]: nova3.pl,
      [nova.en]: nova3.en,
      [nova.fr]: nova3.fr,
      [nova2.pl]: nova3.pl,
      [nova2.en]: nova3.en,
      [nova2.fr]: nova3.fr,
    });

    await rename(1, 'nova');
    // The first address is the product's again: its redirect is gone, the others lead to it.
    expect(await redirects()).toEqual({
      [nova2.pl]: nova.pl,
      [nova2.en]: nova.en,
      [nova2.fr]: nova.fr,
      [nova3.pl]: nova.pl,
      [nova3.en]: nova.en,
      [nova3.fr]: nova.fr,
    });
    const list = await admin('GET', '/redirects?perPage=2');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('6');
    expect(list.json()).toHaveLength(2);
    expect(list.json<Array<{ id: string; kind: string; recordId: number }>>()[0]).toMatchObject({
      kind: 'product',
      recordId: 1,
    });
  });

  it('a post renamed in one language redirects that language only', async () => {
    const post = (await service().find('post', 1)) as PostFile;
    const before = await redirects();
    const oldSlug = String(post.translations.en?.slug);
    await service().update(
      'post',
      1,
      { ...post, translations: { ...post.translations, en: { ...post.translations.en, slug: `${oldSlug}-2026` } } },
      editorEmail,
    );
    const added = Object.entries(await redirects()).filter(([from]) => before[from] === undefined);
    expect(added).toHaveLength(1);
    expect(added[0]?.[0]).toMatch(new RegExp(`^/en/.*/${oldSlug}$`));
    expect(added[0]?.[1]).toMatch(new RegExp(`^/en/.*/${oldSlug}-2026$`));
  });

  it('refuses an address another record has, naming the field, and changes nothing', async () => {
    const before = await redirects();
    const aruba = await product(2);
    expect(aruba.category).toBe((await product(1)).category);
    await expect(rename(2, 'nova')).rejects.toMatchObject({ statusCode: 400, field: 'slug' });
    expect((await product(2)).slug).toBe(aruba.slug);
    expect(await redirects()).toEqual(before);
  });
});

interface Revision {
  id: number;
  version: number;
  action: string;
  changedAt: string;
  author: { email: string; name: string | null };
}

describe('history', () => {
  it('lists who saved what when, newest first, and shows the difference of two revisions field by field', async () => {
    const answer = await admin('GET', '/products/1/history');
    expect(answer.statusCode).toBe(200);
    const revisions = answer.json<Revision[]>();
    expect(revisions.map((revision) => revision.action)).toEqual(['update', 'update', 'update']);
    expect(revisions[0]?.author.email).toBe(editorEmail);
    expect(typeof revisions[0]?.author.name).toBe('string');
    expect(revisions[0].version).toBeGreaterThan(revisions[1].version);

    const [newest, , oldest] = revisions;
    const own = await admin('GET', `/products/1/history/diff?to=${newest.id}`);
    expect(own.json<{ changes: unknown[] }>().changes).toEqual([
      { path: 'slug', locale: null, before: 'nova-3', after: 'nova' },
    ]);
    const across = await admin('GET', `/products/1/history/diff?from=${oldest.id}&to=${newest.id}`);
    expect(across.json<{ changes: unknown[] }>().changes).toEqual([
      { path: 'slug', locale: null, before: 'nova-2', after: 'nova' },
    ]);
    expect((await admin('GET', `/products/2/history/diff?to=${newest.id}`)).statusCode).toBe(404);
  });

  it('names the language of a translated field', async () => {
    const [newest] = (await admin('GET', '/posts/1/history')).json<Revision[]>();
    const changes = (await admin('GET', `/posts/1/history/diff?to=${newest.id}`)).json<{
      changes: Array<{ path: string; locale: string | null }>;
    }>().changes;
    expect(changes).toEqual([expect.objectContaining({ path: 'translations.en.slug', locale: 'en' })]);
  });

  it('restores a revision as a new one, the site and the redirects following; a stale version is a 409', async () => {
    const revisions = (await admin('GET', '/products/1/history')).json<Revision[]>();
    const oldest = revisions.at(-1)!;
    const stale = await admin('POST', `/products/1/history/${oldest.id}/restore`, { version: oldest.version });
    expect(stale.statusCode).toBe(409);
    expect((await product(1)).slug).toBe('nova');

    const restored = await admin('POST', `/products/1/history/${oldest.id}/restore`, {
      version: revisions[0].version,
    });
    expect(restored.statusCode).toBe(200);
    expect((await product(1)).slug).toBe('nova-2');
    const after = (await admin('GET', '/products/1/history')).json<Revision[]>();
    expect(after).toHaveLength(revisions.length + 1);
    expect(after[0]).toMatchObject({ action: 'update', author: { email: editorEmail } });
    expect(after[0].version).toBe(restored.json<{ version: number }>().version);
    const nova = await productPaths('nova-2');
    expect(Object.values(await redirects())).toEqual(expect.arrayContaining([nova.pl, nova.en]));
    expect((await redirects())[nova.pl]).toBeUndefined();
  });

  it('answers a revision of another record or none with a 404, and a bad body with a 400', async () => {
    expect((await admin('POST', '/products/1/history/999999/restore', { version: 0 })).statusCode).toBe(404);
    expect((await admin('POST', '/products/1/history/1/restore', { version: 'x' })).statusCode).toBe(400);
    expect((await admin('GET', '/pages/1/history')).json()).toEqual([]);
  });
});
