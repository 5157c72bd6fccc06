// PostgreSQL schema, content meta: which content is loaded (db/postgres/content-loader.ts). Keys are the migration
// numbers of db/postgres/migrations.ts. Mirrors db/sqlite/schema/content-meta.ts.
import type { SchemaSteps } from '../../migrations';

export const CONTENT_META: SchemaSteps = {
  1: `
-- The content version: a digest of the fixtures loaded, written in the same transaction as the content, so every
-- replica reading this database reports the same version for the same content.
CREATE TABLE content_meta (
  id integer PRIMARY KEY CHECK (id = 1),
  version text NOT NULL,
  loaded_at text NOT NULL
);
`,
};
