// The site search on PostgreSQL: full-text vectors of the folded texts of search_documents
// (db/postgres/search-index.ts), ts_rank relevance with titles weighted 10 to 1; the rules are in
// db/content/search-ranking.ts (mirror of db/sqlite/search.ts).
import type { Locale, SearchResult } from '@ergoforma/shared-contracts';
import type { Pagination } from '../content-repository';
import { MAX_SEARCH_RESULTS, pageOf, rankedIds, searchResults } from '../content/search-ranking';
import type { PgQueries } from './statements';

/** tsquery text for all the terms, the last one as a prefix ('ergon' finds 'ergonomia'). Terms are letters and digits. */
export function tsQuery(terms: readonly string[]): string {
  const last = terms.length - 1;
  return terms.map((term, index) => `'${term}'${index === last ? ':*' : ''}`).join(' & ');
}

/** `terms` are the folded words of the visitor's phrase (lib/text.ts searchTerms), at least one. */
export async function search(
  q: PgQueries,
  locale: Locale,
  terms: readonly string[],
  pagination: Pagination,
): Promise<SearchResult[]> {
  const query = tsQuery(terms);
  const ranked = (vector: 'title_vector' | 'document_vector'): Promise<number[]> =>
    q.column<number>(
      `SELECT id FROM search_documents
       WHERE locale = $1 AND ${vector} @@ to_tsquery('simple', $2)
       ORDER BY ts_rank(document_vector, to_tsquery('simple', $2)) DESC, id
       LIMIT $3`,
      [locale, query, MAX_SEARCH_RESULTS],
    );
  const titleIds = await ranked('title_vector');
  const [exact, textIds] = await Promise.all([
    q.column<number>('SELECT id FROM search_documents WHERE id = ANY($1::int[]) AND folded_title = $2', [
      titleIds,
      terms.join(' '),
    ]),
    titleIds.length < MAX_SEARCH_RESULTS ? ranked('document_vector') : Promise.resolve([]),
  ]);
  const pageIds = pageOf(rankedIds(titleIds, new Set(exact), textIds), pagination);
  const documents = await q.rows<{ id: number; title: string; path: string; body: string }>(
    'SELECT id, title, path, body FROM search_documents WHERE id = ANY($1::int[])',
    [pageIds],
  );
  return searchResults(pageIds, documents, terms);
}
