// The staff tables as the query builder sees them (DDL: db/sqlite/schema/staff.ts, db/postgres/schema/staff.ts),
// and the query builder over the API's tables and these. Times are ISO 8601 UTC text on both engines.
import type { Generated, Kysely } from 'kysely';
import type { Database, QueryDb } from '../db';
import type { StaffRole } from './roles';

export interface StaffAccountsTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  disabled_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}
export interface StaffRecoveryCodesTable {
  account_id: number;
  code_hash: string;
  used_at: string | null;
}
export interface StaffPasskeysTable {
  credential_id: string;
  account_id: number;
  public_key: string;
  counter: number;
  /** JSON array of transport names. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}
/** What a one-time link is for (staff_tokens.purpose). */
export const TOKEN_PURPOSES = ['setup', 'reset'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** What a WebAuthn challenge was issued for (staff_challenges.purpose). */
export const CHALLENGE_PURPOSES = ['register', 'sign_in'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];
export interface StaffTokensTable {
  token_hash: string;
  account_id: number;
  purpose: TokenPurpose;
  expires_at: string;
}
export interface StaffSessionsTable {
  id_hash: string;
  account_id: number;
  /** How the person signed in: 'password', 'password+totp', 'password+recovery', 'passkey'. */
  method: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  address: string | null;
  /** The browser's User-Agent at sign-in, cut short. */
  user_agent: string | null;
}
export interface StaffChallengesTable {
  challenge: string;
  purpose: ChallengePurpose;
  account_id: number | null;
  expires_at: string;
}
export interface StaffSignInLimitsTable {
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string | null;
}
export interface StaffAuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  target: string | null;
  /** JSON object, or null. */
  detail: string | null;
  address: string | null;
}

// A type, not an interface: Kysely's withTables() needs an index-compatible record.
export type StaffTables = {
  staff_accounts: StaffAccountsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_passkeys: StaffPasskeysTable;
  staff_tokens: StaffTokensTable;
  staff_sessions: StaffSessionsTable;
  staff_challenges: StaffChallengesTable;
  staff_sign_in_limits: StaffSignInLimitsTable;
  staff_audit_log: StaffAuditLogTable;
};

export type StaffDb = Kysely<Database & StaffTables>;

export function staffDb(db: QueryDb): StaffDb {
  return db.withTables<StaffTables>();
}
