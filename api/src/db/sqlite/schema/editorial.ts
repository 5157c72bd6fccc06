// SQLite schema, editorial: job offers, news posts, realizations, mechanisms and legacy redirects.
// Keys are the migration numbers of db/sqlite/migrations.ts; a shipped step is never edited, the next one is added.
import type { SchemaSteps } from '../../migrations';

export const EDITORIAL: SchemaSteps = {
  1: `
CREATE TABLE job_offers (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  published TEXT NOT NULL
);
CREATE TABLE job_offer_translations (
  job_offer_id INTEGER NOT NULL REFERENCES job_offers(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  title TEXT,
  slug TEXT,
  location TEXT,
  employment_type TEXT,
  description TEXT,
  PRIMARY KEY (job_offer_id, locale),
  CHECK (locale <> 'pl' OR (title IS NOT NULL AND slug IS NOT NULL AND location IS NOT NULL AND employment_type IS NOT NULL AND description IS NOT NULL))
) WITHOUT ROWID;
`,
  2: `
CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  published TEXT NOT NULL,
  is_published INTEGER NOT NULL CHECK (is_published IN (0, 1)),
  image_url TEXT,
  image_width INTEGER,
  image_height INTEGER
);
CREATE INDEX posts_published ON posts (is_published, published DESC, id DESC);
CREATE TABLE post_translations (
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  title TEXT,
  slug TEXT,
  lead TEXT,
  content TEXT,
  image_alt TEXT,
  seo_title TEXT,
  seo_description TEXT,
  PRIMARY KEY (post_id, locale),
  CHECK (locale <> 'pl' OR (title IS NOT NULL AND slug IS NOT NULL AND lead IS NOT NULL AND content IS NOT NULL))
) WITHOUT ROWID;
CREATE UNIQUE INDEX post_translations_slug ON post_translations (locale, slug);

CREATE TABLE realizations (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL
);
CREATE TABLE realization_translations (
  realization_id INTEGER NOT NULL REFERENCES realizations(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  title TEXT,
  slug TEXT,
  lead TEXT,
  PRIMARY KEY (realization_id, locale),
  CHECK (locale <> 'pl' OR (title IS NOT NULL AND slug IS NOT NULL AND lead IS NOT NULL))
) WITHOUT ROWID;
CREATE TABLE realization_images (
  id INTEGER PRIMARY KEY,
  realization_id INTEGER NOT NULL REFERENCES realizations(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);
CREATE INDEX realization_images_realization ON realization_images (realization_id, position);
CREATE TABLE realization_image_translations (
  image_id INTEGER NOT NULL REFERENCES realization_images(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  alt TEXT,
  PRIMARY KEY (image_id, locale),
  CHECK (locale <> 'pl' OR alt IS NOT NULL)
) WITHOUT ROWID;

CREATE TABLE mechanism_categories (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL
);
CREATE TABLE mechanism_category_translations (
  mechanism_category_id INTEGER NOT NULL REFERENCES mechanism_categories(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  slug TEXT,
  PRIMARY KEY (mechanism_category_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND slug IS NOT NULL))
) WITHOUT ROWID;
CREATE TABLE mechanisms (
  id INTEGER PRIMARY KEY,
  mechanism_category_id INTEGER NOT NULL REFERENCES mechanism_categories(id),
  position INTEGER NOT NULL,
  image_url TEXT,
  image_width INTEGER,
  image_height INTEGER
);
CREATE INDEX mechanisms_category ON mechanisms (mechanism_category_id, position);
CREATE TABLE mechanism_translations (
  mechanism_id INTEGER NOT NULL REFERENCES mechanisms(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  slug TEXT,
  description TEXT,
  image_alt TEXT,
  PRIMARY KEY (mechanism_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND slug IS NOT NULL AND description IS NOT NULL))
) WITHOUT ROWID;
CREATE UNIQUE INDEX mechanism_translations_slug ON mechanism_translations (locale, slug);

CREATE TABLE legacy_redirects (
  from_path TEXT PRIMARY KEY,
  to_path TEXT,
  product_id INTEGER REFERENCES products(id),
  CHECK ((to_path IS NULL) <> (product_id IS NULL))
) WITHOUT ROWID;
`,
};
