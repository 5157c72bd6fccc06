// QA pins (docs/deployment.md#releasing): a signed, expiring link that makes one browser see chosen remote
// versions on the composed site. The token names the versions and an expiry, signed with HMAC-SHA256 under
// PIN_SECRET; the shell checks it on every request, so a token that was tampered with, expired, or signed with
// another secret pins nothing (the visitor simply sees the versions everyone sees, never an error).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@ergoforma/shared-contracts';

export type Pins = Partial<Record<RemoteName, string>>;

/** The cookie a pin link sets; it holds the signed token itself. */
export const PIN_COOKIE = 'ef_pin';
/** The address that sets (`?token=`) or clears (no token) the pin cookie. */
export const PIN_PATH = '/_pin';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
const MAX_TOKEN = 1024;

const signature = (payload: string, secret: string): Buffer => createHmac('sha256', secret).update(payload).digest();

/** `catalogue@1.1.0-ab12cd34` -> ['catalogue', '1.1.0-ab12cd34'], or null. */
export function parsePinSpec(spec: string): [RemoteName, string] | null {
  const [name, version] = spec.split('@');
  if (!REMOTE_NAMES.includes(name as RemoteName) || !version || !VERSION.test(version)) return null;
  return [name as RemoteName, version];
}

export function signPins(pins: Pins, expiresAt: Date, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ pins, exp: Math.floor(expiresAt.getTime() / 1000) })).toString(
    'base64url',
  );
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The pins of a token signed with `secret` that has not expired, or null (any flaw: null, never an error). */
export function verifyPins(token: string | undefined, secret: string | undefined, now = new Date()): Pins | null {
  if (!token || !secret || token.length > MAX_TOKEN) return null;
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return null;
  const expected = signature(payload, secret);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { pins, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      pins?: unknown;
      exp?: unknown;
    };
    if (typeof exp !== 'number' || exp * 1000 <= now.getTime() || !pins || typeof pins !== 'object') return null;
    const result: Pins = {};
    for (const [name, version] of Object.entries(pins)) {
      if (typeof version !== 'string' || !parsePinSpec(`${name}@${version}`)) return null;
      result[name as RemoteName] = version;
    }
    return result;
  } catch {
    return null;
  }
}

/** Seconds until the token expires (for the cookie's Max-Age); the token must have been verified. */
export function secondsLeft(token: string, now = new Date()): number {
  const { exp } = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { exp: number };
  return Math.max(0, Math.floor(exp - now.getTime() / 1000));
}
