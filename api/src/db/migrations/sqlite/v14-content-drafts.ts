// SQLite migration 14: the back office's drafts (content/drafts.ts), at most one per record: the whole record in the
// fixtures' format as JSON text, the record's version it was based on, who saved it and when (ISO 8601 UTC text).
// Shipped: never edited; a change is a new file.
export const up = `
CREATE TABLE content_drafts (
  kind TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  record TEXT NOT NULL,
  based_on_version INTEGER NOT NULL,
  author_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  saved_at TEXT NOT NULL,
  PRIMARY KEY (kind, record_id)
);
`;
