// PostgreSQL migration 11: products, realizations and job offers can be taken off the site (is_published), a job
// offer has a closing date, and publishing or unpublishing can be scheduled (api/src/publishing/).
// Shipped: never edited; a change is a new file.
export const up = `
ALTER TABLE products ADD COLUMN is_published boolean NOT NULL DEFAULT true;
ALTER TABLE realizations ADD COLUMN is_published boolean NOT NULL DEFAULT true;
ALTER TABLE job_offers ADD COLUMN is_published boolean NOT NULL DEFAULT true;
-- An ISO 8601 instant (UTC, sortable as text); past it the offer is off the list and the runner unpublishes it.
ALTER TABLE job_offers ADD COLUMN closes text;
-- Claimed (by one runner) before it is performed, so several API replicas perform it once.
CREATE TABLE scheduled_actions (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  record_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'unpublish')),
  at text NOT NULL,
  scheduled_by text NOT NULL,
  created_at text NOT NULL,
  claimed_at text,
  done_at text,
  error text
);
CREATE INDEX scheduled_actions_due ON scheduled_actions (done_at, at);
`;
