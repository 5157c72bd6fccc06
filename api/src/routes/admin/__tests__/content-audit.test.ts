// Every content write is in the audit log with the revision it made (an editor's product save is found by person and
// action, and says which record and which version), the company's facts too; so are the steps that leave the site as
// it is: a draft saved or discarded, a change scheduled or cancelled.
import { createStaffHarness, type StaffHarness, type StaffMember } from './staff-harness';

let h: StaffHarness;
let admin: string;
let editor: StaffMember;
let editorSession: string;

beforeAll(async () => {
  h = await createStaffHarness();
  admin = await h.signIn(await h.member('admin@ergoforma.example', 'admin'));
  editor = await h.member('editor@ergoforma.example', 'editor');
  editorSession = await h.signIn(editor);
});
afterAll(() => h.close());

interface Entry {
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
}

const auditLog = async (query: string) =>
  (await h.request({ method: 'GET', url: `/api/admin/audit-log?${query}`, cookie: admin })).json<Entry[]>();

it('records a product save with its author, record and version, found by person and action', async () => {
  const read = await h.request({ method: 'GET', url: '/api/admin/products/1', cookie: editorSession });
  const { version, ...fields } = read.json<Record<string, unknown> & { version: number }>();
  const saved = await h.request({
    method: 'PUT',
    url: '/api/admin/products/1',
    payload: { ...fields, name: 'Krzesło po zmianie', version },
    cookie: editorSession,
  });
  expect(saved.statusCode).toBe(200);
  const newVersion = saved.json<{ version: number }>().version;

  const entries = await auditLog(`actorId=${editor.id}&action=content.update`);
  expect(entries).toEqual([
    expect.objectContaining({
      actorId: editor.id,
      actorEmail: editor.email,
      action: 'content.update',
      target: 'product:1',
      detail: { kind: 'product', id: 1, version: newVersion, author: editor.email },
    }),
  ]);
  expect(await auditLog(`actorId=${editor.id}&action=content.delete`)).toEqual([]);
});

it('records a change of the company’s facts, which is written outside the records’ tables', async () => {
  const { version, ...company } = (
    await h.request({ method: 'GET', url: '/api/admin/company', cookie: editorSession })
  ).json<Record<string, unknown> & { version: number }>();
  const saved = await h.request({
    method: 'PUT',
    url: '/api/admin/company',
    payload: { ...company, phone: '+48 12 999 00 11', version },
    cookie: editorSession,
  });
  expect(saved.statusCode).toBe(200);
  expect(await auditLog(`actorId=${editor.id}&action=content.update`)).toContainEqual(
    expect.objectContaining({
      target: 'company:1',
      detail: { kind: 'company', id: 1, version: saved.json<{ version: number }>().version, author: editor.email },
    }),
  );
});

it('records a draft saved and discarded, and a change scheduled and cancelled, with no field of the record', async () => {
  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.request({ method, url: `/api/admin${url}`, payload, cookie: editorSession });
  const post = (await as('GET', '/posts/2')).json<Record<string, unknown> & { version: number }>();
  expect((await as('PUT', '/drafts/posts/2', { ...post, isPublished: false })).statusCode).toBe(200);
  expect((await as('DELETE', '/drafts/posts/2')).statusCode).toBe(204);
  const at = new Date(h.now().getTime() + 3_600_000).toISOString();
  const scheduled = await as('POST', '/schedules', { resource: 'posts', id: 2, action: 'unpublish', at });
  expect(scheduled.statusCode).toBe(201);
  const schedule = scheduled.json<{ id: number }>().id;
  expect((await as('DELETE', `/schedules/${schedule}`)).statusCode).toBe(204);

  const step = (action: string, detail: object) => [
    action,
    { actorId: editor.id, actorEmail: editor.email, target: 'post:2', detail: { kind: 'post', id: 2, ...detail } },
  ];
  const steps = Object.fromEntries([
    step('draft.save', { basedOnVersion: post.version }),
    step('draft.discard', {}),
    step('schedule.create', { schedule, action: 'unpublish', at }),
    step('schedule.cancel', { schedule, action: 'unpublish' }),
  ]);
  for (const [action, entry] of Object.entries(steps))
    expect(await auditLog(`actorId=${editor.id}&action=${action}`)).toEqual([expect.objectContaining(entry)]);
});
