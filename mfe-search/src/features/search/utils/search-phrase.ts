// A search runs only for a text longer than 2 characters and at most 100 long; the page shows 8 results, then 8 more
// (docs/behaviour.md#search-results-page).
export const RESULTS_PER_STEP = 8;

/** The longest phrase the API searches (characters); the page's field takes no more. */
export const MAX_PHRASE_LENGTH = 100;

/** The phrase of the `q` parameter, without surrounding blanks. */
export function phraseFromQuery(query: URLSearchParams): string {
  return (query.get('q') ?? '').trim();
}

/** More than 2 characters (counted as characters, not UTF-16 units), blanks at the ends not counted. */
export function isSearchablePhrase(text: string): boolean {
  return Array.from(text.trim()).length > 2;
}
