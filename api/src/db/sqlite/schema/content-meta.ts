// SQLite schema, content meta: which content is loaded (db/sqlite/content-loader.ts). Keys are the migration numbers
// of db/sqlite/migrations.ts; a shipped step is never edited, the next one is added.
import type { SchemaSteps } from '../../migrations';

export const CONTENT_META: SchemaSteps = {
  5: `
-- The content version: a digest of the fixtures loaded, written in the same transaction as the content.
CREATE TABLE content_meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version TEXT NOT NULL,
  loaded_at TEXT NOT NULL
);
`,
};
