// SQLite schema, catalogue: categories, tags, product file types and fabric pattern collections.
// Keys are the migration numbers of db/sqlite/migrations.ts; a shipped step is never edited, the next one is added.
import type { SchemaSteps } from '../../migrations';

export const CATALOGUE: SchemaSteps = {
  1: `
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  position INTEGER NOT NULL
);
CREATE TABLE category_translations (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  slug TEXT,
  description TEXT,
  PRIMARY KEY (category_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND slug IS NOT NULL))
) WITHOUT ROWID;
CREATE UNIQUE INDEX category_translations_slug ON category_translations (locale, slug);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL
);
CREATE TABLE tag_translations (
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  slug TEXT,
  PRIMARY KEY (tag_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND slug IS NOT NULL))
) WITHOUT ROWID;

CREATE TABLE file_types (
  id INTEGER PRIMARY KEY
);
CREATE TABLE file_type_translations (
  file_type_id INTEGER NOT NULL REFERENCES file_types(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  PRIMARY KEY (file_type_id, locale),
  CHECK (locale <> 'pl' OR name IS NOT NULL)
) WITHOUT ROWID;

CREATE TABLE pattern_collections (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL
);
CREATE TABLE pattern_collection_translations (
  pattern_collection_id INTEGER NOT NULL REFERENCES pattern_collections(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  description TEXT,
  PRIMARY KEY (pattern_collection_id, locale),
  CHECK (locale <> 'pl' OR name IS NOT NULL)
) WITHOUT ROWID;
CREATE TABLE patterns (
  id INTEGER PRIMARY KEY,
  pattern_collection_id INTEGER NOT NULL REFERENCES pattern_collections(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  code TEXT NOT NULL,
  color TEXT NOT NULL,
  image_url TEXT
);
CREATE INDEX patterns_collection ON patterns (pattern_collection_id, position);
CREATE TABLE pattern_translations (
  pattern_id INTEGER NOT NULL REFERENCES patterns(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  PRIMARY KEY (pattern_id, locale),
  CHECK (locale <> 'pl' OR name IS NOT NULL)
) WITHOUT ROWID;
`,
};
