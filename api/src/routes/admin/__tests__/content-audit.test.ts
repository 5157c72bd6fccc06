// Every content write is in the audit log with the revision it made: an editor's product save is found by person and
// action, and says which record and which version.
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
