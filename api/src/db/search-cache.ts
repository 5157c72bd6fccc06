// Recently answered searches, kept per content version: the same phrase on the same content gets the same answer,
// so repeated searches (the search page's 'see more', popular words) skip the ranking queries.
import type { Locale, SearchResult } from '@ergoforma/shared-contracts';
import type { Pagination } from './content-repository';

/** Answers kept; the oldest used is dropped first. */
export const SEARCH_CACHE_SIZE = 500;

export class SearchCache {
  /** Oldest used first (a Map keeps insertion order). */
  private readonly answers = new Map<string, SearchResult[]>();

  constructor(private readonly size = SEARCH_CACHE_SIZE) {}

  /** The cached answer, or the one `search` works out (then cached). */
  async answer(
    locale: Locale,
    terms: readonly string[],
    pagination: Pagination,
    search: () => Promise<SearchResult[]> | SearchResult[],
  ): Promise<SearchResult[]> {
    const key = JSON.stringify([locale, terms, pagination]);
    const cached = this.answers.get(key);
    if (cached) {
      this.answers.delete(key);
      this.answers.set(key, cached);
      return cached;
    }
    const results = await search();
    this.answers.set(key, results);
    if (this.answers.size > this.size) this.answers.delete(this.answers.keys().next().value as string);
    return results;
  }

  /** Forgets every answer (the content changed). */
  clear(): void {
    this.answers.clear();
  }
}
