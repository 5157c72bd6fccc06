// SQLite migration 15: products, realizations and job offers can be taken off the site (is_published), a job offer
// has a closing date, and publishing or unpublishing can be scheduled (api/src/publishing/).
// Shipped: never edited; a change is a new file.
export const up = `
ALTER TABLE products ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1));
ALTER TABLE realizations ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1));
ALTER TABLE job_offers ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1));
-- An ISO 8601 instant (UTC, sortable as text); past it the offer is off the list and the runner unpublishes it.
ALTER TABLE job_offers ADD COLUMN closes TEXT;
-- Claimed (by one runner) before it is performed, so several API processes on one database perform it once.
CREATE TABLE scheduled_actions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('publish', 'unpublish')),
  at TEXT NOT NULL,
  scheduled_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  claimed_at TEXT,
  done_at TEXT,
  error TEXT
);
CREATE INDEX scheduled_actions_due ON scheduled_actions (done_at, at);
`;
