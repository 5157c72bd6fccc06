// SQLite migration 1: the content schema: catalogue, products, pages, navigation, job offers, search documents.
// Shipped: never edited; a change is a new file.
export const up = `
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

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  layout TEXT NOT NULL CHECK (layout IN ('default', 'product', 'search')),
  header_theme TEXT NOT NULL CHECK (header_theme IN ('light', 'dark')),
  seo_image_src TEXT,
  resolver TEXT,
  is_aggregator_child INTEGER NOT NULL CHECK (is_aggregator_child IN (0, 1))
);
CREATE TABLE page_translations (
  page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  title TEXT,
  seo_title TEXT,
  seo_description TEXT,
  PRIMARY KEY (page_id, locale),
  CHECK (locale <> 'pl' OR title IS NOT NULL)
) WITHOUT ROWID;
CREATE TABLE page_blocks (
  id INTEGER PRIMARY KEY,
  page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX page_blocks_page ON page_blocks (page_id, position);
-- The whole content object of a block in one locale, as JSON.
CREATE TABLE page_block_translations (
  block_id INTEGER NOT NULL REFERENCES page_blocks(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  content TEXT NOT NULL CHECK (json_valid(content)),
  PRIMARY KEY (block_id, locale)
) WITHOUT ROWID;

CREATE TABLE sitemap_nodes (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES sitemap_nodes(id),
  position INTEGER NOT NULL,
  node_type TEXT NOT NULL,
  action TEXT NOT NULL,
  page_id INTEGER REFERENCES pages(id),
  category_id INTEGER REFERENCES categories(id),
  resolver TEXT,
  CHECK (page_id IS NULL OR category_id IS NULL)
);
CREATE TABLE sitemap_node_translations (
  node_id INTEGER NOT NULL REFERENCES sitemap_nodes(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  slug TEXT,
  title TEXT,
  PRIMARY KEY (node_id, locale),
  CHECK (locale <> 'pl' OR slug IS NOT NULL)
) WITHOUT ROWID;

-- Menus are edited per locale, so they are rows per locale rather than translated texts.
CREATE TABLE menus (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  UNIQUE (name, locale)
);
CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_items(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Empty', 'Url', 'Category', 'Page')),
  url TEXT,
  target TEXT CHECK (target IN ('_self', '_blank')),
  css_class TEXT,
  description TEXT,
  headline TEXT,
  item_group TEXT,
  params TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params)),
  image_src TEXT,
  color TEXT,
  page_id INTEGER REFERENCES pages(id),
  category_id INTEGER REFERENCES categories(id),
  sitemap_node_id INTEGER REFERENCES sitemap_nodes(id)
);
CREATE INDEX menu_items_menu ON menu_items (menu_id, parent_id, position);

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

-- Derived from the content above when the fixtures are loaded: one row per record and locale, with the
-- texts already resolved (fallback to Polish) and folded for case- and diacritic-insensitive matching.
CREATE TABLE search_documents (
  id INTEGER PRIMARY KEY,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  kind TEXT NOT NULL CHECK (kind IN ('product', 'page', 'job_offer')),
  record_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  path TEXT NOT NULL,
  body TEXT NOT NULL,
  folded_title TEXT NOT NULL,
  folded_text TEXT NOT NULL,
  UNIQUE (locale, kind, record_id)
);
`;
