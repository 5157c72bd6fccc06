// Data of the search results page (sitemap node 'search'): the phrase of ?q= and, when it is longer than 2 characters,
// what the API finds for it, each result with its excerpts already cut, so the page embeds only what it shows. A failed
// search shows 'no results' instead of an error page; a phrase longer than the API takes (an address typed or linked
// by hand: the fields take no more) is not sent, and the page says it is too long (docs/behaviour.md#search-results-page).
import type { Locale, PageLoadContext } from '@ergoforma/shared-contracts';
import { cutExcerpts } from '../utils/excerpts';
import { isSearchablePhrase, MAX_PHRASE_LENGTH, phraseFromQuery } from '../utils/search-phrase';

/**
 * The search states (docs/behaviour.md#search-results-page) the server can know; 'in progress' exists only in the
 * browser, between two searches.
 */
export type SearchState = 'idle' | 'results' | 'error' | 'too-long';

export interface SearchHit {
  title: string;
  /** The page's full path in the current language. */
  slug: string;
  /** At most 3 excerpts around the matches. */
  excerpts: string[];
}

export interface SearchPageData {
  locale: Locale;
  /** The trimmed `q` parameter, as typed; only its first 100 characters when it is longer. */
  phrase: string;
  /**
   * idle: no phrase, or one too short to search; results: the search answered (maybe with nothing); error: it failed;
   * too-long: the phrase is longer than the API searches, so nothing was searched.
   */
  state: SearchState;
  /** Empty unless the state is 'results'. */
  results: SearchHit[];
}

export async function loadSearchResults(context: PageLoadContext): Promise<SearchPageData> {
  const phrase = phraseFromQuery(context.query);
  // Counted as characters, like the API's schema; the page shows no more than the first 100.
  const characters = Array.from(phrase);
  if (characters.length > MAX_PHRASE_LENGTH) {
    return {
      locale: context.locale,
      phrase: characters.slice(0, MAX_PHRASE_LENGTH).join(''),
      state: 'too-long',
      results: [],
    };
  }
  const base = { locale: context.locale, phrase };
  if (!isSearchablePhrase(phrase)) return { ...base, state: 'idle', results: [] };
  try {
    const found = await context.api.services.search.find(phrase);
    const results = (Array.isArray(found) ? found : []).map((result): SearchHit => ({
      title: result.title,
      slug: result.slug,
      excerpts: cutExcerpts(result.content, phrase),
    }));
    return { ...base, state: 'results', results };
  } catch (error) {
    console.error(`Search for '${phrase}' failed; showing no results`, error);
    return { ...base, state: 'error', results: [] };
  }
}
