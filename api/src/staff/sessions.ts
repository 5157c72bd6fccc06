// Back-office sessions, in the database so every API replica knows them. The cookie holds a random id; the table
// only its hash. A session ends after `idleMs` without a request, `absoluteMs` after sign-in whatever happens, at
// sign-out, when its person signs out everywhere, and when the account is disabled or removed.
import type { AccountRow } from './accounts';
import { newSecretToken, tokenHash } from './secret-tokens';
import type { StaffDb } from './staff-tables';

export interface SessionSettings {
  idleMs: number;
  absoluteMs: number;
}

export const DEFAULT_SESSION_SETTINGS: SessionSettings = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };

/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** A new session; returns the id for the cookie (never stored). */
export async function startSession(
  db: StaffDb,
  accountId: number,
  method: string,
  now: Date,
  settings: SessionSettings,
  address: string | null,
): Promise<string> {
  const id = newSecretToken();
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: tokenHash(id),
      account_id: accountId,
      method,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + settings.absoluteMs).toISOString(),
      address,
    })
    .execute();
  return id;
}

export interface ActiveSession {
  idHash: string;
  account: AccountRow;
}

/** The live session of a cookie's id and its (enabled) account; notes the activity. */
export async function resolveSession(
  db: StaffDb,
  id: string,
  now: Date,
  settings: SessionSettings,
): Promise<ActiveSession | undefined> {
  const idHash = tokenHash(id);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.account_id')
    .selectAll('staff_accounts')
    .select(['staff_sessions.last_seen_at', 'staff_sessions.expires_at'])
    .where('staff_sessions.id_hash', '=', idHash)
    .where('staff_accounts.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { last_seen_at: lastSeen, expires_at: expires, ...account } = row;
  const idleSince = now.getTime() - Date.parse(lastSeen);
  if (Date.parse(expires) <= now.getTime() || idleSince >= settings.idleMs) {
    await endSession(db, idHash);
    return undefined;
  }
  if (idleSince >= TOUCH_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { idHash, account };
}

export async function endSession(db: StaffDb, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of the account (but the one of `keepIdHash`); returns how many there were. */
export async function endAllSessions(db: StaffDb, accountId: number, keepIdHash?: string): Promise<number> {
  let sessions = db.deleteFrom('staff_sessions').where('account_id', '=', accountId);
  if (keepIdHash !== undefined) sessions = sessions.where('id_hash', '!=', keepIdHash);
  const result = await sessions.executeTakeFirst();
  return Number(result.numDeletedRows);
}
