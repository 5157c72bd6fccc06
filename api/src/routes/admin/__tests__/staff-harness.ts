// Test helper: the API with the back office on a test clock, staff accounts made the way people make them (the
// staff command's set-up link, a password, the authenticator app for the roles that need it), and requests from
// the back office's origin with a person's session cookie.
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BuildAppOptions } from '../../../app';
import { createTestApp, type TestApp } from '../../../__tests__/test-app';
import { main as staffCommand } from '../../../cli/staff';
import { STAFF_ROLES, type StaffRole } from '../../../staff/roles';
import { totpCode } from '../../../staff/totp';

export const ADMIN_ORIGIN = 'https://admin.ergoforma.example';
export const PASSWORD = 'krzesło obrotowe nova 42';
export const COOKIE_NAME = '__Host-staff_session';

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  totpSecret: string | null;
  recoveryCodes: string[];
}

export interface StaffHarness {
  t: TestApp;
  /** The API's clock; move it with advance(). */
  now(): Date;
  advance(ms: number): void;
  /** A request from the back office (its Origin), with `cookie` as the session if given. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Runs the staff command; returns what it printed. */
  command(...argv: string[]): Promise<string>;
  /** An account set up through its link, with a password and (admin, hr) the authenticator app. */
  member(email: string, role: StaffRole): Promise<StaffMember>;
  /** Signs in with password (and the current app code); returns the session cookie's value. */
  signIn(member: StaffMember, remoteAddress?: string): Promise<string>;
  close(): Promise<void>;
}

export function sessionOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const match = new RegExp(`${COOKIE_NAME}=([^;]*)`).exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return match[1];
}

export async function createStaffHarness(options: Partial<BuildAppOptions> = {}): Promise<StaffHarness> {
  let clock = Date.now();
  const now = () => new Date(clock);
  const t = await createTestApp({ ...options, staff: { adminOrigin: ADMIN_ORIGIN, now, ...options.staff } });
  const env = { DATABASE_PATH: path.join(t.dir, 'site.db'), DATABASE_URL: t.databaseUrl, ADMIN_ORIGIN };

  const harness: StaffHarness = {
    t,
    now,
    advance(ms) {
      clock += ms;
    },
    request({ cookie, headers, ...rest }) {
      const all = { origin: ADMIN_ORIGIN, ...(cookie ? { cookie: `${COOKIE_NAME}=${cookie}` } : {}), ...headers };
      // A header given as undefined is left out (a request without Origin).
      const sent = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
      return t.app.inject({ ...rest, headers: sent });
    },
    async command(...argv) {
      let printed = '';
      await staffCommand(argv, env, (text) => {
        printed += text;
      });
      return printed;
    },
    async member(email, role) {
      const printed = await harness.command('add', '--email', email, '--role', role);
      const token = /#([A-Za-z0-9_-]+)$/m.exec(printed)?.[1] ?? '';
      let totpSecret: string | null = null;
      let code: string | undefined;
      if (role === 'admin' || role === 'hr') {
        const enrolment = await harness.request({
          method: 'POST',
          url: '/api/admin/set-password/totp',
          payload: { token },
        });
        totpSecret = enrolment.json<{ secret: string }>().secret;
        code = totpCode(totpSecret, now());
      }
      const set = await harness.request({
        method: 'POST',
        url: '/api/admin/set-password',
        payload: { token, password: PASSWORD, ...(code ? { code } : {}) },
      });
      if (set.statusCode !== 200) throw new Error(`set-password: ${set.statusCode} ${set.body}`);
      const { recoveryCodes } = set.json<{ recoveryCodes: string[] }>();
      const id = Number(
        new RegExp(`#(\\d+) ${email.replace(/[.]/g, '\\.')} `).exec(await harness.command('list'))?.[1],
      );
      // The set-up used this 30-second step's code: the next sign-in needs the next one.
      harness.advance(30_000);
      return { id, email, role, totpSecret, recoveryCodes };
    },
    async signIn(member, remoteAddress = '192.0.2.10') {
      const response = await harness.request({
        method: 'POST',
        url: '/api/admin/sign-in',
        remoteAddress,
        payload: {
          email: member.email,
          password: PASSWORD,
          ...(member.totpSecret ? { code: totpCode(member.totpSecret, now()) } : {}),
        },
      });
      if (member.totpSecret) harness.advance(30_000);
      return sessionOf(response);
    },
    close: () => t.close(),
  };
  return harness;
}

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EveryRole {
  /** The harness, made before the file's tests. */
  readonly h: StaffHarness;
  /** The session cookie of the role's member. */
  session(role: StaffRole): string;
  /** A request under /api/admin by the role's member. */
  as(role: StaffRole, method: AdminMethod, url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** For a test file: a harness with one signed-in member per role, made before its tests and closed after them. */
export function staffOfEveryRole(options: Partial<BuildAppOptions> = {}): EveryRole {
  let harness: StaffHarness | undefined;
  const sessions = new Map<StaffRole, string>();
  beforeAll(async () => {
    const made = await createStaffHarness(options);
    harness = made;
    for (const role of STAFF_ROLES)
      sessions.set(role, await made.signIn(await made.member(`${role}@ergoforma.example`, role)));
  });
  afterAll(() => harness?.close());
  const everyRole: EveryRole = {
    get h() {
      if (harness === undefined) throw new Error('the harness is made in beforeAll');
      return harness;
    },
    session: (role) => sessions.get(role) ?? '',
    as: (role, method, url, payload) =>
      everyRole.h.request({ method, url: `/api/admin${url}`, payload, cookie: sessions.get(role) }),
  };
  return everyRole;
}
