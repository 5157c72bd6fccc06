// SQLite schema, the content's history: the content version as a counter, what each write touched and the revision
// of each record it changed (api/src/content/). Keys are the migration numbers of db/sqlite/migrations.ts; a shipped
// step is never edited, the next one is added.
import type { SchemaSteps } from '../../migrations';

export const CONTENT_HISTORY: SchemaSteps = {
  7: `
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
-- A write replaces a record's search documents alone: the full-text index follows each row.
CREATE TRIGGER search_documents_indexed AFTER INSERT ON search_documents BEGIN
  INSERT INTO search_index (rowid, locale, folded_title, folded_text)
  VALUES (new.id, new.locale, new.folded_title, new.folded_text);
END;
CREATE TRIGGER search_documents_unindexed AFTER DELETE ON search_documents BEGIN
  INSERT INTO search_index (search_index, rowid, locale, folded_title, folded_text)
  VALUES ('delete', old.id, old.locale, old.folded_title, old.folded_text);
END;
`,
};
