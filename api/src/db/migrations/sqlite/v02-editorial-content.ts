// SQLite migration 2: posts, realizations, mechanisms and redirects; product name order; page drafts; the FTS5
// search index.
// Shipped: never edited; a change is a new file.
export const up = `
-- Product names in Polish alphabetical order (SQLite's NOCASE sorts Ł, Ś, Ż after Z): rank filled at load.
ALTER TABLE products ADD COLUMN name_rank INTEGER NOT NULL DEFAULT 0;
CREATE INDEX products_name_rank ON products (name_rank, id);

ALTER TABLE pages ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1));

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

-- Full-text search over every kind of content (FTS5). The indexed columns hold folded text (lib/text.ts
-- foldText: lower case, diacritics and ł removed), so 'krzeslo' finds 'krzesło'; search_documents keeps the
-- texts as shown. The index is rebuilt with the content (db/sqlite/search-index.ts).
DROP TABLE search_documents;
CREATE TABLE search_documents (
  id INTEGER PRIMARY KEY,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  kind TEXT NOT NULL CHECK (kind IN ('product', 'category', 'page', 'post', 'realization', 'mechanism', 'job_offer')),
  record_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  path TEXT NOT NULL,
  body TEXT NOT NULL,
  folded_title TEXT NOT NULL,
  folded_text TEXT NOT NULL,
  UNIQUE (locale, kind, record_id)
);
CREATE VIRTUAL TABLE search_index USING fts5(
  locale,
  folded_title,
  folded_text,
  content = 'search_documents',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
`;
