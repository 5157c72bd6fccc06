// PostgreSQL schema, search: the search documents and their full-text vectors, rebuilt with every content load
// (db/postgres/search-index.ts). Keys are the migration numbers of db/postgres/migrations.ts; a shipped step is never
// edited, the next one is added. Mirrors db/sqlite/schema/search.ts, with tsvector columns instead of FTS5.
import type { SchemaSteps } from '../../migrations';

export const SEARCH: SchemaSteps = {
  1: `
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
`,
};
