// SQLite schema, navigation: the sitemap (routing table) and the menus.
// Keys are the migration numbers of db/sqlite/migrations.ts; a shipped step is never edited, the next one is added.
import type { SchemaSteps } from '../../migrations';

export const NAVIGATION: SchemaSteps = {
  1: `
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
`,
};
