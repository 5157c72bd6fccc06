// SQLite schema, search: the search documents and their FTS5 index, rebuilt with every content load (db/sqlite/search-index.ts).
// Keys are the migration numbers of db/sqlite/migrations.ts; a shipped step is never edited, the next one is added.
import type { SchemaSteps } from '../../migrations';

export const SEARCH: SchemaSteps = {
  1: `
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
`,
  2: `
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
`,
};
