// PostgreSQL schema, pages: pages made of content blocks; a page may be a draft, shown only in preview. Keys are the
// migration numbers of db/postgres/migrations.ts; a shipped step is never edited, the next one is added. The tables
// mirror db/sqlite/schema/pages.ts; flags are booleans and JSON columns are json.
import type { SchemaSteps } from '../../migrations';

export const PAGES: SchemaSteps = {
  1: `
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

`,
};
