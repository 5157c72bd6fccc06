// PostgreSQL schema, products: products with their translations, categories, tags, images, tab blocks, files and
// similar products. Keys are the migration numbers of db/postgres/migrations.ts; a shipped step is never edited, the
// next one is added. The tables mirror db/sqlite/schema/products.ts; flags are booleans and JSON columns are json.
import type { SchemaSteps } from '../../migrations';

export const PRODUCTS: SchemaSteps = {
  1: `
CREATE TABLE products (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  category_id integer NOT NULL REFERENCES categories(id) DEFERRABLE INITIALLY DEFERRED,
  published text NOT NULL,
  configurator_url text,
  show_similar_products boolean NOT NULL,
  related_product_id integer REFERENCES products(id) DEFERRABLE INITIALLY DEFERRED,
  relation_position integer,
  position integer NOT NULL,
  -- Place in Polish alphabetical order of names, filled at load (db/content/content-rows.ts).
  name_rank integer NOT NULL DEFAULT 0
);
CREATE INDEX products_published ON products (published, id);
CREATE TABLE product_translations (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  short_description text,
  seo_title text,
  seo_description text,
  relation_label text,
  PRIMARY KEY (product_id, locale),
  CHECK (locale <> 'pl' OR short_description IS NOT NULL)
);
-- Every category a product is listed in: its top-level category and any further (sub)categories.
CREATE TABLE product_categories (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category ON product_categories (category_id, product_id);
CREATE TABLE product_tags (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  tag_id integer NOT NULL REFERENCES tags(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  PRIMARY KEY (product_id, tag_id)
);
CREATE INDEX product_tags_tag ON product_tags (tag_id, product_id);
CREATE TABLE product_images (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  url text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL
);
CREATE INDEX product_images_product ON product_images (product_id, position);
CREATE TABLE product_image_thumbnails (
  image_id integer NOT NULL REFERENCES product_images(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  url text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  PRIMARY KEY (image_id, position)
);
CREATE TABLE product_image_translations (
  image_id integer NOT NULL REFERENCES product_images(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  alt text,
  PRIMARY KEY (image_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND alt IS NOT NULL))
);
CREATE TABLE product_blocks (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  type text NOT NULL CHECK (type IN ('product_description', 'product_sizes', 'product_data', 'product_patterns', 'product_files', 'product_logistic')),
  position integer NOT NULL
);
CREATE INDEX product_blocks_product ON product_blocks (product_id, position);
CREATE TABLE product_block_translations (
  block_id integer NOT NULL REFERENCES product_blocks(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  content text,
  PRIMARY KEY (block_id, locale),
  CHECK (locale <> 'pl' OR (name IS NOT NULL AND content IS NOT NULL))
);
CREATE TABLE product_pattern_collections (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  pattern_collection_id integer NOT NULL REFERENCES pattern_collections(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  PRIMARY KEY (product_id, pattern_collection_id)
);
CREATE TABLE product_files (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  url text NOT NULL,
  size integer NOT NULL,
  file_type_id integer NOT NULL REFERENCES file_types(id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX product_files_product ON product_files (product_id, position);
CREATE TABLE product_file_translations (
  file_id integer NOT NULL REFERENCES product_files(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name text,
  PRIMARY KEY (file_id, locale),
  CHECK (locale <> 'pl' OR name IS NOT NULL)
);
-- Similar products: another product, or a plain string label (the site ignores those).
CREATE TABLE product_similar (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  similar_product_id integer REFERENCES products(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  label text,
  PRIMARY KEY (product_id, position),
  CHECK ((similar_product_id IS NULL) <> (label IS NULL))
);

CREATE INDEX products_name_rank ON products (name_rank, id);

CREATE INDEX products_position ON products (position, id);
`,
};
