// SPEC §2 Search results page: heading, search form, summary 'phrase (results: N)' or 'no results for phrase',
// and the results. With no phrase (or one too short to search) a hint stands in for the summary.
import { useEffect } from 'react';
import { useRemoteTranslation, useSiteStore, type PageProps } from '@ergoforma/shared-contracts';
import { SEARCH_NAMESPACE, translations } from '../../../i18n/translations';
import type { SearchPageData } from '../api/load-search-results';
import { SearchForm } from './search-form';
import { SearchResultList } from './search-result-list';
import styles from './search-page.module.css';

function SearchResultsView({ data }: { data: SearchPageData }) {
  const { t } = useRemoteTranslation(SEARCH_NAMESPACE, translations);
  const { phrase, searched, results } = data;
  const setSearchPhrase = useSiteStore((state) => state.setSearchPhrase);
  useEffect(() => setSearchPhrase(phrase), [phrase, setSearchPhrase]);

  return (
    <div className="ef-container">
      <div className={styles.page}>
        <h1 className={styles.title}>{t('searchResultsTitle')}</h1>
        <SearchForm phrase={phrase} />
        {!searched ? (
          <p className={styles.hint}>{t('searchHint')}</p>
        ) : results.length > 0 ? (
          <>
            <p className={styles.summary} role="status">
              {t('resultsSummary', { phrase, count: results.length })}
            </p>
            <SearchResultList results={results} phrase={phrase} />
          </>
        ) : (
          <div className={styles.empty}>
            <p className={styles.summary} role="status">
              {t('noResults', { phrase })}
            </p>
            <p className={styles.hint}>{t('noResultsHint')}</p>
          </div>
        )}
      </div>
    </div>
  );
}

export function SearchPage({ data }: PageProps<SearchPageData>) {
  // A new phrase starts over: the form shows it and the list shows its first 8 results again.
  return <SearchResultsView key={data.phrase} data={data} />;
}
