// SQLite migration 8: the back office's staff accounts, their credentials and sessions, sign-in limits and the
// audit log (staff/, docs/back-office-security.md). Times are ISO 8601 UTC text. The audit log's append-only rule
// is a trigger, whose body the script runner keeps whole.
// Shipped: never edited; a change is a new file.
export const up = `
CREATE TABLE staff_accounts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'hr', 'sales')),
  password_hash TEXT,
  totp_secret TEXT,
  totp_pending_secret TEXT,
  totp_last_step INTEGER,
  disabled_at TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE staff_recovery_codes (
  account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (account_id, code_hash)
);
CREATE TABLE staff_passkeys (
  credential_id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX staff_passkeys_account ON staff_passkeys (account_id);
CREATE TABLE staff_tokens (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('setup', 'reset')),
  expires_at TEXT NOT NULL
);
CREATE INDEX staff_tokens_account ON staff_tokens (account_id);
CREATE TABLE staff_sessions (
  id_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  method TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  address TEXT
);
CREATE INDEX staff_sessions_account ON staff_sessions (account_id);
CREATE TABLE staff_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign_in')),
  account_id INTEGER REFERENCES staff_accounts(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);
CREATE TABLE staff_sign_in_limits (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at TEXT NOT NULL,
  blocked_until TEXT
);
-- No foreign key to the accounts: the record of what a person did outlives their account.
CREATE TABLE staff_audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id INTEGER,
  actor_email TEXT,
  action TEXT NOT NULL,
  target TEXT,
  detail TEXT,
  address TEXT
);
CREATE INDEX staff_audit_log_at ON staff_audit_log (at);
CREATE INDEX staff_audit_log_actor ON staff_audit_log (actor_id, at);
CREATE INDEX staff_audit_log_action ON staff_audit_log (action, at);
CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE ON staff_audit_log
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;
`;
