// PostgreSQL schema, editorial: job offers, news posts, realizations, mechanisms and legacy redirects. Keys are the
// migration numbers of db/postgres/migrations.ts; a shipped step is never edited, the next one is added. The tables
// mirror db/sqlite/schema/editorial.ts; flags are booleans and JSON columns are json.
import type { SchemaSteps } from '../../migrations';

export const EDITORIAL: SchemaSteps = {
  1: `
CREATE TABLE job_offers (
  id integer PRIMARY KEY,
  position integer NOT NULL,
  published text NOT NULL
);
CREATE TABLE job_offer_translations (
  job_offer_id integer NOT NULL REFERENCES job_offers(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  title text,
  slug text,
  location text,
  employment_type text,
  description text,
  PRIMARY KEY (job_offer_id, locale),
  CHECK (locale <> 'pl' OR (title IS NOT NULL AND slug IS NOT NULL AND location IS NOT NULL AND employment_type IS NOT NULL AND description IS NOT NULL))
);

CREATE TABLE posts (
  id integer PRIMARY KEY,
  published text NOT NULL,
  is_published boolean NOT NULL,
  image_url text,
  image_width integer,
  image_height integer
);
CREATE INDEX posts_published ON posts (is_published, published DESC, id DESC);
CREATE TABLE post_translations (
  post_id integer NOT NULL REFERENCES posts(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  title text,
  slug text,
  lead text,
  content text,
  image_alt text,
  seo_title text,
  seo_description text,
  PRIMARY KEY (post_id, locale),
  CHECK (locale <> 'pl' OR (title IS NOT NULL AND slug IS NOT NULL AND lead IS NOT NULL AND content IS NOT NULL))
);
CREATE UNIQUE INDEX post_translations_slug ON post_translations (locale, slug);

CREATE TABLE realizations (
  id integer PRIMARY KEY,
  position integer NOT NULL
);
CREATE TABLE realization_translations (
  realization_id integer NOT NULL REFERENCES realizations(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  title text,
  slug text,
  lead text,
  PRIMARY KEY (realization_id, locale),
  CHECK (locale <> 'pl' OR (title IS NOT NULL AND slug IS NOT NULL AND lead IS NOT NULL))
);
CREATE TABLE realization_images (
  id integer PRIMARY KEY,
  realization_id integer NOT NULL REFERENCES realizations(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  url text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL
);
CREATE INDEX realization_images_realization ON realization_images (realization_id, position);
CREATE TABLE realization_image_translations (
  image_id integer NOT NULL REFERENCES realization_images(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  alt text,
  PRIMARY KEY (image_id, locale),
  CHECK (locale <> 'pl' OR alt IS NOT NULL)
);

CREATE TABLE mechanism_categories (
  id integer PRIMARY KEY,
  position integer NOT NULL
);
CREATE TABLE mechanism_category_translations (
  mechanism_category_id integer NOT NULL REFERENCES mechanism_categories(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  slug text,
  PRIMARY KEY (mechanism_category_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND slug IS NOT NULL))
);
CREATE TABLE mechanisms (
  id integer PRIMARY KEY,
  mechanism_category_id integer NOT NULL REFERENCES mechanism_categories(id) DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  image_url text,
  image_width integer,
  image_height integer
);
CREATE INDEX mechanisms_category ON mechanisms (mechanism_category_id, position);
CREATE TABLE mechanism_translations (
  mechanism_id integer NOT NULL REFERENCES mechanisms(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  slug text,
  description text,
  image_alt text,
  PRIMARY KEY (mechanism_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND slug IS NOT NULL AND description IS NOT NULL))
);
CREATE UNIQUE INDEX mechanism_translations_slug ON mechanism_translations (locale, slug);

CREATE TABLE legacy_redirects (
  from_path text PRIMARY KEY,
  to_path text,
  product_id integer REFERENCES products(id) DEFERRABLE INITIALLY DEFERRED,
  CHECK ((to_path IS NULL) <> (product_id IS NULL))
);
`,
};
