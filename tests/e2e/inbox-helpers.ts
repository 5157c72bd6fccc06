// Helpers of the inbox's e2e spec: staff accounts made with the staff command and set up through the back-office
// API, and the entries of a ZIP read from its central directory.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';

export const ADMIN_URL = process.env.ADMIN_URL ?? 'http://localhost:3010';
const API_DIR = path.resolve(__dirname, '../../api');
export const STAFF_PASSWORD = 'a long passphrase nobody guesses';

/** A new account through the command an operator runs; returns its address and one-time set-up link. */
export function newStaffAccount(role: 'admin' | 'hr' | 'sales', name: string): { email: string; link: string } {
  const email = `qa-${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ergoforma.pl`;
  const printed = execFileSync('node', ['dist/cli/staff.js', 'add', '--email', email, '--role', role, '--name', name], {
    cwd: API_DIR,
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+\/set-password#\S+/.exec(printed)?.[0];
  if (link === undefined) throw new Error(`The staff command printed no set-up link:\n${printed}`);
  return { email, link: link.replace(/^https?:\/\/[^/]+/, ADMIN_URL) };
}

/** Sets the account up through the API (with the authenticator app when `totp`) and signs `request` in. */
export async function signInThroughApi(
  request: APIRequestContext,
  account: { email: string; link: string },
  totp: boolean,
): Promise<void> {
  const headers = { Origin: ADMIN_URL };
  const token = account.link.split('#')[1] ?? '';
  let code: string | undefined;
  if (totp) {
    const enrolment = await request.post(`${ADMIN_URL}/api/admin/set-password/totp`, { headers, data: { token } });
    code = generateSync({ secret: ((await enrolment.json()) as { secret: string }).secret });
  }
  const set = await request.post(`${ADMIN_URL}/api/admin/set-password`, {
    headers,
    data: { token, password: STAFF_PASSWORD, ...(code ? { code } : {}) },
  });
  if (!set.ok()) throw new Error(`set-password: ${set.status()} ${await set.text()}`);
  const { recoveryCodes } = (await set.json()) as { recoveryCodes: string[] };
  // The app's code of this time step set the app up: a recovery code signs in instead.
  const signIn = await request.post(`${ADMIN_URL}/api/admin/sign-in`, {
    headers,
    data: { email: account.email, password: STAFF_PASSWORD, ...(totp ? { code: recoveryCodes[0] } : {}) },
  });
  if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()} ${await signIn.text()}`);
}

/** The files of a ZIP by name, read from its central directory (stored or deflated entries). */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return entries;
}
