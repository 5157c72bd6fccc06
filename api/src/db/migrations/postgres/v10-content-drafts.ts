// PostgreSQL migration 10: the back office's drafts (content/drafts.ts), at most one per record: the whole record in
// the fixtures' format as JSON text, the record's version it was based on, who saved it and when (ISO 8601 UTC text).
// Shipped: never edited; a change is a new file.
export const up = `
CREATE TABLE content_drafts (
  kind text NOT NULL,
  record_id integer NOT NULL,
  record text NOT NULL,
  based_on_version integer NOT NULL,
  author_id integer NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  saved_at text NOT NULL,
  PRIMARY KEY (kind, record_id)
);
`;
