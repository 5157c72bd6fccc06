// The search results (docs/behaviour.md#search-results-page), 8 at first and 8 more per 'see more'. After 'see more'
// focus moves to the first new result and a live region says how many are shown.
import { useEffect, useRef, useState } from 'react';
import { useSearchTranslation } from '../../../i18n/use-search-translation';
import type { SearchHit } from '../api/load-search-results';
import { RESULTS_PER_STEP } from '../utils/search-phrase';
import { SearchResultItem } from './search-result-item';
import styles from './search-page.module.css';

export interface SearchResultListProps {
  results: SearchHit[];
  phrase: string;
  /** A new search is loading: these results are about to be replaced. */
  busy?: boolean;
}

export function SearchResultList({ results, phrase, busy = false }: SearchResultListProps) {
  const { t } = useSearchTranslation();
  const [shown, setShown] = useState(RESULTS_PER_STEP);
  const [announced, setAnnounced] = useState('');
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    links.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [shown]);

  const visible = results.slice(0, shown);
  const showMore = () => {
    const next = Math.min(shown + RESULTS_PER_STEP, results.length);
    focusIndex.current = shown;
    setShown(next);
    setAnnounced(t('moreShown', { count: next - shown, shown: next, total: results.length }));
  };

  return (
    <>
      <ol
        className={`${styles.results} ${busy ? styles.busy : ''}`}
        aria-label={t('resultsListLabel')}
        aria-busy={busy || undefined}
      >
        {visible.map((result, index) => (
          <SearchResultItem
            key={`${result.slug}#${index}`}
            result={result}
            phrase={phrase}
            linkRef={(element) => {
              links.current[index] = element;
            }}
          />
        ))}
      </ol>
      {/* Said after 'see more' only; the first view is summed up by the page's status. */}
      <p className="ef-visually-hidden" aria-live="polite">
        {announced}
      </p>
      {results.length > RESULTS_PER_STEP && (
        <div className={styles.more}>
          <p className={styles.shownOf}>{t('shownOf', { shown: visible.length, count: results.length })}</p>
          {shown < results.length && (
            <button type="button" className={`ef-button ef-button--ghost ${styles.moreButton}`} onClick={showMore}>
              {t('seeMore')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
