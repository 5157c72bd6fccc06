// The site search on SQLite: FTS5 over the folded texts of search_documents (db/sqlite/search-index.ts), BM25
// relevance with titles weighted 10 to 1; the rules are in db/content/search-ranking.ts.
import type { Locale, SearchResult } from '@ergoforma/shared-contracts';
import { ftsQuery } from '../../lib/text';
import type { Pagination } from '../content-repository';
import { MAX_SEARCH_RESULTS, pageOf, rankedIds, searchResults } from '../content/search-ranking';
import { idList, type SqliteQueries } from './statements';

/** `terms` are the folded words of the visitor's phrase (lib/text.ts searchTerms), at least one. */
export function search(
  q: SqliteQueries,
  locale: Locale,
  terms: readonly string[],
  pagination: Pagination,
): SearchResult[] {
  const inLocale = `locale : "${locale}" AND `;
  const ranked = (query: string): number[] =>
    q
      .sql(
        'SELECT rowid FROM search_index WHERE search_index MATCH @query ORDER BY bm25(search_index, 0.0, 10.0, 1.0), rowid LIMIT @limit',
      )
      .pluck()
      .all({ query, limit: MAX_SEARCH_RESULTS }) as number[];

  const titleIds = ranked(inLocale + ftsQuery(terms, 'folded_title'));
  const exact = new Set(
    q
      .sql('SELECT id FROM search_documents WHERE id IN (SELECT value FROM json_each(@ids)) AND folded_title = @exact')
      .pluck()
      .all({ ids: idList(titleIds), exact: terms.join(' ') }) as number[],
  );
  const textIds =
    titleIds.length < MAX_SEARCH_RESULTS ? ranked(inLocale + ftsQuery(terms, '{folded_title folded_text}')) : [];
  const pageIds = pageOf(rankedIds(titleIds, exact, textIds), pagination);
  const documents = q
    .sql('SELECT id, title, path, body FROM search_documents WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(pageIds)) as Array<{ id: number; title: string; path: string; body: string }>;
  return searchResults(pageIds, documents, terms);
}
