// SQLite schema, pages: pages made of content blocks; a page may be a draft, shown only in preview.
// Keys are the migration numbers of db/sqlite/migrations.ts; a shipped step is never edited, the next one is added.
import type { SchemaSteps } from '../../migrations';

export const PAGES: SchemaSteps = {
  1: `
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
`,
  2: `
ALTER TABLE pages ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1));
`,
};
