// The site search: each engine matches and ranks the folded texts of search_documents its own way (below: SQLite's
// FTS5 with BM25, PostgreSQL's tsvector with ts_rank, titles weighted 10 to 1 on both); the rules of the answer are
// in db/content/search-ranking.ts.
import { sql } from 'kysely';
import type { Locale, SearchResult } from '@ergoforma/shared-contracts';
import { ftsQuery } from '../../lib/text';
import type { Pagination } from '../content-repository';
import { MAX_SEARCH_RESULTS, pageOf, rankedIds, searchResults } from '../content/search-ranking';
import type { Engine } from '../query/connect';
import type { Queries } from '../query/queries';

/** Ids of the documents whose title (or whole text) holds every term, the last one as a prefix, best first. */
type Ranking = (q: Queries, locale: Locale, terms: readonly string[], field: 'title' | 'text') => Promise<number[]>;

/** tsquery text for all the terms, the last one as a prefix ('ergon' finds 'ergonomia'). Terms are letters and digits. */
export function tsQuery(terms: readonly string[]): string {
  const last = terms.length - 1;
  return terms.map((term, index) => `'${term}'${index === last ? ':*' : ''}`).join(' & ');
}

const RANKINGS: Record<Engine, Ranking> = {
  // SQLite: FTS5 (table search_index), BM25 relevance.
  sqlite: async (q, locale, terms, field) => {
    const match = `locale : "${locale}" AND ${ftsQuery(terms, field === 'title' ? 'folded_title' : '{folded_title folded_text}')}`;
    const rows = await q.rows<{ id: number }>(sql`SELECT rowid AS id FROM search_index WHERE search_index MATCH ${match}
       ORDER BY bm25(search_index, 0.0, 10.0, 1.0), rowid LIMIT ${MAX_SEARCH_RESULTS}`);
    return rows.map((row) => row.id);
  },
  // PostgreSQL: tsvector columns of search_documents, ts_rank relevance.
  postgres: async (q, locale, terms, field) => {
    const vector = sql.ref(field === 'title' ? 'title_vector' : 'document_vector');
    const query = sql`to_tsquery('simple', ${tsQuery(terms)})`;
    const rows = await q.rows<{ id: number }>(sql`SELECT id FROM search_documents
       WHERE locale = ${locale} AND ${vector} @@ ${query}
       ORDER BY ts_rank(document_vector, ${query}) DESC, id
       LIMIT ${MAX_SEARCH_RESULTS}`);
    return rows.map((row) => row.id);
  },
};

/** `terms` are the folded words of the visitor's phrase (lib/text.ts searchTerms), at least one. */
export async function search(
  q: Queries,
  locale: Locale,
  terms: readonly string[],
  pagination: Pagination,
): Promise<SearchResult[]> {
  const ranked = RANKINGS[q.engine];
  const titleIds = await ranked(q, locale, terms, 'title');
  const [exact, textIds] = await Promise.all([
    q.db
      .selectFrom('search_documents')
      .select('id')
      .where('id', 'in', q.idList(titleIds))
      .where('folded_title', '=', terms.join(' '))
      .execute(),
    titleIds.length < MAX_SEARCH_RESULTS ? ranked(q, locale, terms, 'text') : Promise.resolve([]),
  ]);
  const pageIds = pageOf(rankedIds(titleIds, new Set(exact.map((row) => row.id)), textIds), pagination);
  const documents = await q.db
    .selectFrom('search_documents')
    .select(['id', 'title', 'path', 'body'])
    .where('id', 'in', q.idList(pageIds))
    .execute();
  return searchResults(pageIds, documents, terms);
}
