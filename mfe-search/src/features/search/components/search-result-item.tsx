// One search result: its title linking to the page, the page's path and the excerpts, the phrase highlighted in
// the title and the excerpts.
import type { Ref } from 'react';
import { SiteLink } from '@ergoforma/shared-contracts';
import type { SearchHit } from '../api/load-search-results';
import { HighlightedText } from './highlighted-text';
import styles from './search-page.module.css';

export interface SearchResultItemProps {
  result: SearchHit;
  phrase: string;
  linkRef?: Ref<HTMLAnchorElement>;
}

export function SearchResultItem({ result, phrase, linkRef }: SearchResultItemProps) {
  return (
    <li className={styles.result}>
      <h2 className={styles.resultTitle}>
        <SiteLink to={result.slug} ref={linkRef} className={styles.resultLink}>
          <HighlightedText text={result.title} phrase={phrase} />
        </SiteLink>
      </h2>
      <p className={styles.resultPath}>{result.slug}</p>
      {result.excerpts.map((excerpt, index) => (
        <p key={index} className={styles.excerpt}>
          <HighlightedText text={excerpt} phrase={phrase} />
        </p>
      ))}
    </li>
  );
}
