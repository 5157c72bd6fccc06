// SPEC §1: an English visitor sees, on the first visit, a dismissible notice that the English translation of the
// catalogue is in progress, suggesting browser translation add-ons with links for four browsers. Shown only in
// the browser after mount (it depends on localStorage), as a bar fixed below the header: it shifts no content
// and leaves the cookie popup (bottom right) uncovered.
import { useEffect, useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useCurrentLocale } from '../../../hooks/use-current-locale';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { browserStorage, rememberEnglishNoticeClosed, shouldShowEnglishNotice } from '../utils/english-notice-storage';
import styles from './english-notice.module.css';

/** Each browser's help page on translating web pages. */
export const TRANSLATION_HELP_LINKS = [
  { browser: 'Chrome', href: 'https://support.google.com/chrome/answer/173424' },
  { browser: 'Firefox', href: 'https://support.mozilla.org/kb/website-translation' },
  {
    browser: 'Edge',
    href: 'https://support.microsoft.com/topic/use-microsoft-translator-in-microsoft-edge-browser-4ad1c6cb-01a4-4227-be9d-a81e127fcb0b',
  },
  { browser: 'Safari', href: 'https://support.apple.com/guide/safari/translate-a-webpage-ibrw646b2ca2/mac' },
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
          {TRANSLATION_HELP_LINKS.map(({ browser, href }) => (
            <li key={browser}>
              <a href={href} target="_blank" rel="noopener" className={styles.link}>
                {browser}
                <VisuallyHidden>
                  {' '}
                  {t('translationHelp')} {t('opensInNewTab')}
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
