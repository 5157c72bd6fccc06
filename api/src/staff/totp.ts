// The authenticator-app second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps, what every app supports),
// accepting the step before and after for clock drift, and never the same step twice (a code seen over a shoulder
// or replayed is refused). Recovery codes stand in for a lost phone: ten, each good once, only their hashes stored.
import { randomInt } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import { tokenHash } from './secret-tokens';
import type { StaffDb } from './staff-tables';

export const TOTP_ISSUER = 'Ergoforma';
const PERIOD_S = 30;

export interface TotpEnrolment {
  /** Base32 secret, shown for typing in when the QR code cannot be scanned. */
  secret: string;
  /** otpauth:// URI for the QR code. */
  uri: string;
}

export function newTotpEnrolment(email: string): TotpEnrolment {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: email, secret }) };
}

/** The time step of `code` if it is valid at `now` (±1 step) and later than `lastStep`; else null. */
export function acceptTotp(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = verifySync({ secret, token: code, epoch, epochTolerance: PERIOD_S });
  if (!result.valid) return null;
  const step = Math.floor(epoch / PERIOD_S) + result.delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an authenticator app shows at `now` (tests, and the software authenticator of the e2e tests). */
export function totpCode(secret: string, now: Date): string {
  return generateSync({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten fresh codes like 'k7mq2-xp9ds' (50 random bits each): shown once, then only `recoveryCodeHash` is kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** The stored form of a recovery code, as typed in any case and with or without the dash. */
export function recoveryCodeHash(code: string): string {
  return tokenHash(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** New recovery codes for the account in place of all its earlier ones (used or not); returns them, to show once. */
export async function replaceRecoveryCodes(db: StaffDb, accountId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ account_id: accountId, code_hash: recoveryCodeHash(code), used_at: null })))
    .execute();
  return codes;
}
