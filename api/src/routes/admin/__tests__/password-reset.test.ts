// "Forgot password": the same answer for every address, a one-time link by e-mail that expires, the back-off per
// address typed, every session of the account ended by the new password, everything on record and nothing secret
// in the log or the outbox the e-mail goes through; an invitation's set-up link goes the same way.
import path from 'node:path';
import { Writable } from 'node:stream';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import { loggerOptions } from '@ergoforma/shared-contracts/server';
import { ADMIN_ORIGIN, createStaffHarness, PASSWORD, type StaffHarness, type StaffMember } from './staff-harness';

const NEW_PASSWORD = 'biurko z regulacją wysokości 7';
const sent: SendMailOptions[] = [];
const logLines: string[] = [];

let h: StaffHarness;
let admin: StaffMember;
let adminSession: string;

beforeAll(async () => {
  h = await createStaffHarness({
    logger: loggerOptions(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    ),
    mail: {
      transport: {
        sendMail: async (message) => {
          sent.push(message);
          return {};
        },
        close: () => undefined,
      },
      settings: {
        from: 'Ergoforma <panel@ergoforma.example>',
        recipients: { job_application: [], cooperation_request: [], proposal_request: [], client_question: [] },
        adminOrigin: ADMIN_ORIGIN,
      },
    },
  });
  admin = await h.member('admin@ergoforma.example', 'admin');
  adminSession = await h.signIn(admin);
});
afterAll(() => h.close());

/** How many e-mails had been sent when an address last asked: its link is in one sent after. */
const askedAt = new Map<string, number>();
const ask = (email: string, remoteAddress = '192.0.2.50') => {
  askedAt.set(email.toLowerCase(), sent.length);
  return h.request({ method: 'POST', url: '/api/admin/password-reset', remoteAddress, payload: { email } });
};

/** The token of the e-mail sent to `address` since it last asked (the outbox's worker sends it moments later). */
/** The outbox rows of an account's link e-mails, every column, from the app's own database. */
async function outboxRowsOf(accountId: number): Promise<Array<Record<string, unknown>>> {
  const query = 'SELECT * FROM mail_outbox WHERE staff_account_id = ';
  if (h.t.databaseUrl === undefined) {
    const db = new BetterSqlite3(path.join(h.t.dir, 'site.db'), { readonly: true });
    const rows = db.prepare(`${query}?`).all(accountId) as Array<Record<string, unknown>>;
    db.close();
    return rows;
  }
  const client = new Client({ connectionString: h.t.databaseUrl });
  await client.connect();
  const { rows } = await client.query<Record<string, unknown>>(`${query}$1`, [accountId]);
  await client.end();
  return rows;
}

async function waitForLogLine(text: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!logLines.some((line) => line.includes(text))) {
    if (Date.now() > deadline) throw new Error(`no log line with "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function linkSentTo(address: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const message = sent.slice(askedAt.get(address) ?? 0).find((mail) => JSON.stringify(mail.to).includes(address));
    const link = new RegExp(`${ADMIN_ORIGIN}/set-password#([A-Za-z0-9_-]{43})`).exec(String(message?.text));
    if (link?.[1]) return link[1];
    if (Date.now() > deadline) throw new Error(`no link sent to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const signIn = (email: string, password: string) =>
  h.request({ method: 'POST', url: '/api/admin/sign-in', remoteAddress: '192.0.2.51', payload: { email, password } });

it('answers an unknown address exactly like a known one, and e-mails only the account a link', async () => {
  const editor = await h.member('reset-editor@ergoforma.example', 'editor');
  sent.length = 0;
  const known = await ask('Reset-Editor@ergoforma.example');
  const unknown = await ask('nobody@ergoforma.example');
  expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
  expect(known.body).toBe(unknown.body);
  await linkSentTo(editor.email);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    from: 'Ergoforma <panel@ergoforma.example>',
    subject: '[Ergoforma] Nowe hasło do panelu',
  });
});

it('gives a link that sets a new password once, ends every session of the account, and is on record', async () => {
  const editor = await h.member('reset-sessions@ergoforma.example', 'editor');
  const session = await h.signIn(editor);
  await ask(editor.email);
  const token = await linkSentTo(editor.email);

  const check = await h.request({ method: 'POST', url: '/api/admin/set-password/check', payload: { token } });
  expect(check.json()).toMatchObject({ email: editor.email, totpRequired: false });
  const set = await h.request({
    method: 'POST',
    url: '/api/admin/set-password',
    payload: { token, password: NEW_PASSWORD },
  });
  expect(set.statusCode).toBe(200);
  expect((await h.request({ method: 'GET', url: '/api/admin/me', cookie: session })).statusCode).toBe(401);
  const again = await h.request({
    method: 'POST',
    url: '/api/admin/set-password',
    payload: { token, password: `${NEW_PASSWORD} again` },
  });
  expect(again.statusCode).toBe(404);
  expect((await signIn(editor.email, PASSWORD)).statusCode).toBe(401);
  expect((await signIn(editor.email, NEW_PASSWORD)).statusCode).toBe(200);

  const log = await h.request({
    method: 'GET',
    url: `/api/admin/audit-log?actorId=${editor.id}&perPage=100`,
    cookie: adminSession,
  });
  const actions = log.json<Array<{ action: string; detail: Record<string, unknown> | null }>>();
  expect(actions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ action: 'password_reset_requested' }),
      expect.objectContaining({ action: 'password_set', detail: { link: 'reset' } }),
    ]),
  );
});

it('sets nothing with a link older than an hour: the old password still works', async () => {
  const editor = await h.member('reset-late@ergoforma.example', 'editor');
  await ask(editor.email);
  const token = await linkSentTo(editor.email);
  h.advance(61 * 60_000);
  const late = await h.request({
    method: 'POST',
    url: '/api/admin/set-password',
    payload: { token, password: NEW_PASSWORD },
  });
  expect(late.statusCode).toBe(404);
  expect((await signIn(editor.email, PASSWORD)).statusCode).toBe(200);
});

it('backs off after a few requests for one address, known or not, and after many from one client', async () => {
  for (const email of ['admin@ergoforma.example', 'ghost@ergoforma.example']) {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await ask(email, '198.51.100.7')).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
  }
  const blocked = await ask('ghost@ergoforma.example', '198.51.100.8');
  expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  // Another client asking for many addresses.
  const answers = [];
  for (let i = 0; i < 11; i += 1) answers.push((await ask(`many-${i}@ergoforma.example`, '198.51.100.9')).statusCode);
  expect(answers.slice(0, 10).every((status) => status === 202)).toBe(true);
  expect(answers[10]).toBe(429);
  // The sign-in is not blocked by the reset requests.
  expect((await signIn(admin.email, PASSWORD)).statusCode).toBe(200);
});

it('refuses a body without an address with 400', async () => {
  const response = await h.request({ method: 'POST', url: '/api/admin/password-reset', payload: { mail: 'x' } });
  expect(response.statusCode).toBe(400);
});

it('sends the link through the outbox, which never holds, logs or lists the token', async () => {
  const editor = await h.member('reset-log@ergoforma.example', 'editor');
  await ask(editor.email);
  const token = await linkSentTo(editor.email);
  await waitForLogLine('outbox: notification sent');
  const log = logLines.join('');
  expect(log).toContain('/api/admin/password-reset');
  expect(log).toMatch(/"staffMail":"reset".*outbox: notification sent/);
  expect(log).not.toContain(token);
  const rows = await outboxRowsOf(editor.id);
  expect(rows).toEqual([expect.objectContaining({ staff_purpose: 'reset', status: 'sent', attempts: 1 })]);
  expect(JSON.stringify(rows)).not.toContain(token);
});

it('e-mails an invited person their set-up link, which opens their account', async () => {
  const invited = await h.request({
    method: 'POST',
    url: '/api/admin/accounts',
    cookie: await h.signIn(admin, '192.0.2.60'),
    payload: { email: 'invited@ergoforma.example', name: 'Nowa Osoba', role: 'editor' },
  });
  expect(invited.statusCode).toBe(201);
  const token = await linkSentTo('invited@ergoforma.example');
  const message = sent.find((mail) => JSON.stringify(mail.to).includes('invited@ergoforma.example'));
  expect(message).toMatchObject({ subject: '[Ergoforma] Zaproszenie do panelu' });
  expect(String(message?.text)).toContain('Link działa 24 godz.');
  const check = await h.request({ method: 'POST', url: '/api/admin/set-password/check', payload: { token } });
  expect(check.json()).toMatchObject({ email: 'invited@ergoforma.example', totpRequired: false });
  expect(logLines.join('')).not.toContain(token);
});
