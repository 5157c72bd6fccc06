// PostgreSQL schema, navigation: the sitemap (routing table) and the menus. Keys are the migration numbers of
// db/postgres/migrations.ts; a shipped step is never edited, the next one is added. The tables mirror
// db/sqlite/schema/navigation.ts; flags are booleans and JSON columns are json.
import type { SchemaSteps } from '../../migrations';

export const NAVIGATION: SchemaSteps = {
  1: `
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
`,
};
