// SQLite migration 16: the back office's own e-mails (an invitation's set-up link, a password reset link) go through
// the outbox too. A row is either a submission's notification or a staff account's link e-mail; the latter keeps
// only the account and what the link is for: the worker makes the link as it sends (staff/staff-mail-composer.ts), so
// no token is ever stored here. SQLite cannot drop a NOT NULL, so the table is rebuilt.
// Each session keeps the browser's User-Agent (cut to 300 characters), so a person's list of their own sessions
// tells them apart.
// Shipped: never edited; a change is a new file.
export const up = `
CREATE TABLE mail_outbox_new (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER UNIQUE REFERENCES form_submissions(id) ON DELETE CASCADE,
  staff_account_id INTEGER REFERENCES staff_accounts(id) ON DELETE CASCADE,
  staff_purpose TEXT CHECK (staff_purpose IN ('setup', 'reset')),
  message_token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  claimed_by TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  CHECK ((submission_id IS NULL) <> (staff_account_id IS NULL)),
  CHECK ((staff_account_id IS NULL) = (staff_purpose IS NULL))
);
INSERT INTO mail_outbox_new (id, submission_id, message_token, status, attempts, next_attempt_at, lease_until,
  claimed_by, last_error, created_at, sent_at)
  SELECT id, submission_id, message_token, status, attempts, next_attempt_at, lease_until, claimed_by, last_error,
    created_at, sent_at FROM mail_outbox;
DROP TABLE mail_outbox;
ALTER TABLE mail_outbox_new RENAME TO mail_outbox;
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
ALTER TABLE staff_sessions ADD COLUMN user_agent TEXT;
`;
