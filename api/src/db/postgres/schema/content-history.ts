// PostgreSQL schema, the content's history: the content version as a counter, what each write touched and the
// revision of each record it changed (api/src/content/). Keys are the migration numbers of db/postgres/migrations.ts.
// Mirrors db/sqlite/schema/content-history.ts.
import type { SchemaSteps } from '../../migrations';

export const CONTENT_HISTORY: SchemaSteps = {
  3: `
-- The content version becomes a counter, advanced by every load and every write in their transaction. A database
-- loaded before keeps its content (version 1). company.json is served from the file: the digest of the one last
-- seen, so that a new one moves the version too.
ALTER TABLE content_meta ALTER COLUMN version TYPE integer USING 1;
ALTER TABLE content_meta ADD COLUMN company_digest text;
-- The content keys each write touched (a JSON array of strings), for "what changed since version N". A version
-- without a row (a load of the whole content) changed everything.
CREATE TABLE content_changes (
  version integer PRIMARY KEY,
  keys json NOT NULL,
  changed_at text NOT NULL
);
-- Who changed which record when, with the whole record before and after (JSON in the fixtures' format; null for
-- a record created or deleted).
CREATE TABLE content_revisions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version integer NOT NULL,
  kind text NOT NULL,
  record_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  author text NOT NULL,
  changed_at text NOT NULL,
  before json,
  after json
);
CREATE INDEX content_revisions_record ON content_revisions (kind, record_id, id);
`,
};
