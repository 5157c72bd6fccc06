// The ranking rules of the site search, the same on every engine: every word must match (the last as a prefix);
// the exact title first, then other title matches, then matches in the text, each by relevance; at most
// MAX_SEARCH_RESULTS. Engines rank ids (db/repository/search.ts); excerpts are cut here for the
// answered page alone.
import type { SearchResult } from '@ergoforma/shared-contracts';
import { excerptAround } from '../../lib/text';
import type { Pagination } from '../content-repository';
import { pageWindow } from './paging';

/** A site search answers the best matches, not every product that mentions a common word. */
export const MAX_SEARCH_RESULTS = 100;
/** Characters kept on each side of a search match, and fragments per result (docs/behaviour.md#search-excerpts). */
const EXCERPT = { radius: 100, maxFragments: 3 };

/** Title matches (exact titles first), then text-only matches, without repeats, at most MAX_SEARCH_RESULTS. */
export function rankedIds(
  titleIds: readonly number[],
  exactTitleIds: ReadonlySet<number>,
  textIds: readonly number[],
): number[] {
  const inTitle = new Set(titleIds);
  return [
    ...titleIds.filter((id) => exactTitleIds.has(id)),
    ...titleIds.filter((id) => !exactTitleIds.has(id)),
    ...textIds.filter((id) => !inTitle.has(id)),
  ].slice(0, MAX_SEARCH_RESULTS);
}

/** The ids of the answered page. */
export function pageOf(ids: readonly number[], pagination: Pagination): number[] {
  const { offset, limit } = pageWindow(pagination);
  return ids.slice(offset, limit === null ? undefined : offset + limit);
}

/** Results of the page's documents, in the ranked order, with excerpts around the terms. */
export function searchResults(
  pageIds: readonly number[],
  documents: ReadonlyArray<{ id: number; title: string; path: string; body: string }>,
  terms: readonly string[],
): SearchResult[] {
  const byId = new Map(documents.map((document) => [document.id, document]));
  return pageIds.flatMap((id) => {
    const document = byId.get(id);
    return document
      ? [{ title: document.title, slug: document.path, content: excerptAround(document.body, terms, EXCERPT) }]
      : [];
  });
}
