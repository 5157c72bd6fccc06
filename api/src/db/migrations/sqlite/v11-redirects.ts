// SQLite migration 11: the site's own redirects (api/src/content/address-redirects.ts), made when a published
// record's address changes.
// Shipped: never edited; a change is a new file.
export const up = `
-- From an old address of a record to its current one, one hop (a redirect to an address that moves is moved along).
-- The record and language it was made for, so the back office can say why it is there.
CREATE TABLE redirects (
  from_path TEXT PRIMARY KEY,
  to_path TEXT NOT NULL,
  kind TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX redirects_to_path ON redirects (to_path);
-- A write looks up whether its record's new address is another record's (address-redirects.ts).
CREATE INDEX search_documents_path ON search_documents (path);
`;
