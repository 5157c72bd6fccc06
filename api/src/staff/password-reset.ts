// "Forgot password": a one-time link by e-mail. The answer is the same whether the address belongs to an account or
// not (nobody learns who has one); requests are limited per address typed and per client address with the sign-in
// back-off's counters (every request counts, known address or not), and each is on record in the audit log.
import { findAccountByEmail, normaliseEmail, type AccountRow } from './accounts';
import { recordAudit } from './audit-log';
import { blockedFor, recordFailure, type LimitPolicy } from './sign-in-limits';
import type { StaffDb } from './staff-tables';

/** 3 links in a row for one address typed (each new one ends the one before), 10 from one client, then back-off. */
export const RESET_EMAIL_LIMIT: LimitPolicy = { freeFailures: 2 };
export const RESET_ADDRESS_LIMIT: LimitPolicy = { freeFailures: 9 };

export type ResetRequestOutcome =
  | { kind: 'blocked'; retryAfterS: number }
  /** `account` when the address is an enabled account's: the one to e-mail a link (made as the e-mail leaves). */
  | { kind: 'accepted'; account: AccountRow | null };

export async function requestPasswordReset(
  db: StaffDb,
  typedEmail: string,
  address: string,
  now: Date,
): Promise<ResetRequestOutcome> {
  const email = normaliseEmail(typedEmail);
  const keys = [`reset:${email}`, `reset-address:${address}`] as const;
  const waitMs = await blockedFor(db, keys, now);
  if (waitMs > 0) return { kind: 'blocked', retryAfterS: Math.ceil(waitMs / 1000) };
  await recordFailure(db, keys[0], RESET_EMAIL_LIMIT, now);
  await recordFailure(db, keys[1], RESET_ADDRESS_LIMIT, now);
  const found = await findAccountByEmail(db, email);
  const account = found && found.disabled_at === null ? found : undefined;
  await recordAudit(db, now, {
    action: 'password_reset_requested',
    actor: account ? { id: account.id, email: account.email } : null,
    detail: { email, known: account !== undefined },
    address,
  });
  return { kind: 'accepted', account: account ?? null };
}
