// Staff accounts in the database: reading, listing, inviting, changing (with optimistic concurrency: a change names
// the version it was based on), removing; and the one-time links (set-up, password reset) that let a person choose
// a password. Only a link's hash is stored; using it, or issuing a newer one, ends it.
import type { Selectable } from 'kysely';
import type { StaffRole } from './roles';
import { newSecretToken, tokenHash } from './secret-tokens';
import type { StaffAccountsTable, StaffDb, TokenPurpose } from './staff-tables';

export type AccountRow = Selectable<StaffAccountsTable>;

/** An account as the back office shows it: nothing secret. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  /** Has chosen a password (the set-up link was used). */
  active: boolean;
  totpEnabled: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export function publicAccount(row: AccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled_at !== null,
    active: row.password_hash !== null,
    totpEnabled: row.totp_secret !== null,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** E-mail addresses are compared and stored in lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findAccountByEmail(db: StaffDb, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function findAccount(db: StaffDb, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export const ACCOUNT_SORT_FIELDS = ['id', 'email', 'name', 'role', 'createdAt', 'updatedAt'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];
const SORT_COLUMNS = {
  id: 'id',
  email: 'email',
  name: 'name',
  role: 'role',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies Record<AccountSortField, keyof StaffAccountsTable>;

export interface AccountListQuery {
  /** Part of the name or e-mail address. */
  q?: string;
  role?: StaffRole;
  disabled?: boolean;
  sort: AccountSortField;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export async function listAccounts(
  db: StaffDb,
  query: AccountListQuery,
): Promise<{ total: number; accounts: StaffAccount[] }> {
  let filtered = db.selectFrom('staff_accounts');
  if (query.q !== undefined && query.q !== '') {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name']), 'like', eb.val(pattern)), eb('email', 'like', pattern)]),
    );
  }
  if (query.role !== undefined) filtered = filtered.where('role', '=', query.role);
  if (query.disabled !== undefined) {
    filtered = filtered.where('disabled_at', query.disabled ? 'is not' : 'is', null);
  }
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sort], query.order)
      .orderBy('id', query.order)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ]);
  return { total: Number(count.total), accounts: rows.map(publicAccount) };
}

export async function insertAccount(
  db: StaffDb,
  account: { email: string; name: string; role: StaffRole },
  now: Date,
): Promise<AccountRow> {
  const time = now.toISOString();
  return db
    .insertInto('staff_accounts')
    .values({
      email: normaliseEmail(account.email),
      name: account.name,
      role: account.role,
      created_at: time,
      updated_at: time,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface AccountChanges {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
}

/** The changed row; 'stale' when the account is no longer at `version`; undefined when it does not exist. */
export async function updateAccount(
  db: StaffDb,
  id: number,
  version: number,
  changes: AccountChanges,
  now: Date,
): Promise<AccountRow | 'stale' | undefined> {
  const row = await db
    .updateTable('staff_accounts')
    .set((eb) => ({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.role === undefined ? {} : { role: changes.role }),
      ...(changes.disabled === undefined
        ? {}
        : { disabled_at: changes.disabled ? eb.fn.coalesce('disabled_at', eb.val(now.toISOString())) : null }),
      version: eb('version', '+', 1),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  return (await findAccount(db, id)) ? 'stale' : undefined;
}

export async function deleteAccount(db: StaffDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('staff_accounts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const SETUP_LINK_MS = 24 * 3_600_000;
export const RESET_LINK_MS = 3_600_000;

/** A new one-time link token for the account (an older one of the same purpose stops working). */
export async function issueToken(db: StaffDb, accountId: number, purpose: TokenPurpose, now: Date): Promise<string> {
  const token = newSecretToken();
  const lifetime = purpose === 'setup' ? SETUP_LINK_MS : RESET_LINK_MS;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_tokens').where('account_id', '=', accountId).where('purpose', '=', purpose).execute();
    await trx
      .insertInto('staff_tokens')
      .values({
        token_hash: tokenHash(token),
        account_id: accountId,
        purpose,
        expires_at: new Date(now.getTime() + lifetime).toISOString(),
      })
      .execute();
  });
  return token;
}

/** The account a link token (still valid at `now`) belongs to. */
export async function accountOfToken(
  db: StaffDb,
  token: string,
  now: Date,
): Promise<{ account: AccountRow; purpose: TokenPurpose } | undefined> {
  const row = await db
    .selectFrom('staff_tokens')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_tokens.account_id')
    .selectAll('staff_accounts')
    .select('staff_tokens.purpose')
    .where('staff_tokens.token_hash', '=', tokenHash(token))
    .where('staff_tokens.expires_at', '>', now.toISOString())
    .where('staff_accounts.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { purpose, ...account } = row;
  return { account, purpose };
}

/** Ends every link of the account (its password was just set). */
export async function endTokens(db: StaffDb, accountId: number): Promise<void> {
  await db.deleteFrom('staff_tokens').where('account_id', '=', accountId).execute();
}
