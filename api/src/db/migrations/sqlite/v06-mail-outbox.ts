// SQLite migration 6: the outbox of e-mail notifications and the page a form was sent from.
// Shipped: never edited; a change is a new file.
export const up = `
-- The page the form was sent from (the browser's Referer), when it gave a valid http(s) address.
ALTER TABLE form_submissions ADD COLUMN page TEXT;

-- status: queued (waiting for its next attempt), sent (the mail server accepted it), failed (dead letter: every
-- attempt failed; the outbox command re-queues it). A worker owns a row while lease_until is in the future.
-- Times are ISO 8601 UTC text, which sorts like time.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL UNIQUE REFERENCES form_submissions(id) ON DELETE CASCADE,
  -- The left part of the Message-ID: the same for every attempt, so a resent message is recognisably the same.
  message_token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  claimed_by TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
`;
