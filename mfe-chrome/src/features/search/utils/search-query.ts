// A search is submitted only when the typed text is longer than 2 characters (docs/behaviour.md#search-overlay).
export const MIN_SEARCH_LENGTH_EXCLUSIVE = 2;
/** The longest phrase the API searches: the field takes no more. */
export const MAX_SEARCH_LENGTH = 100;

export function isSearchable(text: string): boolean {
  return text.trim().length > MIN_SEARCH_LENGTH_EXCLUSIVE;
}

/** The search page of the language with the phrase: '/en/search?q=chair'. */
export function searchHref(searchPath: string, text: string): string {
  return `${searchPath}?${new URLSearchParams({ q: text.trim() }).toString()}`;
}
