// PostgreSQL migration 7: the site's own redirects (api/src/content/address-redirects.ts), made when a published
// record's address changes.
// Shipped: never edited; a change is a new file.
export const up = `
-- From an old address of a record to its current one, one hop (a redirect to an address that moves is moved along).
-- The record and language it was made for, so the back office can say why it is there.
CREATE TABLE redirects (
  from_path text PRIMARY KEY,
  to_path text NOT NULL,
  kind text NOT NULL,
  record_id integer NOT NULL,
  locale text NOT NULL,
  created_at text NOT NULL
);
CREATE INDEX redirects_to_path ON redirects (to_path);
-- A write looks up whether its record's new address is another record's (address-redirects.ts).
CREATE INDEX search_documents_path ON search_documents (path);
`;
