// The old site's addresses in the back office: an editor finds, adds, changes and removes them; the site's list
// (what the shell answers 301 from) follows at once and the change names the redirects key; bad rows are refused
// naming the field, a stale save is a 409 with the row as it is, and every change is in the audit log.
import type { LightMyRequestResponse } from 'fastify';
import { createStaffHarness, type StaffHarness, type StaffMember } from './staff-harness';

let h: StaffHarness;
let editor: StaffMember;
let session: string;
let admin: string;

beforeAll(async () => {
  h = await createStaffHarness();
  editor = await h.member('editor@ergoforma.example', 'editor');
  session = await h.signIn(editor);
  admin = await h.signIn(await h.member('admin@ergoforma.example', 'admin'));
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  h.request({ method, url: `/api/admin${url}`, payload, cookie: session });
const address = (from: string) => `/legacy-redirects/${encodeURIComponent(from)}`;

interface Row {
  id: string;
  from: string;
  to?: string;
  product?: number;
  version: number;
}

/** What the shell loads: the site's list of old addresses. */
const siteRows = async (): Promise<Record<string, string>> =>
  Object.fromEntries(
    (
      await h.t.get<{ member: Array<{ from: string; to: string }> }>('/api/legacy_redirects?pagination=false')
    ).body.member.map(({ from, to }) => [from, to]),
  );
const changesSince = async (version: number): Promise<string[]> =>
  (await h.t.get<{ keys: string[] | null }>(`/api/content_changes?since=${version}`)).body.keys ?? [];
const messageOf = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${response.json<{ message: string }>().message}`;

it('lists the old addresses alphabetically, found by their address or target', async () => {
  const found = await as('GET', '/legacy-redirects?q=KONTAKT');
  expect(found.statusCode).toBe(200);
  expect(found.json<Row[]>().map(({ id, from, to }) => ({ id, from, to }))).toEqual([
    { id: '/kontakt.html', from: '/kontakt.html', to: '/kontakt' },
  ]);
  expect(found.headers['x-total-count']).toBe('1');
  const all = await as('GET', '/legacy-redirects?perPage=100');
  expect(Number(all.headers['x-total-count'])).toBeGreaterThan(100);
  const froms = all.json<Row[]>().map((row) => row.from);
  expect(froms).toEqual([...froms].sort());
  expect((await as('GET', address('/produkt-101.html'))).json<Row>()).toEqual(
    expect.objectContaining({ from: '/produkt-101.html', product: expect.any(Number), version: 0 }),
  );
});

it('an added, changed and removed old address is at once in the site’s list, and in the audit log', async () => {
  const start = Number((await h.t.get<{ version: number }>('/api/content_changes?since=0')).body.version);
  const created = await as('POST', '/legacy-redirects', { from: '/stary-cennik.html', to: '/produkty' });
  expect(created.statusCode).toBe(201);
  const row = created.json<Row>();
  expect(row).toEqual({ id: '/stary-cennik.html', from: '/stary-cennik.html', to: '/produkty', version: start + 1 });
  expect((await siteRows())['/stary-cennik.html']).toBe('/produkty');
  expect(await changesSince(start)).toEqual(['redirects']);

  const stale = { from: '/stary-cennik.html', to: '/kontakt', version: row.version - 1 };
  const refused = await as('PUT', address('/stary-cennik.html'), stale);
  expect(refused.statusCode).toBe(409);
  expect(refused.json<{ current: Row }>().current).toEqual(row);

  // Moved to another old address, and to an address of the site given whole.
  const changed = await as('PUT', address('/stary-cennik.html'), {
    from: '/cennik.html',
    to: 'http://localhost:3000/kontakt',
    version: row.version,
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json<Row>()).toEqual({ id: '/cennik.html', from: '/cennik.html', to: '/kontakt', version: start + 2 });
  const site = await siteRows();
  expect(site['/cennik.html']).toBe('/kontakt');
  expect(site['/stary-cennik.html']).toBeUndefined();

  const removed = await as('DELETE', `${address('/cennik.html')}?version=${start + 2}`);
  expect(removed.statusCode).toBe(204);
  expect((await as('GET', address('/cennik.html'))).statusCode).toBe(404);
  expect((await siteRows())['/cennik.html']).toBeUndefined();

  const log = await h.request({ method: 'GET', url: `/api/admin/audit-log?actorId=${editor.id}`, cookie: admin });
  const entries = log
    .json<Array<{ action: string; target: string; detail: object }>>()
    .filter((entry) => entry.target === 'legacyRedirects:1');
  expect(entries).toEqual(
    ['delete', 'update', 'create'].map((action, index) =>
      expect.objectContaining({
        action: `content.${action}`,
        target: 'legacyRedirects:1',
        detail: { kind: 'legacyRedirects', id: 1, version: start + 3 - index, author: editor.email },
      }),
    ),
  );
});

it('refuses, naming the field, an address that is not an old one or is taken, and a target that redirects or is elsewhere', async () => {
  const post = (await as('GET', '/posts/2')).json<Record<string, unknown> & { translations: Record<string, object> }>();
  const oldPath = (
    await h.t.get<{ path: string }>('/api/posts/' + String((post.translations.pl as { slug: string }).slug), {
      'accept-locale': 'pl',
    })
  ).body.path;
  const renamed = {
    ...post,
    translations: { ...post.translations, pl: { ...post.translations.pl, slug: 'inna-nazwa' } },
  };
  expect((await as('PUT', '/posts/2', renamed)).statusCode).toBe(200);

  const cases: Array<[object, string]> = [
    [{ from: '/nowa-strona', to: '/kontakt' }, '400 Field "from" must be an old address ending in .html'],
    [{ from: '/kontakt.html?x=1', to: '/kontakt' }, '400 Field "from" '],
    [{ from: '/kontakt.html', to: '/produkty' }, '400 Field "from" /kontakt.html already has a redirect'],
    [{ from: '/stary.html', to: oldPath }, `400 Field "to" ${oldPath} has moved to`],
    [{ from: '/stary.html', to: 'https://example.com/kontakt' }, '400 Field "to" '],
    [{ from: '/stary.html', to: '//example.com/kontakt' }, '400 Field "to" '],
    [{ from: '/stary.html', product: 999999 }, '400 Field "product" 999999 is not a product'],
    [{ from: '/stary.html', to: '/kontakt', product: 1 }, '400 '],
  ];
  for (const [row, message] of cases) expect(messageOf(await as('POST', '/legacy-redirects', row))).toContain(message);
  expect((await siteRows())['/stary.html']).toBeUndefined();
});
