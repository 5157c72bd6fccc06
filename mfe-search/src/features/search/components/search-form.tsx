// The search form on the results page. It navigates to ?q= only for a text longer than 2 characters; a shorter text
// does nothing and shows no message (docs/behaviour.md#search-results-page). Without JavaScript it submits as a plain
// GET form.
import { useState, type FormEvent } from 'react';
import { useSiteLocation, useSiteNavigate } from '@ergoforma/shared-contracts';
import { useSearchTranslation } from '../../../i18n/use-search-translation';
import { isSearchablePhrase, MAX_PHRASE_LENGTH } from '../utils/search-phrase';
import styles from './search-page.module.css';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SearchForm({ phrase }: { phrase: string }) {
  const { t } = useSearchTranslation();
  const navigate = useSiteNavigate();
  const { pathname } = useSiteLocation();
  const [text, setText] = useState(phrase);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = text.trim();
    if (!isSearchablePhrase(next)) return;
    void navigate({ pathname, search: `?${new URLSearchParams({ q: next }).toString()}` });
  };

  return (
    <form className={styles.form} role="search" action={pathname} method="get" onSubmit={onSubmit}>
      <label className={styles.label} htmlFor="ef-search-phrase">
        {t('searchLabel')}
      </label>
      <div className={styles.field}>
        <input
          id="ef-search-phrase"
          className={styles.input}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_PHRASE_LENGTH}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={`ef-button ${styles.submit}`}>
          <SearchIcon />
          {t('searchSubmit')}
        </button>
      </div>
    </form>
  );
}
