// Signing in with e-mail address and password (plus the app code or a recovery code when the account has TOTP).
// An unknown address, a disabled account, one without a password yet and a wrong password all get the same answer
// after the same work (one argon2 verification). Failures count against the address typed and the client address
// (sign-in-limits.ts) and are recorded in the audit log; a blocked key is answered before any check.
import { findAccountByEmail, normaliseEmail, type AccountRow } from './accounts';
import { recordAudit } from './audit-log';
import { checkPassword } from './password-hash';
import { SECOND_FACTOR_ROLES } from './roles';
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  accountKey,
  addressKey,
  blockedFor,
  clearFailures,
  recordFailure,
} from './sign-in-limits';
import type { StaffDb } from './staff-tables';
import { acceptTotp, recoveryCodeHash } from './totp';

export interface PasswordSignIn {
  email: string;
  password: string;
  /** The authenticator app's 6 digits, or a recovery code. */
  code?: string;
}

export type SignInOutcome =
  | { kind: 'signed_in'; account: AccountRow; method: string }
  /** Password right, the app code (or a recovery code) still needed. */
  | { kind: 'code_required' }
  | { kind: 'refused' }
  | { kind: 'blocked'; retryAfterS: number };

async function secondFactor(
  db: StaffDb,
  account: AccountRow,
  code: string,
  now: Date,
): Promise<'password+totp' | 'password+recovery' | null> {
  if (account.totp_secret === null) return null;
  const step = acceptTotp(account.totp_secret, code, now, account.totp_last_step);
  if (step !== null) {
    // Conditional on the last step seen, so two replicas cannot both accept the same code.
    const result = await db
      .updateTable('staff_accounts')
      .set({ totp_last_step: step })
      .where('id', '=', account.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? 'password+totp' : null;
  }
  const used = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', account.id)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? 'password+recovery' : null;
}

export async function signInWithPassword(
  db: StaffDb,
  attempt: PasswordSignIn,
  address: string,
  now: Date,
): Promise<SignInOutcome> {
  const email = normaliseEmail(attempt.email);
  const accountLimitKey = accountKey(email);
  const addressLimitKey = addressKey(address);
  const waitMs = await blockedFor(db, [accountLimitKey, addressLimitKey], now);
  if (waitMs > 0) {
    await recordAudit(db, now, { action: 'sign_in_blocked', detail: { email }, address });
    return { kind: 'blocked', retryAfterS: Math.ceil(waitMs / 1000) };
  }
  const found = await findAccountByEmail(db, email);
  const account = found && found.disabled_at === null ? found : undefined;
  const passwordOk = await checkPassword(attempt.password, account?.password_hash ?? null);
  const fail = async (reason: string): Promise<SignInOutcome> => {
    await recordFailure(db, accountLimitKey, ACCOUNT_LIMIT, now);
    await recordFailure(db, addressLimitKey, ADDRESS_LIMIT, now);
    await recordAudit(db, now, {
      action: 'sign_in_failed',
      actor: found ? { id: found.id, email: found.email } : null,
      detail: { email, reason },
      address,
    });
    return { kind: 'refused' };
  };
  if (!account || !passwordOk) return fail(account ? 'wrong_password' : 'unknown_or_disabled_account');

  let method = 'password';
  if (account.totp_secret !== null || SECOND_FACTOR_ROLES.has(account.role)) {
    if (attempt.code === undefined || attempt.code === '') return { kind: 'code_required' };
    const factor = await secondFactor(db, account, attempt.code, now);
    if (factor === null) return fail('wrong_code');
    if (factor === 'password+recovery') {
      await recordAudit(db, now, {
        action: 'recovery_code_used',
        actor: { id: account.id, email: account.email },
        address,
      });
    }
    method = factor;
  }
  await clearFailures(db, accountLimitKey);
  return { kind: 'signed_in', account, method };
}
