// Unpublishing, publishing and scheduling over HTTP, on the test engine (SQLite, or PostgreSQL with DATABASE_URL):
// an unpublished product leaves the site's lists and its address answers 404 (or 301 to the target given); a stale
// version is a 409; what is scheduled is listed for the roles that may publish it and performed once when due, as
// the person who scheduled it, even by two runners on one database; a failure is kept on the row. Job offers past
// their closing date and unpublished realizations leave the public lists.
import path from 'node:path';
import { sql } from 'kysely';
import { API_ROOT } from '../../app';
import { openContentStore, type ContentStore } from '../../db';
import { createStaffHarness, type StaffHarness } from '../../routes/admin/__tests__/staff-harness';
import { CLOSING_AUTHOR, Schedules } from '../schedules';

let h: StaffHarness;
/** Another process's store on the same database (a second API replica). */
let store: ContentStore;
let editorEmail: string;
let editor: string;
let sales: string;

beforeAll(async () => {
  // The API's own runner stays out of the way (it runs once at start): these tests run the runners themselves.
  h = await createStaffHarness({ schedulePeriodMs: 3_600_000 });
  const member = await h.member('olga.publishing@ergoforma.example', 'editor');
  editorEmail = member.email;
  editor = await h.signIn(member);
  sales = await h.signIn(await h.member('sales.publishing@ergoforma.example', 'sales'));
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

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = editor) =>
  h.request({ method, url: `/api/admin${url}`, cookie, payload });
const version = (kind: 'product' | 'post', id: number) => store.contentService.recordVersion(kind, id);
const productIds = async (): Promise<number[]> =>
  (await h.t.get<{ member: Array<{ id: number }> }>('/api/products?pagination=false')).body.member.map((p) => p.id);
const redirects = async (): Promise<Record<string, string>> =>
  Object.fromEntries(
    (await h.t.get<Array<{ from: string; to: string }>>('/api/redirects')).body.map(({ from, to }) => [from, to]),
  );
const revisions = (kind: 'product' | 'post', id: number) => store.contentService.revisions(kind, id);
const minutesAhead = (minutes: number) => new Date(h.now().getTime() + minutes * 60_000);

describe('unpublish and publish now', () => {
  it('takes a product off the lists and its address, with a 301 to the target given, and puts it back', async () => {
    const lambda = await h.t.get<{ path: string }>('/api/products/lambda');
    expect(lambda.status).toBe(200);
    const found = await h.t.get<Array<{ slug: string }>>('/api/search?phrase=lambda&pagination=false');
    expect(found.body.map((hit) => hit.slug)).toContain(lambda.body.path);
    const stale = await version('product', 3);

    const unpublished = await admin('POST', '/publishing/products/3/unpublish', {
      version: stale,
      redirectTo: '/produkty',
    });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({ id: 3, isPublished: false });
    expect(await productIds()).not.toContain(3);
    expect((await h.t.get('/api/products/lambda')).status).toBe(404);
    expect((await redirects())[lambda.body.path]).toBe('/produkty');
    const search = await h.t.get<Array<{ slug: string }>>('/api/search?phrase=lambda&pagination=false');
    expect(search.body.map((hit) => hit.slug)).not.toContain(lambda.body.path);
    expect((await revisions('product', 3))[0]).toMatchObject({ author: editorEmail });

    // Saved on the version before the unpublish: refused, nothing changed.
    expect((await admin('POST', '/publishing/products/3/publish-now', { version: stale })).statusCode).toBe(409);
    expect(await productIds()).not.toContain(3);

    const published = await admin('POST', '/publishing/products/3/publish-now', {
      version: await version('product', 3),
    });
    expect(published.statusCode).toBe(200);
    expect(await productIds()).toContain(3);
    expect((await h.t.get('/api/products/lambda')).status).toBe(200);
    // Its address is live again: the redirect from it is gone.
    expect((await redirects())[lambda.body.path]).toBeUndefined();
  });

  it('refuses a target that is not a path of this site, or is the record’s own address', async () => {
    const own = (await h.t.get<{ path: string }>('/api/products/nova')).body.path;
    for (const redirectTo of ['https://example.com/', '//example.com/x', 'produkty', own]) {
      const answer = await admin('POST', '/publishing/products/1/unpublish', {
        version: await version('product', 1),
        redirectTo,
      });
      expect(`${redirectTo}: ${answer.statusCode}`).toBe(`${redirectTo}: 400`);
    }
    expect(await productIds()).toContain(1);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await admin('POST', '/publishing/posts/999/unpublish', { version: 0 })).statusCode).toBe(404);
  });
});

describe('schedules', () => {
  it('refuses a time that is not in the future, and a role that may not publish the record', async () => {
    const past = await admin('POST', '/schedules', {
      resource: 'posts',
      id: 1,
      action: 'unpublish',
      at: new Date(h.now().getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const payload = { resource: 'posts', id: 1, action: 'unpublish', at: minutesAhead(5).toISOString() };
    expect((await admin('POST', '/schedules', payload, sales)).statusCode).toBe(403);
    expect((await admin('POST', '/schedules', { ...payload, id: 999 })).statusCode).toBe(404);
    expect((await admin('POST', '/schedules', { ...payload, action: 'delete' })).statusCode).toBe(400);
    expect((await admin('POST', '/schedules', { ...payload, at: 'tomorrow' })).statusCode).toBe(400);
    expect((await admin('POST', '/schedules', { ...payload, resource: 'accounts' })).statusCode).toBe(400);
  });

  it('lists what is scheduled soonest first, performs it when due as the person who scheduled it, and cancels', async () => {
    const later = await admin('POST', '/schedules', {
      resource: 'products',
      id: 2,
      action: 'unpublish',
      at: minutesAhead(30).toISOString(),
    });
    const sooner = await admin('POST', '/schedules', {
      resource: 'posts',
      id: 2,
      action: 'unpublish',
      at: minutesAhead(10).toISOString(),
    });
    expect([later.statusCode, sooner.statusCode]).toEqual([201, 201]);

    const list = await admin('GET', '/schedules');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json()).toEqual([
      expect.objectContaining({ resource: 'posts', recordId: 2, action: 'unpublish', by: editorEmail, doneAt: null }),
      expect.objectContaining({ resource: 'products', recordId: 2, title: 'Aruba', action: 'unpublish' }),
    ]);
    // Sales publish nothing: they see nothing, and cancel nothing.
    expect((await admin('GET', '/schedules', undefined, sales)).json()).toEqual([]);
    const laterId = later.json<{ id: number }>().id;
    expect((await admin('DELETE', `/schedules/${laterId}`, undefined, sales)).statusCode).toBe(403);

    const schedules = new Schedules(store.db, store.contentService);
    expect(await schedules.runDue(minutesAhead(9))).toBe(0);
    const posts = async () =>
      (await h.t.get<{ member: Array<{ id: number }> }>('/api/posts?pagination=false')).body.member.map((p) => p.id);
    expect(await posts()).toContain(2);
    expect(await schedules.runDue(minutesAhead(11))).toBe(1);
    expect(await posts()).not.toContain(2);
    expect((await revisions('post', 2))[0]).toMatchObject({ author: editorEmail });
    // Done: off the list; run again, nothing more happens.
    expect((await admin('GET', '/schedules')).json()).toEqual([
      expect.objectContaining({ recordId: 2, title: 'Aruba' }),
    ]);
    expect(await schedules.runDue(minutesAhead(12))).toBe(0);

    expect((await admin('DELETE', `/schedules/${laterId}`)).statusCode).toBe(204);
    expect((await admin('GET', '/schedules')).json()).toEqual([]);
    expect(await schedules.runDue(minutesAhead(31))).toBe(0);
    expect(await productIds()).toContain(2);
    expect((await admin('DELETE', `/schedules/${laterId}`)).statusCode).toBe(404);
  });

  it('performs a due action once when two runners on one database run together', async () => {
    const before = (await revisions('post', 3)).length;
    await admin('POST', '/schedules', {
      resource: 'posts',
      id: 3,
      action: 'unpublish',
      at: minutesAhead(1).toISOString(),
    });
    const other = await openContentStore({
      databasePath: path.join(h.t.dir, 'site.db'),
      databaseUrl: h.t.databaseUrl,
      fixturesDir: path.join(API_ROOT, 'fixtures'),
    });
    try {
      const runners = [new Schedules(store.db, store.contentService), new Schedules(other.db, other.contentService)];
      const performed = await Promise.all(runners.map((runner) => runner.runDue(minutesAhead(2))));
      expect(performed.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect((await revisions('post', 3)).length).toBe(before + 1);
  });

  it('keeps a failure on the row and goes on with the others', async () => {
    await admin('POST', '/schedules', {
      resource: 'posts',
      id: 4,
      action: 'publish',
      at: minutesAhead(1).toISOString(),
    });
    await admin('POST', '/schedules', {
      resource: 'posts',
      id: 5,
      action: 'unpublish',
      at: minutesAhead(1).toISOString(),
    });
    await store.contentService.delete('post', 4, editorEmail);
    const schedules = new Schedules(store.db, store.contentService);
    expect(await schedules.runDue(minutesAhead(2))).toBe(1);
    const list = (await admin('GET', '/schedules')).json<Array<{ recordId: number; error: string | null }>>();
    expect(list).toEqual([expect.objectContaining({ recordId: 4, error: 'No post 4' })]);
  });
});

describe('a job offer past its closing date', () => {
  it('is unpublished once by two runners, as the closing date', async () => {
    const closes = new Date(h.now().getTime() - 60_000).toISOString();
    await sql`UPDATE job_offers SET closes = ${closes} WHERE id = 4`.execute(store.db);
    const other = await openContentStore({
      databasePath: path.join(h.t.dir, 'site.db'),
      databaseUrl: h.t.databaseUrl,
      fixturesDir: path.join(API_ROOT, 'fixtures'),
    });
    try {
      const runners = [new Schedules(store.db, store.contentService), new Schedules(other.db, other.contentService)];
      // On PostgreSQL (the engine of several replicas) both run at once. SQLite serves one API process: two
      // connections in one process cannot wait for each other's write lock, so there the second runs after the first.
      const performed =
        h.t.databaseUrl === undefined
          ? [await runners[0].runDue(h.now()), await runners[1].runDue(h.now())]
          : await Promise.all(runners.map((runner) => runner.runDue(h.now())));
      expect(performed.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await other.close();
    }
    const row = await store.db.selectFrom('job_offers').select('is_published').where('id', '=', 4).executeTakeFirst();
    expect(row?.is_published).toBe(false);
    expect((await store.contentService.revisions('jobOffer', 4))[0]).toMatchObject({ author: CLOSING_AUTHOR });
  });
});

describe('the public lists', () => {
  it('leave out job offers past their closing date and unpublished ones, and unpublished realizations', async () => {
    const jobs = async () =>
      (await h.t.get<{ member: Array<{ id: number }>; totalItems: number }>('/api/job_offers?pagination=false')).body;
    const realizations = async () =>
      (await h.t.get<{ member: Array<{ id: number }> }>('/api/realizations?pagination=false')).body.member.map(
        (r) => r.id,
      );
    const all = await jobs();
    expect(all.member.map((job) => job.id)).toEqual(expect.arrayContaining([1, 2, 3]));
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await sql`UPDATE job_offers SET closes = ${past} WHERE id = 1`.execute(store.db);
    await sql`UPDATE job_offers SET closes = ${future} WHERE id = 2`.execute(store.db);
    await sql`UPDATE job_offers SET is_published = ${false} WHERE id = 3`.execute(store.db);
    await sql`UPDATE realizations SET is_published = ${false} WHERE id = 1`.execute(store.db);
    const open = await jobs();
    expect(open.member.map((job) => job.id)).not.toEqual(expect.arrayContaining([1]));
    expect(open.member.map((job) => job.id)).toContain(2);
    expect(open.member.map((job) => job.id)).not.toContain(3);
    expect(open.totalItems).toBe(all.totalItems - 2);
    expect(await realizations()).not.toContain(1);
  });
});

describe('the API’s own runner', () => {
  it('performs what is due every period it is given', async () => {
    // The runner keeps real time: so does this back office's clock.
    const quick = await createStaffHarness({ schedulePeriodMs: 100, staff: { now: () => new Date() } });
    try {
      const cookie = await quick.signIn(await quick.member('quick.publishing@ergoforma.example', 'editor'));
      const at = new Date(Date.now() + 500).toISOString();
      const scheduled = await quick.request({
        method: 'POST',
        url: '/api/admin/schedules',
        cookie,
        payload: { resource: 'products', id: 4, action: 'unpublish', at },
      });
      expect(scheduled.statusCode).toBe(201);
      const listed = async () =>
        (await quick.t.get<{ member: Array<{ id: number }> }>('/api/products?pagination=false')).body.member.some(
          (p) => p.id === 4,
        );
      expect(await listed()).toBe(true);
      const deadline = Date.now() + 5000;
      while ((await listed()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await listed()).toBe(false);
    } finally {
      await quick.close();
    }
  });
});
