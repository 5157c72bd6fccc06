// SPEC §2 Search results page: the results, 8 at first and 8 more per 'see more' (SPEC §9), each with its title
// linking to the page, the page's path and the excerpts, the phrase highlighted in title and excerpts.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRemoteTranslation, type SearchResult } from '@ergoforma/shared-contracts';
import { SEARCH_NAMESPACE, translations } from '../../../i18n/translations';
import { RESULTS_PER_STEP } from '../utils/search-phrase';
import { HighlightedText } from './highlighted-text';
import styles from './search-page.module.css';

/** The fragments of a result's content (separated by '|' in the API answer). */
export function excerptsOf(result: SearchResult): string[] {
  return (result.content ?? '')
    .split('|')
    .map((fragment) => fragment.trim())
    .filter(Boolean);
}

export function SearchResultList({ results, phrase }: { results: SearchResult[]; phrase: string }) {
  const { t } = useRemoteTranslation(SEARCH_NAMESPACE, translations);
  const [shown, setShown] = useState(RESULTS_PER_STEP);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusIndex = useRef<number | null>(null);

  // After 'see more', keyboard and screen-reader users continue at the first newly shown result.
  useEffect(() => {
    if (focusIndex.current === null) return;
    links.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [shown]);

  const visible = results.slice(0, shown);
  const showMore = () => {
    focusIndex.current = shown;
    setShown(shown + RESULTS_PER_STEP);
  };

  return (
    <>
      <ol className={styles.results} aria-label={t('resultsListLabel')}>
        {visible.map((result, index) => (
          <li key={`${result.slug}#${index}`} className={styles.result}>
            <h2 className={styles.resultTitle}>
              <Link
                to={result.slug}
                ref={(element) => {
                  links.current[index] = element;
                }}
              >
                <HighlightedText text={result.title} phrase={phrase} />
              </Link>
            </h2>
            <p className={styles.resultPath}>{result.slug}</p>
            {excerptsOf(result).map((excerpt, part) => (
              <p key={part} className={styles.excerpt}>
                <HighlightedText text={excerpt} phrase={phrase} />
              </p>
            ))}
          </li>
        ))}
      </ol>
      {results.length > RESULTS_PER_STEP && (
        <div className={styles.more}>
          <p className={styles.shownOf}>{t('shownOf', { shown: visible.length, count: results.length })}</p>
          {shown < results.length && (
            <button type="button" className="ef-button ef-button--ghost" onClick={showMore}>
              {t('seeMore')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
