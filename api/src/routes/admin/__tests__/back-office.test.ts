// The back office's door: every /api/admin route refuses a request without a session (401) and a role it is not
// for (403); sign-in back-off; cross-site requests; the session cookie; sessions ending; optimistic concurrency.
import { Writable } from 'node:stream';
import { loggerOptions } from '@ergoforma/shared-contracts/server';
import { AREAS, STAFF_ROLES, type Area, type StaffRole } from '../../../staff/roles';
import { totpCode } from '../../../staff/totp';
import { SoftwareAuthenticator } from '../../../staff/__tests__/software-authenticator';
import {
  ADMIN_ORIGIN,
  createStaffHarness,
  PASSWORD,
  sessionOf,
  type StaffHarness,
  type StaffMember,
} from './staff-harness';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let h: StaffHarness;
let admin: StaffMember;
let adminSession: string;
const sessions = new Map<StaffRole, string>();

beforeAll(async () => {
  h = await createStaffHarness({ logger: loggerOptions('info', logStream) });
  admin = await h.member('admin@ergoforma.example', 'admin');
  adminSession = await h.signIn(admin);
  sessions.set('admin', adminSession);
  for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
    sessions.set(role, await h.signIn(await h.member(`${role}@ergoforma.example`, role)));
  }
});
afterAll(() => h.close());

interface OpenApi {
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

describe('every /api/admin route', () => {
  it('answers 401 without a session and 403 to each role it is not for', async () => {
    const docs = await h.request({ method: 'GET', url: '/api/admin/docs.json', cookie: adminSession });
    expect(docs.statusCode).toBe(200);
    const operations = Object.entries(docs.json<OpenApi>().paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: path.replace(/\{[^}]+\}/g, '1'),
        access: operation.tags?.[0] ?? 'none',
      })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(20);
    const checked: string[] = [];
    for (const { method, url, access } of operations) {
      expect([...Object.keys(AREAS), 'public']).toContain(access);
      if (access === 'public') continue;
      const payload = method === 'GET' ? undefined : {};
      expect(`${method} ${url}: ${(await h.request({ method, url, payload })).statusCode}`).toBe(
        `${method} ${url}: 401`,
      );
      for (const role of STAFF_ROLES.filter((r) => !(AREAS[access as Area] as readonly StaffRole[]).includes(r))) {
        const response = await h.request({ method, url, payload, cookie: sessions.get(role) });
        expect(`${role} ${method} ${url}: ${response.statusCode}`).toBe(`${role} ${method} ${url}: 403`);
      }
      checked.push(`${method} ${url}`);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/accounts',
        'PUT /api/admin/accounts/1',
        'GET /api/admin/audit-log',
        'GET /api/admin/products/1/history',
        'GET /api/admin/pages/1/history/diff',
        'POST /api/admin/posts/1/history/1/restore',
        'GET /api/admin/redirects',
        'GET /api/admin/pages/1/uses',
      ]),
    );
  });

  it('is left out of the public OpenAPI document', async () => {
    const docs = await h.t.get<OpenApi>('/api/docs.json');
    expect(Object.keys(docs.body.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    expect(Object.keys(docs.body.paths)).toContain('/api/products');
  });
});

describe('sign-in', () => {
  it('backs off after repeated wrong passwords, refusing even the right one until the wait ends; all on record', async () => {
    const editor = await h.member('repeat@ergoforma.example', 'editor');
    const attempt = (password: string) =>
      h.request({
        method: 'POST',
        url: '/api/admin/sign-in',
        remoteAddress: '198.51.100.20',
        payload: { email: editor.email, password },
      });
    const statuses: number[] = [];
    let retryAfter = '';
    for (let n = 0; n < 20; n += 1) {
      const response = await attempt(`wrong password ${n}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers['retry-after']);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual(Array(14).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);

    const right = await attempt(PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
    h.advance(Number(retryAfter) * 1000);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);

    const log = await h.request({
      method: 'GET',
      url: `/api/admin/audit-log?actorId=${editor.id}&action=sign_in_failed&perPage=100`,
      cookie: adminSession,
    });
    expect(log.json()).toHaveLength(6);
    expect(log.headers['x-total-count']).toBe('6');
    const blocked = await h.request({
      method: 'GET',
      url: '/api/admin/audit-log?action=sign_in_blocked',
      cookie: adminSession,
    });
    expect(
      blocked.json<Array<{ detail: { email: string } }>>().filter((e) => e.detail.email === editor.email),
    ).toHaveLength(15);
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const tryAs = (email: string) =>
      h.request({
        method: 'POST',
        url: '/api/admin/sign-in',
        remoteAddress: '198.51.100.30',
        payload: { email, password: 'not the password at all' },
      });
    const unknown = await tryAs('nobody@ergoforma.example');
    const wrong = await tryAs('sales@ergoforma.example');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('asks admins for the app code, accepts a recovery code once, and refuses a wrong code', async () => {
    const signIn = (code?: string) =>
      h.request({
        method: 'POST',
        url: '/api/admin/sign-in',
        remoteAddress: '198.51.100.40',
        payload: { email: admin.email, password: PASSWORD, ...(code ? { code } : {}) },
      });
    const withoutCode = await signIn();
    expect(withoutCode.statusCode).toBe(200);
    expect(withoutCode.json()).toEqual({ account: null, codeRequired: true });
    expect(withoutCode.headers['set-cookie']).toBeUndefined();
    expect((await signIn('000000')).statusCode).toBe(401);
    const recovery = admin.recoveryCodes[0] ?? '';
    expect((await signIn(recovery)).statusCode).toBe(200);
    expect((await signIn(recovery)).statusCode).toBe(401);
    expect((await signIn(totpCode(admin.totpSecret ?? '', h.now()))).statusCode).toBe(200);
  });

  it('gives a new session id at every sign-in, in a strict cookie', async () => {
    const member = await h.member('cookie@ergoforma.example', 'sales');
    const first = await h.request({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: member.email, password: PASSWORD },
    });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
    );
    const second = await h.request({
      method: 'POST',
      url: '/api/admin/sign-in',
      cookie: sessionOf(first),
      payload: { email: member.email, password: PASSWORD },
    });
    expect(sessionOf(second)).not.toBe(sessionOf(first));
    // The session it replaced is over.
    expect((await h.request({ method: 'GET', url: '/api/admin/me', cookie: sessionOf(first) })).statusCode).toBe(401);
    expect((await h.request({ method: 'GET', url: '/api/admin/me', cookie: sessionOf(second) })).statusCode).toBe(200);
  });
});

describe('passkeys', () => {
  it('are registered while signed in and then sign their person in, each answer good once', async () => {
    const member = await h.member('passkey@ergoforma.example', 'hr');
    const cookie = await h.signIn(member);
    const authenticator = new SoftwareAuthenticator(ADMIN_ORIGIN);
    const creation = await h.request({ method: 'POST', url: '/api/admin/me/passkeys/options', cookie });
    const registered = await h.request({
      method: 'POST',
      url: '/api/admin/me/passkeys',
      cookie,
      payload: { response: authenticator.create(creation.json()) },
    });
    expect(registered.statusCode).toBe(201);

    const request = await h.request({ method: 'POST', url: '/api/admin/passkey-options' });
    const answer = authenticator.get(request.json());
    const signedIn = await h.request({
      method: 'POST',
      url: '/api/admin/passkey-sign-in',
      payload: { response: answer },
    });
    expect(signedIn.statusCode).toBe(200);
    const me = await h.request({ method: 'GET', url: '/api/admin/me', cookie: sessionOf(signedIn) });
    expect(me.json()).toMatchObject({ account: { email: member.email }, passkeys: [{ credentialId: answer.id }] });
    const replayed = await h.request({
      method: 'POST',
      url: '/api/admin/passkey-sign-in',
      payload: { response: answer },
    });
    expect(replayed.statusCode).toBe(401);
  });

  it('made for another site are refused', async () => {
    const phished = new SoftwareAuthenticator('https://admin.ergoforma.example.evil.test');
    const member = await h.member('phished@ergoforma.example', 'editor');
    const cookie = await h.signIn(member);
    const creation = await h.request({ method: 'POST', url: '/api/admin/me/passkeys/options', cookie });
    const response = phished.create(creation.json());
    const refused = await h.request({ method: 'POST', url: '/api/admin/me/passkeys', cookie, payload: { response } });
    expect(refused.statusCode).toBe(400);
    const garbled = { ...response, response: { ...response.response, clientDataJSON: 'bm90IGpzb24' } };
    const garbledAnswer = await h.request({
      method: 'POST',
      url: '/api/admin/me/passkeys',
      cookie,
      payload: { response: garbled },
    });
    expect(garbledAnswer.statusCode).toBe(400);
    const garbledSignIn = await h.request({
      method: 'POST',
      url: '/api/admin/passkey-sign-in',
      payload: { response: garbled },
    });
    expect(garbledSignIn.statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses an unsafe request with a foreign or missing Origin, even with a live session cookie', async () => {
    const member = await h.member('csrf@ergoforma.example', 'editor');
    const cookie = await h.signIn(member);
    for (const origin of ['https://evil.example', 'http://admin.ergoforma.example', undefined]) {
      const response = await h.request({ method: 'POST', url: '/api/admin/sign-out', cookie, headers: { origin } });
      expect(response.statusCode).toBe(403);
    }
    expect((await h.request({ method: 'GET', url: '/api/admin/me', cookie })).statusCode).toBe(200);
  });

  it('takes JSON bodies only', async () => {
    const form = await h.request({
      method: 'POST',
      url: '/api/admin/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(admin.email)}&password=x`,
    });
    expect(form.statusCode).toBe(415);
    const text = await h.request({
      method: 'POST',
      url: '/api/admin/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('sessions', () => {
  const me = (cookie: string) => h.request({ method: 'GET', url: '/api/admin/me', cookie });

  it('end after 30 idle minutes, and 12 hours after sign-in however busy', async () => {
    const member = await h.member('sessions@ergoforma.example', 'sales');
    const idle = await h.signIn(member);
    h.advance(29 * 60_000);
    expect((await me(idle)).statusCode).toBe(200);
    h.advance(30 * 60_000);
    expect((await me(idle)).statusCode).toBe(401);

    const busy = await h.signIn(member);
    for (let elapsed = 0; elapsed < 12 * 60 - 25; elapsed += 25) {
      h.advance(25 * 60_000);
      expect((await me(busy)).statusCode).toBe(200);
    }
    h.advance(25 * 60_000);
    expect((await me(busy)).statusCode).toBe(401);
  });

  it('end at sign-out, and everywhere at once on "sign out everywhere"', async () => {
    const member = await h.member('everywhere@ergoforma.example', 'editor');
    const [a, b, c] = [await h.signIn(member), await h.signIn(member), await h.signIn(member)];
    const out = await h.request({ method: 'POST', url: '/api/admin/sign-out', cookie: a });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-staff_session=; Path=\/; Max-Age=0;/);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
    expect((await h.request({ method: 'POST', url: '/api/admin/me/sign-out-everywhere', cookie: b })).statusCode).toBe(
      204,
    );
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(c)).statusCode).toBe(401);
  });

  it('tell the back office who is signed in, and that nobody is, both as answers', async () => {
    const member = await h.member('session@ergoforma.example', 'sales');
    const cookie = await h.signIn(member);
    const signedIn = await h.request({ method: 'GET', url: '/api/admin/session', cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ account: { email: 'session@ergoforma.example', role: 'sales' } });
    await h.request({ method: 'POST', url: '/api/admin/sign-out', cookie });
    const nobody = await h.request({ method: 'GET', url: '/api/admin/session', cookie });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ account: null });
  });
});

describe('accounts', () => {
  // The session tests moved the clock on by more than a day.
  beforeAll(async () => {
    adminSession = await h.signIn(admin);
  });

  it('an admin invites, changes, disables (ending the sessions at once) and removes', async () => {
    const invited = await h.request({
      method: 'POST',
      url: '/api/admin/accounts',
      cookie: adminSession,
      payload: { email: 'New.Person@Ergoforma.example', name: 'New Person', role: 'sales' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'new.person@ergoforma.example', active: false, version: 1 });

    const member = await h.member('disable@ergoforma.example', 'editor');
    const cookie = await h.signIn(member);
    const changed = await h.request({
      method: 'PUT',
      url: `/api/admin/accounts/${member.id}`,
      cookie: adminSession,
      payload: { version: 1, role: 'sales' },
    });
    expect(changed.json()).toMatchObject({ role: 'sales', version: 2 });
    const disabled = await h.request({
      method: 'PUT',
      url: `/api/admin/accounts/${member.id}`,
      cookie: adminSession,
      payload: { version: 2, disabled: true },
    });
    expect(disabled.json()).toMatchObject({ disabled: true, version: 3 });
    expect((await h.request({ method: 'GET', url: '/api/admin/me', cookie })).statusCode).toBe(401);
    const signIn = await h.request({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: member.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    const toHr = await h.request({
      method: 'PUT',
      url: `/api/admin/accounts/${member.id}`,
      cookie: adminSession,
      payload: { version: 3, role: 'hr' },
    });
    expect(toHr.statusCode).toBe(400);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/admin/accounts/${member.id}`, cookie: adminSession })).statusCode,
    ).toBe(204);
    expect(
      (await h.request({ method: 'GET', url: `/api/admin/accounts/${member.id}`, cookie: adminSession })).statusCode,
    ).toBe(404);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/admin/accounts/${admin.id}`, cookie: adminSession })).statusCode,
    ).toBe(400);
  });

  it('refuses an update based on an older version with 409 and the current record', async () => {
    const member = await h.member('concurrent@ergoforma.example', 'editor');
    const update = (name: string) =>
      h.request({
        method: 'PUT',
        url: `/api/admin/accounts/${member.id}`,
        cookie: adminSession,
        payload: { version: 1, name },
      });
    expect((await update('First editor')).statusCode).toBe(200);
    const stale = await update('Second editor');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: '409', current: { id: member.id, name: 'First editor', version: 2 } });
  });

  it('lists with paging, sort, filters and the total in X-Total-Count and Content-Range', async () => {
    const page = await h.request({
      method: 'GET',
      url: '/api/admin/accounts?perPage=2&page=2&sort=email&order=desc',
      cookie: adminSession,
    });
    expect(page.statusCode).toBe(200);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThan(4);
    expect(page.headers['content-range']).toBe(`accounts 2-3/${total}`);
    const emails = page.json<Array<{ email: string }>>().map((a) => a.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const filtered = await h.request({ method: 'GET', url: '/api/admin/accounts?role=hr&q=HR@', cookie: adminSession });
    expect(filtered.json<Array<{ email: string }>>().map((a) => a.email)).toEqual(['hr@ergoforma.example']);
    const bad = await h.request({ method: 'GET', url: '/api/admin/accounts?perPage=1000', cookie: adminSession });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Query parameter "perPage" must be <= 100' });
  });
});

it('never writes a password, link token, code or session id to the log', async () => {
  const printed = await h.command('add', '--email', 'log-check@ergoforma.example', '--role', 'editor');
  const token = /#([A-Za-z0-9_-]+)$/m.exec(printed)?.[1] ?? '';
  expect(token).toHaveLength(43);
  await h.request({ method: 'POST', url: '/api/admin/set-password/check', payload: { token } });
  const log = logLines.join('');
  expect(log).toContain('/api/admin/sign-in');
  for (const secret of [PASSWORD, token, adminSession, ...admin.recoveryCodes]) expect(log).not.toContain(secret);
});
