// Sign-in back-off, counted in the database so every API replica sees it: per account (the e-mail address typed,
// known or not, so an unknown address behaves like a known one) and per client address. After a number of free
// failures each further failure blocks that key for twice as long as the one before (1 s, 2 s, 4 s ... 15 min);
// while blocked every attempt, the right password included, gets 429 with Retry-After and is not checked at all.
// A key's failures are forgotten a day after its last one, and at once after a successful sign-in (account key).
import type { StaffDb } from './staff-tables';

export interface LimitPolicy {
  freeFailures: number;
}

export const ACCOUNT_LIMIT: LimitPolicy = { freeFailures: 5 };
/** An office behind one address may have several people mistyping. */
export const ADDRESS_LIMIT: LimitPolicy = { freeFailures: 20 };

const MAX_BLOCK_MS = 15 * 60_000;
const FORGET_AFTER_MS = 24 * 3_600_000;

export const accountKey = (email: string): string => `account:${email}`;
export const addressKey = (address: string): string => `address:${address}`;

/** Milliseconds until every one of `keys` may try again (0: now). */
export async function blockedFor(db: StaffDb, keys: readonly string[], now: Date): Promise<number> {
  const rows = await db
    .selectFrom('staff_sign_in_limits')
    .select('blocked_until')
    .where('key', 'in', keys)
    .where('blocked_until', '>', now.toISOString())
    .execute();
  return Math.max(0, ...rows.map((row) => Date.parse(row.blocked_until ?? '') - now.getTime()));
}

export async function recordFailure(db: StaffDb, key: string, policy: LimitPolicy, now: Date): Promise<void> {
  const previous = await db
    .selectFrom('staff_sign_in_limits')
    .select(['failures', 'last_failure_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  const stale = previous === undefined || now.getTime() - Date.parse(previous.last_failure_at) > FORGET_AFTER_MS;
  const failures = stale ? 1 : previous.failures + 1;
  const over = failures - policy.freeFailures;
  const blockedUntil = over > 0 ? new Date(now.getTime() + Math.min(1000 * 2 ** (over - 1), MAX_BLOCK_MS)) : null;
  const values = { failures, last_failure_at: now.toISOString(), blocked_until: blockedUntil?.toISOString() ?? null };
  await db
    .insertInto('staff_sign_in_limits')
    .values({ key, ...values })
    .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
    .execute();
}

export async function clearFailures(db: StaffDb, key: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_limits').where('key', '=', key).execute();
}
