// SQLite migration 5: the content version.
// Shipped: never edited; a change is a new file.
export const up = `
-- The content version: a digest of the fixtures loaded, written in the same transaction as the content.
CREATE TABLE content_meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version TEXT NOT NULL,
  loaded_at TEXT NOT NULL
);
`;
