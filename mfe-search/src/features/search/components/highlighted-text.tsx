// Text with every occurrence of the phrase in <mark>. Built from text nodes only: the text and the phrase are
// never parsed as HTML, so '<img src=x onerror=...>' stays visible text.
import { Fragment, useMemo } from 'react';
import { highlightPhrase } from '../utils/highlight-phrase';
import styles from './search-page.module.css';

export function HighlightedText({ text, phrase }: { text: string; phrase: string }) {
  const parts = useMemo(() => highlightPhrase(text, phrase), [text, phrase]);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
