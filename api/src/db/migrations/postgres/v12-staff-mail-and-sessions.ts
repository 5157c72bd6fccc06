// PostgreSQL migration 12: the back office's own e-mails (an invitation's set-up link, a password reset link) go
// through the outbox too. A row is either a submission's notification or a staff account's link e-mail; the latter
// keeps only the account and what the link is for: the worker makes the link as it sends
// (staff/staff-mail-composer.ts), so no token is ever stored here.
// Each session keeps the browser's User-Agent (cut to 300 characters), so a person's list of their own sessions
// tells them apart.
// Shipped: never edited; a change is a new file.
export const up = `
ALTER TABLE mail_outbox ALTER COLUMN submission_id DROP NOT NULL;
ALTER TABLE mail_outbox ADD COLUMN staff_account_id integer REFERENCES staff_accounts(id) ON DELETE CASCADE;
ALTER TABLE mail_outbox ADD COLUMN staff_purpose text CHECK (staff_purpose IN ('setup', 'reset'));
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_one_kind
  CHECK ((submission_id IS NULL) <> (staff_account_id IS NULL) AND (staff_account_id IS NULL) = (staff_purpose IS NULL));
ALTER TABLE staff_sessions ADD COLUMN user_agent text;
`;
