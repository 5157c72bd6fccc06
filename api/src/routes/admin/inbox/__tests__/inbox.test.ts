// The inbox and the personal-data tools: each role sees its forms only (the table below, on both engines), an item
// is unread until someone opens it, status and assignee changes refuse a stale version, notes keep their authors,
// a notification can be sent again, files come as attachments to the roles allowed, and a person's data is
// exported and erased by e-mail address, every reading and the erasure in the audit log without the address.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import yauzl from 'yauzl';
import { applicationForm, file, SAMPLE_FILES } from '../../../../forms/__tests__/form-test-app';
import type { StaffRole } from '../../../../staff/roles';
import { createStaffHarness, type StaffHarness, type StaffMember } from '../../__tests__/staff-harness';
import { emailHash } from '../personal-data';

const CV = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('CV of Ewa')]);
const QUESTION = {
  name: 'Łucja Wróbel',
  email: 'lucja@example.pl',
  subject: 'Krzesło obrotowe',
  message: 'Proszę o kontakt w sprawie 20 krzeseł.',
  consent: true,
};

let h: StaffHarness;
const members = new Map<StaffRole, StaffMember>();
const sessions = new Map<StaffRole, string>();
let application: number;
let question: number;
let cvFile: number;

async function postApplication(email: string, cv = CV): Promise<number> {
  const encoded = new Response(
    applicationForm(
      { email, firstName: 'Ewa', lastName: 'Kowalska' },
      { cv: file(cv, 'moje CV.pdf', 'application/pdf') },
    ),
  );
  const response = await h.t.app.inject({
    method: 'POST',
    url: '/api/form_entries/job_application',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function postQuestion(): Promise<number> {
  const response = await h.t.app.inject({ method: 'POST', url: '/api/client_questions', payload: QUESTION });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const as = (role: StaffRole | null, options: Parameters<StaffHarness['request']>[0]) =>
  h.request({ ...options, cookie: role === null ? undefined : sessions.get(role) });

/** Marks a submission's notification failed, on the app's own database. */
async function markOutboxFailed(submissionId: number): Promise<void> {
  const update =
    "UPDATE mail_outbox SET status = 'failed', attempts = 8, last_error = '550 refused' WHERE submission_id = ";
  if (h.t.databaseUrl === undefined) {
    const db = new BetterSqlite3(path.join(h.t.dir, 'site.db'));
    db.prepare(`${update}?`).run(submissionId);
    db.close();
  } else {
    const client = new Client({ connectionString: h.t.databaseUrl });
    await client.connect();
    await client.query(`${update}$1`, [submissionId]);
    await client.end();
  }
}

/** The stored names of a submission's files, from the app's own database. */
async function filesOnDisk(submissionId: number): Promise<string[]> {
  const query = 'SELECT stored_name FROM form_submission_files WHERE submission_id = ';
  if (h.t.databaseUrl === undefined) {
    const db = new BetterSqlite3(path.join(h.t.dir, 'site.db'), { readonly: true });
    const names = db.prepare(`${query}?`).pluck().all(submissionId) as string[];
    db.close();
    return names;
  }
  const client = new Client({ connectionString: h.t.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ stored_name: string }>(`${query}$1`, [submissionId]);
  await client.end();
  return rows.map((row) => row.stored_name);
}

const uploads = () => readdir(path.join(h.t.dir, 'uploads'));

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

async function auditActions(): Promise<Array<{ action: string; target: string | null; detail: unknown }>> {
  const response = await as('admin', { method: 'GET', url: '/api/admin/audit-log?perPage=100' });
  return response.json();
}

beforeAll(async () => {
  h = await createStaffHarness();
  for (const role of ['admin', 'editor', 'hr', 'sales'] as const) {
    const member = await h.member(`${role}@ergoforma.example`, role);
    members.set(role, member);
    sessions.set(role, await h.signIn(member));
  }
  application = await postApplication('ewa@example.pl');
  question = await postQuestion();
  const detail = await as('admin', { method: 'GET', url: `/api/admin/inbox/${application}` });
  cvFile = detail.json<{ files: Array<{ id: number }> }>().files[0]?.id ?? 0;
});
afterAll(() => h.close());

describe('who sees what', () => {
  // [role, route, expected status]; `A` is the job application, `Q` the contact question.
  const TABLE: Array<[StaffRole | null, string, number]> = [
    [null, 'GET /inbox', 401],
    ['editor', 'GET /inbox', 403],
    ['admin', 'GET /inbox/A', 200],
    ['hr', 'GET /inbox/A', 200],
    ['sales', 'GET /inbox/A', 403],
    ['editor', 'GET /inbox/A', 403],
    [null, 'GET /inbox/A', 401],
    ['admin', 'GET /inbox/Q', 200],
    ['hr', 'GET /inbox/Q', 403],
    ['sales', 'GET /inbox/Q', 200],
    ['admin', 'GET /inbox/A/files/F', 200],
    ['hr', 'GET /inbox/A/files/F', 200],
    ['sales', 'GET /inbox/A/files/F', 403],
    ['editor', 'GET /inbox/A/files/F', 403],
    [null, 'GET /inbox/A/files/F', 401],
    ['sales', 'POST /inbox/A/notes', 403],
    ['hr', 'POST /inbox/Q/notes', 403],
    ['sales', 'PATCH /inbox/A', 403],
    ['hr', 'POST /inbox/Q/notification/resend', 403],
    ['admin', 'POST /personal-data/find', 200],
    ['hr', 'POST /personal-data/find', 200],
    ['sales', 'POST /personal-data/find', 403],
    ['editor', 'POST /personal-data/export', 403],
    ['sales', 'POST /personal-data/erase', 403],
    [null, 'POST /personal-data/erase', 401],
  ];

  it.each(TABLE)('%s %s: %i', async (role, route, expected) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PATCH', string];
    const resolved = url.replace('/A', `/${application}`).replace('/Q', `/${question}`).replace('/F', `/${cvFile}`);
    const payload =
      method === 'GET'
        ? undefined
        : url.startsWith('/personal-data')
          ? { email: 'nobody@example.pl' }
          : url.endsWith('/notes')
            ? { text: 'x' }
            : method === 'PATCH'
              ? { version: 1, status: 'closed' }
              : {};
    const response = await as(role, { method, url: `/api/admin${resolved}`, payload });
    expect(response.statusCode).toBe(expected);
  });

  it('lists per role, newest first: hr the applications, sales the rest, admin all', async () => {
    const ids = async (role: StaffRole) =>
      (await as(role, { method: 'GET', url: '/api/admin/inbox' })).json<Array<{ id: number }>>().map((i) => i.id);
    expect(await ids('hr')).toEqual([application]);
    expect(await ids('sales')).toEqual([question]);
    expect(await ids('admin')).toEqual([question, application]);
  });
});

describe('an item', () => {
  it('is unread until someone opens it, shows every field, its files, retention date and notification', async () => {
    const id = await postApplication('unread@example.pl');
    const listed = async () =>
      (await as('hr', { method: 'GET', url: '/api/admin/inbox?q=unread@' })).json<
        Array<{ id: number; unread: boolean; deleteAfter: string; createdAt: string }>
      >();
    const [before] = await listed();
    expect(before).toMatchObject({ id, unread: true });
    expect(new Date(before?.deleteAfter ?? '').getTime() - new Date(before?.createdAt ?? '').getTime()).toBe(
      180 * 86_400_000,
    );
    const detail = await as('hr', { method: 'GET', url: `/api/admin/inbox/${id}` });
    expect(detail.json()).toMatchObject({
      id,
      form: 'job_application',
      status: 'new',
      fields: { firstName: 'Ewa', lastName: 'Kowalska', email: 'unread@example.pl', position: 'Tapicer / Tapicerka' },
      files: [{ field: 'cv', name: 'moje CV.pdf', type: 'pdf', size: CV.length }],
      notes: [],
      notification: { state: 'queued', attempts: 0 },
    });
    expect((await listed())[0]).toMatchObject({ id, unread: false });
  });

  it('filters by form, status, position, assignee, date and searches names, e-mails and messages', async () => {
    const count = async (query: string) =>
      Number((await as('admin', { method: 'GET', url: `/api/admin/inbox?${query}` })).headers['x-total-count']);
    expect(await count('form=client_question')).toBe(1);
    expect(await count(`q=${encodeURIComponent('WRÓBEL')}`)).toBe(1);
    expect(await count('q=20%20krzese')).toBe(1);
    expect(await count('q=lucja@example')).toBe(1);
    expect(await count('q=%25')).toBe(0);
    expect(await count(`position=${encodeURIComponent('Tapicer / Tapicerka')}`)).toBeGreaterThanOrEqual(2);
    expect(await count('position=Tapicer')).toBe(0);
    expect(await count('to=2000-01-01T00:00:00Z')).toBe(0);
    expect(await count(`assigneeId=${members.get('hr')?.id}`)).toBe(0);
    const bad = await as('admin', { method: 'GET', url: '/api/admin/inbox?status=lost' });
    expect(bad.statusCode).toBe(400);
  });

  it('offers as assignees the active accounts that share a form, with the forms each may answer', async () => {
    const response = await as('hr', { method: 'GET', url: '/api/admin/inbox/assignees' });
    expect(response.json<Array<{ id: number; forms: string[] }>>()).toEqual(
      expect.arrayContaining([
        { id: members.get('admin')?.id, name: expect.any(String), forms: ['job_application'] },
        { id: members.get('hr')?.id, name: expect.any(String), forms: ['job_application'] },
      ]),
    );
    expect(response.json<unknown[]>()).toHaveLength(2);
  });

  it('changes status and assignee with its version, refusing a stale one with 409 and the current state', async () => {
    const id = await postApplication('status@example.pl');
    const hr = members.get('hr');
    const change = (body: object) => as('hr', { method: 'PATCH', url: `/api/admin/inbox/${id}`, payload: body });
    const first = await change({ version: 1, status: 'in_progress', assigneeId: hr?.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'in_progress', assigneeId: hr?.id, version: 2 });
    const stale = await change({ version: 1, status: 'closed' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { status: 'in_progress', version: 2 } });
    // sales may not answer a job application
    expect((await change({ version: 2, assigneeId: members.get('sales')?.id })).statusCode).toBe(400);
    expect((await change({ version: 2 })).statusCode).toBe(400);
    const filtered = await as('hr', { method: 'GET', url: `/api/admin/inbox?status=in_progress&assigneeId=${hr?.id}` });
    expect(filtered.json<Array<{ id: number }>>().map((item) => item.id)).toEqual([id]);
  });

  it('keeps notes with their authors and times', async () => {
    const note = await as('hr', {
      method: 'POST',
      url: `/api/admin/inbox/${application}/notes`,
      payload: { text: '  Zaprosić na rozmowę  ' },
    });
    expect(note.statusCode).toBe(201);
    expect(
      (await as('hr', { method: 'POST', url: `/api/admin/inbox/${application}/notes`, payload: { text: ' ' } }))
        .statusCode,
    ).toBe(400);
    const detail = await as('admin', { method: 'GET', url: `/api/admin/inbox/${application}` });
    expect(detail.json<{ notes: unknown[] }>().notes).toEqual([
      {
        id: expect.any(Number),
        authorId: members.get('hr')?.id,
        authorName: expect.any(String),
        text: 'Zaprosić na rozmowę',
        createdAt: h.now().toISOString(),
      },
    ]);
  });

  it('sends its notification again once it was sent or failed, not while it waits', async () => {
    const resend = () => as('sales', { method: 'POST', url: `/api/admin/inbox/${question}/notification/resend` });
    expect((await resend()).statusCode).toBe(409);
    await markOutboxFailed(question); // as the worker does after its last attempt

    const again = await resend();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('serves its files as attachments with nosniff and the format type, each download audited', async () => {
    const response = await as('hr', { method: 'GET', url: `/api/admin/inbox/${application}/files/${cvFile}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(CV)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="moje CV.pdf"; filename*=UTF-8''moje%20CV.pdf`,
    );
    expect((await as('hr', { method: 'GET', url: `/api/admin/inbox/${question}/files/${cvFile}` })).statusCode).toBe(
      403,
    );
    expect((await as('hr', { method: 'GET', url: `/api/admin/inbox/${application}/files/999999` })).statusCode).toBe(
      404,
    );
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'submission_file_downloaded', target: `submission:${application}` }),
        expect.objectContaining({ action: 'submission_viewed', target: `submission:${application}` }),
      ]),
    );
  });
});

describe("a person's data", () => {
  it('is exported as a ZIP of their submissions and files, then erased with the files on disk', async () => {
    const email = 'Anna.Nowak@example.pl';
    const first = await postApplication(email.toLowerCase(), Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('one')]));
    const second = await postApplication(email, Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('two')]));
    const storedBefore = (await uploads()).length;

    const found = await as('hr', { method: 'POST', url: '/api/admin/personal-data/find', payload: { email } });
    expect(found.json()).toEqual([
      expect.objectContaining({ id: first, form: 'job_application', files: 1 }),
      expect.objectContaining({ id: second, form: 'job_application', files: 1 }),
    ]);

    const exported = await as('hr', { method: 'POST', url: '/api/admin/personal-data/export', payload: { email } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toMatch(/^attachment;/);
    const entries = await unzip(exported.rawPayload);
    const json = JSON.parse(entries.get('submissions.json')?.toString() ?? '{}') as {
      submissions: Array<{ id: number; fields: { email: string }; files: Array<{ archived: string }> }>;
    };
    expect(json.submissions.map((s) => s.id)).toEqual([first, second]);
    const archived = json.submissions[1]?.files[0]?.archived ?? '';
    expect(entries.get(archived)?.toString().endsWith('two')).toBe(true);

    // hr erases job applications only: the same person's contact question stays
    const question2 = await h.t.app.inject({
      method: 'POST',
      url: '/api/client_questions',
      payload: { ...QUESTION, email },
    });
    const erased = await as('hr', { method: 'POST', url: '/api/admin/personal-data/erase', payload: { email } });
    expect(erased.json()).toEqual({ submissions: 2, files: 2 });
    expect((await uploads()).length).toBe(storedBefore - 2);
    expect((await as('admin', { method: 'GET', url: `/api/admin/inbox/${first}` })).statusCode).toBe(404);
    const questionId = question2.json<{ id: number }>().id;
    expect((await as('admin', { method: 'GET', url: `/api/admin/inbox/${questionId}` })).statusCode).toBe(200);
    // admin erases every form
    const byAdmin = await as('admin', { method: 'POST', url: '/api/admin/personal-data/erase', payload: { email } });
    expect(byAdmin.json()).toEqual({ submissions: 1, files: 0 });

    const log = await auditActions();
    const erasures = log.filter((entry) => entry.action === 'personal_data_erased');
    expect(erasures).toHaveLength(2);
    expect(erasures[1]).toMatchObject({ target: `person:${emailHash(email)}`, detail: { submissions: 2, files: 2 } });
    expect(JSON.stringify(log).toLowerCase()).not.toContain(email.toLowerCase());
    expect(log.some((entry) => entry.action === 'personal_data_exported')).toBe(true);
  });

  it('names a file missing from disk in the export instead of breaking the archive', async () => {
    const email = 'missing.file@example.pl';
    const id = await postApplication(email);
    const detail = await as('admin', { method: 'GET', url: `/api/admin/inbox/${id}` });
    expect(detail.statusCode).toBe(200);
    const before = new Set(await uploads());
    const [stored] = (await filesOnDisk(id)) ?? [];
    await rm(path.join(h.t.dir, 'uploads', stored ?? ''));
    expect((await uploads()).length).toBe(before.size - 1);
    const exported = await as('admin', { method: 'POST', url: '/api/admin/personal-data/export', payload: { email } });
    const json = JSON.parse((await unzip(exported.rawPayload)).get('submissions.json')?.toString() ?? '{}') as {
      submissions: Array<{ files: Array<{ archived: string | null }> }>;
    };
    expect(json.submissions[0]?.files).toEqual([expect.objectContaining({ field: 'cv', archived: null })]);
  });

  it('refuses a malformed address with 400', async () => {
    const response = await as('admin', {
      method: 'POST',
      url: '/api/admin/personal-data/erase',
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
