// Data of the search results page (sitemap node 'search'): the phrase of ?q= and, when it is longer than
// 2 characters, what the API finds for it. SPEC §8: a failed search shows 'no results' instead of an error page.
import type { Locale, PageHead, PageLoadContext, SearchResult } from '@ergoforma/shared-contracts';
import { translations } from '../../../i18n/translations';
import { isSearchablePhrase, phraseFromQuery } from '../utils/search-phrase';

export interface SearchPageData {
  locale: Locale;
  /** The trimmed `q` parameter, as typed. */
  phrase: string;
  /** False when the phrase is too short to search: the page shows a hint instead of a summary. */
  searched: boolean;
  results: SearchResult[];
  /** The search failed; results are empty and the page says there are none (SPEC §8). */
  failed: boolean;
}

export async function loadSearchResults(context: PageLoadContext): Promise<SearchPageData> {
  const phrase = phraseFromQuery(context.query);
  const base = { locale: context.locale, phrase, results: [], failed: false };
  if (!isSearchablePhrase(phrase)) return { ...base, searched: false };
  try {
    const results = await context.api.services.search.find(phrase);
    return { ...base, searched: true, results: Array.isArray(results) ? results : [] };
  } catch (error) {
    console.error(`Search for '${phrase}' failed; showing no results`, error);
    return { ...base, searched: true, failed: true };
  }
}

export function searchPageHead(data: SearchPageData): PageHead {
  const texts = translations[data.locale];
  const title = data.searched
    ? texts.searchResultsHeadTitle!.replace('{{phrase}}', data.phrase)
    : texts.searchResultsTitle!;
  return { title };
}
