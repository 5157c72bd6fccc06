// The search results page (docs/behaviour.md#search-results-page): heading, search form, summary 'phrase (results: N)'
// or 'no results for phrase', and the results. Its states: idle (no phrase: a hint stands in for the summary; a phrase
// of 2 characters or fewer does nothing and shows no message), in progress (a new search loading: the summary says so
// and the current list is marked busy), results, error (the results are cleared and the no-results message shows),
// and too-long (a phrase over the API's 100 characters, from an address: nothing was searched, and the page says so).
import { useEffect } from 'react';
import { useSiteStore, type PageProps } from '@ergoforma/shared-contracts';
import { useSearchTranslation } from '../../../i18n/use-search-translation';
import type { SearchPageData } from '../api/load-search-results';
import { usePendingSearch } from '../hooks/use-pending-search';
import { SearchForm } from './search-form';
import { SearchResultList } from './search-result-list';
import styles from './search-page.module.css';

function SearchResultsView({ data }: { data: SearchPageData }) {
  const { t } = useSearchTranslation();
  const { phrase, state, results } = data;
  const pending = usePendingSearch();
  const setSearchPhrase = useSiteStore((store) => store.setSearchPhrase);
  useEffect(() => setSearchPhrase(phrase), [phrase, setSearchPhrase]);

  const found = state === 'results' && results.length > 0;
  let status = '';
  if (pending !== null) status = t('searching', { phrase: pending });
  else if (found) status = t('resultsSummary', { phrase, count: results.length });
  else if (state === 'too-long') status = t('phraseTooLong');
  else if (state !== 'idle') status = t('noResults', { phrase });

  return (
    <div className="ef-container">
      <div className={styles.page}>
        <h1 className={styles.title}>{t('searchResultsTitle')}</h1>
        <SearchForm phrase={phrase} />
        {/* One live region for every state, so each new summary is announced. */}
        <div className={found || pending !== null ? styles.summaryBar : styles.emptyBar}>
          <p className={styles.summary} role="status" data-state={pending !== null ? 'in-progress' : state}>
            {pending !== null && <span className={styles.spinner} aria-hidden="true" />}
            {status}
          </p>
          {pending === null && state === 'idle' && phrase.trim() === '' && (
            <p className={styles.hint}>{t('searchHint')}</p>
          )}
          {pending === null && state === 'results' && !found && <p className={styles.hint}>{t('noResultsHint')}</p>}
          {pending === null && state === 'error' && <p className={styles.hint}>{t('errorHint')}</p>}
        </div>
        {found && <SearchResultList results={results} phrase={phrase} busy={pending !== null} />}
      </div>
    </div>
  );
}

export function SearchPage({ data }: PageProps<SearchPageData>) {
  // A new phrase starts over: the form shows it and the list shows its first 8 results again.
  return <SearchResultsView key={data.phrase} data={data} />;
}
