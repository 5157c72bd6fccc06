// A search is submitted only when the typed text is longer than 2 characters (docs/behaviour.md#search-overlay).
export const MIN_SEARCH_LENGTH_EXCLUSIVE = 2;

export function isSearchable(text: string): boolean {
  return text.trim().length > MIN_SEARCH_LENGTH_EXCLUSIVE;
}

/** The search page of the language with the phrase: '/en/search?q=chair'. */
export function searchHref(searchPath: string, text: string): string {
  return `${searchPath}?${new URLSearchParams({ q: text.trim() }).toString()}`;
}
