// The search results page's head (docs/behaviour.md#search-results-page).
import type { PageHead } from '@ergoforma/shared-contracts';
import { translations } from '../../../i18n/translations';
import type { SearchPageData } from '../api/load-search-results';

export function searchPageHead(data: SearchPageData): PageHead {
  const texts = translations[data.locale];
  if (data.state === 'idle') return { title: texts.searchResultsTitle };
  // Result lists are not worth indexing, and every phrase would be another URL of the same page.
  return { title: texts.searchResultsHeadTitle.replace('{{phrase}}', data.phrase), noindex: true };
}
