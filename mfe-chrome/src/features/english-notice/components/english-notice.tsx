// The English notice (docs/behaviour.md#english-notice): an English visitor sees, on the first visit, a dismissible
// notice that the English translation of the catalogue is in progress, suggesting browser translation add-ons with
// links for four browsers. Shown only in the browser after mount (it depends on localStorage), as a bar fixed below the
// header: it shifts no content and leaves the cookie popup (bottom right) uncovered.
import { useEffect, useState } from 'react';
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

export function EnglishNotice() {
  const { t } = useChromeTranslation();
  const locale = useCurrentLocale();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(locale === 'en' && shouldShowEnglishNotice(browserStorage()));
  }, [locale]);

  if (!visible) return null;

  const close = () => {
    rememberEnglishNoticeClosed(browserStorage());
    setVisible(false);
  };

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
        <button type="button" className={styles.close} aria-label={t('closeEnglishNotice')} onClick={close}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
