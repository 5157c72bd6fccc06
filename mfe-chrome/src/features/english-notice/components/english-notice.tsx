// The English notice (docs/behaviour.md#english-notice): an English visitor sees, on the first visit, a dismissible
// notice that the English translation of the catalogue is in progress, suggesting browser translation add-ons with
// links for four browsers. It takes its own space below the fixed header and pushes the page down, so it covers no
// heading, breadcrumbs or button. The server renders it unless the request's cookie says it was closed (Visitor in the
// contracts), so it never appears or moves the page after the first paint; the browser then checks the local flag,
// the source of the choice, and keeps the cookie in step with it.
import { useCallback, useEffect, useState } from 'react';
import { usePageFound, useVisitor } from '@ergoforma/shared-contracts';
import { CloseIcon } from '../../../components/icons';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useCurrentLocale } from '../../../hooks/use-current-locale';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { browserStorage, rememberEnglishNoticeClosed, shouldShowEnglishNotice } from '../utils/english-notice-storage';
import styles from './english-notice.module.css';

/**
 * Translation add-ons in each browser's own add-on store (Safari has no store on the web, so Opera is the fourth).
 * Store searches rather than one named add-on: the visitor picks one, and the link never goes stale.
 */
export const TRANSLATION_ADDON_LINKS = [
  { browser: 'Chrome', href: 'https://chromewebstore.google.com/search/translate' },
  { browser: 'Firefox', href: 'https://addons.mozilla.org/firefox/search/?q=translate&type=extension' },
  { browser: 'Edge', href: 'https://microsoftedge.microsoft.com/addons/search/translate' },
  { browser: 'Opera', href: 'https://addons.opera.com/extensions/?query=translate' },
] as const;

const TITLE_ID = 'ef-english-notice-title';

export interface EnglishNoticeState {
  /** Whether the notice is on the page: an English page that exists (not the error page), not closed. */
  shown: boolean;
  close: () => void;
}

/**
 * The notice's state; the header holds it, as the front page's header turns solid while the notice shows. `enabled`:
 * the site's setting (an admin turns the notice off once the English catalogue is translated).
 */
export function useEnglishNotice(enabled: boolean): EnglishNoticeState {
  const locale = useCurrentLocale();
  const visitor = useVisitor();
  const pageFound = usePageFound();
  // As rendered on the server (from the cookie), so hydration matches; the local flag is read after mount.
  const [closed, setClosed] = useState(visitor.englishNoticeDismissed);

  useEffect(() => {
    const storage = browserStorage();
    if (visitor.englishNoticeDismissed || !shouldShowEnglishNotice(storage)) {
      rememberEnglishNoticeClosed(storage);
      setClosed(true);
    }
  }, [visitor.englishNoticeDismissed]);

  const close = useCallback(() => {
    rememberEnglishNoticeClosed(browserStorage());
    setClosed(true);
  }, []);
  return { shown: enabled && locale === 'en' && pageFound && !closed, close };
}

export function EnglishNotice({ notice }: { notice: EnglishNoticeState }) {
  const { t } = useChromeTranslation();
  if (!notice.shown) return null;

  return (
    <section className={styles.notice} aria-labelledby={TITLE_ID}>
      <div className={`ef-container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id={TITLE_ID} className={styles.title}>
            {t('englishNoticeTitle')}
          </h2>
          <p className={styles.body}>{t('englishNoticeText')}</p>
        </div>
        <ul className={styles.links}>
          {TRANSLATION_ADDON_LINKS.map(({ browser, href }) => (
            <li key={browser}>
              <a href={href} target="_blank" rel="noopener" className={styles.link}>
                {browser}
                <VisuallyHidden>
                  {' '}
                  {t('translationAddons')} {t('opensInNewTab')}
                </VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.close} aria-label={t('closeEnglishNotice')} onClick={notice.close}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
