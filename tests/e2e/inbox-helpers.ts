// Helpers of the inbox's e2e spec: staff accounts (staff-accounts.ts) set up through the back-office API, and the
// entries of a ZIP read from its central directory.
import { inflateRawSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { ADMIN_URL, PASSWORD as STAFF_PASSWORD } from './staff-accounts';

export { ADMIN_URL, newStaffAccount, PASSWORD as STAFF_PASSWORD } from './staff-accounts';

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
