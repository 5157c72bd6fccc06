// SQLite schema, products: products and what hangs off them: translations, categories, tags, images, tab blocks, files, similar products.
// Keys are the migration numbers of db/sqlite/migrations.ts; a shipped step is never edited, the next one is added.
import type { SchemaSteps } from '../../migrations';

export const PRODUCTS: SchemaSteps = {
  1: `
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  published TEXT NOT NULL,
  configurator_url TEXT,
  show_similar_products INTEGER NOT NULL CHECK (show_similar_products IN (0, 1)),
  related_product_id INTEGER REFERENCES products(id),
  relation_position INTEGER,
  position INTEGER NOT NULL
);
CREATE INDEX products_published ON products (published, id);
CREATE INDEX products_name ON products (name COLLATE NOCASE, id);
CREATE TABLE product_translations (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  short_description TEXT,
  seo_title TEXT,
  seo_description TEXT,
  relation_label TEXT,
  PRIMARY KEY (product_id, locale),
  CHECK (locale <> 'pl' OR short_description IS NOT NULL)
) WITHOUT ROWID;
-- Every category a product is listed in: its top-level category and any further (sub)categories.
CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, category_id)
) WITHOUT ROWID;
CREATE INDEX product_categories_category ON product_categories (category_id, product_id);
CREATE TABLE product_tags (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX product_tags_tag ON product_tags (tag_id, product_id);
CREATE TABLE product_images (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);
CREATE INDEX product_images_product ON product_images (product_id, position);
CREATE TABLE product_image_thumbnails (
  image_id INTEGER NOT NULL REFERENCES product_images(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  PRIMARY KEY (image_id, position)
) WITHOUT ROWID;
CREATE TABLE product_image_translations (
  image_id INTEGER NOT NULL REFERENCES product_images(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  alt TEXT,
  PRIMARY KEY (image_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND alt IS NOT NULL))
) WITHOUT ROWID;
CREATE TABLE product_blocks (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('product_description', 'product_sizes', 'product_data', 'product_patterns', 'product_files', 'product_logistic')),
  position INTEGER NOT NULL
);
CREATE INDEX product_blocks_product ON product_blocks (product_id, position);
CREATE TABLE product_block_translations (
  block_id INTEGER NOT NULL REFERENCES product_blocks(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  content TEXT,
  PRIMARY KEY (block_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND content IS NOT NULL))
) WITHOUT ROWID;
CREATE TABLE product_pattern_collections (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  pattern_collection_id INTEGER NOT NULL REFERENCES pattern_collections(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, pattern_collection_id)
) WITHOUT ROWID;
CREATE TABLE product_files (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  size INTEGER NOT NULL,
  file_type_id INTEGER NOT NULL REFERENCES file_types(id)
);
CREATE INDEX product_files_product ON product_files (product_id, position);
CREATE TABLE product_file_translations (
  file_id INTEGER NOT NULL REFERENCES product_files(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  PRIMARY KEY (file_id, locale),
  CHECK (locale <> 'pl' OR name IS NOT NULL)
) WITHOUT ROWID;
-- Similar products: another product, or a plain string label (the site ignores those).
CREATE TABLE product_similar (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  similar_product_id INTEGER REFERENCES products(id) ON DELETE CASCADE,
  label TEXT,
  PRIMARY KEY (product_id, position),
  CHECK ((similar_product_id IS NULL) <> (label IS NULL))
) WITHOUT ROWID;
`,
  2: `
-- Product names in Polish alphabetical order (SQLite's NOCASE sorts Ł, Ś, Ż after Z): rank filled at load.
ALTER TABLE products ADD COLUMN name_rank INTEGER NOT NULL DEFAULT 0;
CREATE INDEX products_name_rank ON products (name_rank, id);
`,
  4: `
-- The default order of product lists, without sorting the whole table (10,000 products: 2 ms -> 0.1 ms).
CREATE INDEX products_position ON products (position, id);
`,
};
