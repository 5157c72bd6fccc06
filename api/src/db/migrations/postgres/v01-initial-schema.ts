// PostgreSQL migration 1: the whole schema as of its first release on PostgreSQL.
// Shipped: never edited; a change is a new file.
export const up = `
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

CREATE TABLE pages (
  id integer PRIMARY KEY,
  layout text NOT NULL CHECK (layout IN ('default', 'product', 'search')),
  header_theme text NOT NULL CHECK (header_theme IN ('light', 'dark')),
  seo_image_src text,
  resolver text,
  is_aggregator_child boolean NOT NULL,
  is_published boolean NOT NULL DEFAULT true
);
CREATE TABLE page_translations (
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  title text,
  seo_title text,
  seo_description text,
  PRIMARY KEY (page_id, locale),
  CHECK (locale <> 'pl' OR title IS NOT NULL)
);
CREATE TABLE page_blocks (
  id integer PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  type text NOT NULL,
  position integer NOT NULL
);
CREATE INDEX page_blocks_page ON page_blocks (page_id, position);
-- The whole content object of a block in one locale, as JSON.
CREATE TABLE page_block_translations (
  block_id integer NOT NULL REFERENCES page_blocks(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  content json NOT NULL,
  PRIMARY KEY (block_id, locale)
);

CREATE TABLE sitemap_nodes (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES sitemap_nodes(id) DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  node_type text NOT NULL,
  action text NOT NULL,
  page_id integer REFERENCES pages(id) DEFERRABLE INITIALLY DEFERRED,
  category_id integer REFERENCES categories(id) DEFERRABLE INITIALLY DEFERRED,
  resolver text,
  CHECK (page_id IS NULL OR category_id IS NULL)
);
CREATE TABLE sitemap_node_translations (
  node_id integer NOT NULL REFERENCES sitemap_nodes(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  slug text,
  title text,
  PRIMARY KEY (node_id, locale),
  CHECK (locale <> 'pl' OR slug IS NOT NULL)
);

-- Menus are edited per locale, so they are rows per locale rather than translated texts.
CREATE TABLE menus (
  id integer PRIMARY KEY,
  name text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  UNIQUE (name, locale)
);
CREATE TABLE menu_items (
  id integer PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menus(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  parent_id integer REFERENCES menu_items(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  position integer NOT NULL,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('Empty', 'Url', 'Category', 'Page')),
  url text,
  target text CHECK (target IN ('_self', '_blank')),
  css_class text,
  description text,
  headline text,
  item_group text,
  params json NOT NULL DEFAULT '{}',
  image_src text,
  color text,
  page_id integer REFERENCES pages(id) DEFERRABLE INITIALLY DEFERRED,
  category_id integer REFERENCES categories(id) DEFERRABLE INITIALLY DEFERRED,
  sitemap_node_id integer REFERENCES sitemap_nodes(id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX menu_items_menu ON menu_items (menu_id, parent_id, position);

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

-- One row per record and locale, with the texts as shown (fallback to Polish) and their folded forms
-- (lib/text.ts foldText: lower case, diacritics and ł removed), so 'krzeslo' finds 'krzesło'. The 'simple'
-- configuration only lower-cases: words are matched as typed, the last one as a prefix. Titles weigh A, texts D
-- (ts_rank's weights 1.0 and 0.1: the 10 to 1 of the SQLite engine's BM25).
CREATE TABLE search_documents (
  id integer PRIMARY KEY,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  kind text NOT NULL CHECK (kind IN ('product', 'category', 'page', 'post', 'realization', 'mechanism', 'job_offer')),
  record_id integer NOT NULL,
  title text NOT NULL,
  path text NOT NULL,
  body text NOT NULL,
  folded_title text NOT NULL,
  folded_text text NOT NULL,
  title_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', folded_title)) STORED,
  document_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', folded_title), 'A') || setweight(to_tsvector('simple', folded_text), 'D')
  ) STORED,
  UNIQUE (locale, kind, record_id)
);
CREATE INDEX search_documents_title ON search_documents USING gin (title_vector);
CREATE INDEX search_documents_document ON search_documents USING gin (document_vector);

CREATE TABLE form_submissions (
  id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  form text NOT NULL CHECK (form IN ('client_question', 'cooperation_request', 'proposal_request', 'job_application')),
  -- The validated fields as the client named them, JSON.
  fields json NOT NULL,
  client_ip text NOT NULL,
  user_agent text,
  locale text NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  created_at text NOT NULL
);
CREATE INDEX form_submissions_created ON form_submissions (created_at, id);
CREATE INDEX form_submissions_form ON form_submissions (form, created_at);
-- Uploaded files, stored in the uploads folder under stored_name (random; the client's name is only a label).
CREATE TABLE form_submission_files (
  id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  submission_id integer NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  field text NOT NULL CHECK (field IN ('cv', 'coverLetter')),
  original_name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  size integer NOT NULL CHECK (size > 0),
  detected_type text NOT NULL CHECK (detected_type IN ('pdf', 'doc', 'jpeg', 'png', 'bmp')),
  sha256 text NOT NULL CHECK (length(sha256) = 64),
  UNIQUE (submission_id, field)
);
-- Form submissions counted per client address and window, for all replicas at once.
CREATE TABLE form_rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

-- The content version: a digest of the fixtures loaded, written in the same transaction as the content, so every
-- replica reading this database reports the same version for the same content.
CREATE TABLE content_meta (
  id integer PRIMARY KEY CHECK (id = 1),
  version text NOT NULL,
  loaded_at text NOT NULL
);
`;
