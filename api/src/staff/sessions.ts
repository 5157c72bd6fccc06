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
  client: { address: string | null; userAgent: string | undefined },
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
      address: client.address,
      user_agent: client.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    })
    .execute();
  return id;
}

const MAX_USER_AGENT = 300;

/** One of a person's own sessions, as their profile lists it. */
export interface OwnSession {
  /** The session's stored hash: names it for ending it, and is no way in. */
  id: string;
  method: string;
  createdAt: string;
  lastSeenAt: string;
  /** Browser and system, e.g. "Firefox 128, Linux"; null when the browser sent no User-Agent. */
  client: string | null;
  current: boolean;
}

/** The account's live sessions (not expired by time), newest activity first. */
export async function ownSessions(
  db: StaffDb,
  current: ActiveSession,
  now: Date,
  settings: SessionSettings,
): Promise<OwnSession[]> {
  const rows = await db
    .selectFrom('staff_sessions')
    .select(['id_hash', 'method', 'created_at', 'last_seen_at', 'user_agent'])
    .where('account_id', '=', current.account.id)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', new Date(now.getTime() - settings.idleMs).toISOString())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id_hash,
    method: row.method,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    client: row.user_agent === null ? null : shortUserAgent(row.user_agent),
    current: row.id_hash === current.idHash,
  }));
}

/** Ends one of the account's sessions; false when it has none of that id. */
export async function endOwnSession(db: StaffDb, accountId: number, idHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('account_id', '=', accountId)
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// Checked in order: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
];
const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/** "Firefox 128, Linux" from a User-Agent header; what is not recognised is left out. */
export function shortUserAgent(userAgent: string): string {
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(userAgent)?.[1]] as const).find(
    ([, version]) => version !== undefined,
  );
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const parts = [browser ? `${browser[0]} ${browser[1]}` : null, system ?? null].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : userAgent.slice(0, 40);
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
