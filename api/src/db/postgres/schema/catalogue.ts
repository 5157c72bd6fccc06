// PostgreSQL schema, catalogue: categories, tags, product file types and fabric pattern collections. Keys are the
// migration numbers of db/postgres/migrations.ts; a shipped step is never edited, the next one is added. The tables
// mirror db/sqlite/schema/catalogue.ts; flags are booleans and JSON columns are json.
import type { SchemaSteps } from '../../migrations';

export const CATALOGUE: SchemaSteps = {
  1: `
CREATE TABLE categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES categories(id) DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL
);
CREATE TABLE category_translations (
  category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  slug text,
  description text,
  PRIMARY KEY (category_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND slug IS NOT NULL))
);
CREATE UNIQUE INDEX category_translations_slug ON category_translations (locale, slug);

CREATE TABLE tags (
  id integer PRIMARY KEY,
  position integer NOT NULL
);
CREATE TABLE tag_translations (
  tag_id integer NOT NULL REFERENCES tags(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  slug text,
  PRIMARY KEY (tag_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND slug IS NOT NULL))
);

CREATE TABLE file_types (
  id integer PRIMARY KEY
);
CREATE TABLE file_type_translations (
  file_type_id integer NOT NULL REFERENCES file_types(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  PRIMARY KEY (file_type_id, locale),
  CHECK (locale <> 'pl' OR name IS NOT NULL)
);

CREATE TABLE pattern_collections (
  id integer PRIMARY KEY,
  position integer NOT NULL
);
CREATE TABLE pattern_collection_translations (
  pattern_collection_id integer NOT NULL REFERENCES pattern_collections(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  description text,
  PRIMARY KEY (pattern_collection_id, locale),
  CHECK (locale <> 'pl' OR name IS NOT NULL)
);
CREATE TABLE patterns (
  id integer PRIMARY KEY,
  pattern_collection_id integer NOT NULL REFERENCES pattern_collections(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  code text NOT NULL,
  color text NOT NULL,
  image_url text
);
CREATE INDEX patterns_collection ON patterns (pattern_collection_id, position);
CREATE TABLE pattern_translations (
  pattern_id integer NOT NULL REFERENCES patterns(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  PRIMARY KEY (pattern_id, locale),
  CHECK (locale <> 'pl' OR name IS NOT NULL)
);
`,
};
