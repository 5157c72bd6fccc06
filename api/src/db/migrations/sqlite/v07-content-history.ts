// SQLite migration 7: the content's history (api/src/content/): the content version as a counter, what each
// write touched, the revision of each record it changed.
// Shipped: never edited; a change is a new file.
export const up = `
-- The content version becomes a counter, advanced by every load and every write in their transaction. A database
-- loaded before keeps its content (version 1). company.json is served from the file: the digest of the one last
-- seen, so that a new one moves the version too.
CREATE TABLE content_meta_next (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  loaded_at TEXT NOT NULL,
  company_digest TEXT
);
INSERT INTO content_meta_next (id, version, loaded_at) SELECT id, 1, loaded_at FROM content_meta;
DROP TABLE content_meta;
ALTER TABLE content_meta_next RENAME TO content_meta;
-- The content keys each write touched (a JSON array of strings), for "what changed since version N". A version
-- without a row (a load of the whole content) changed everything.
CREATE TABLE content_changes (
  version INTEGER PRIMARY KEY,
  keys TEXT NOT NULL,
  changed_at TEXT NOT NULL
);
-- Who changed which record when, with the whole record before and after (JSON in the fixtures' format; null for
-- a record created or deleted).
CREATE TABLE content_revisions (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  kind TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  author TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  before TEXT,
  after TEXT
);
CREATE INDEX content_revisions_record ON content_revisions (kind, record_id, id);
`;
