// The product-page translate widget (docs/behaviour.md#translate-widget), shown when the locale is en (while the
// site's English notice is on: the English catalogue is still being translated) or when a related product exists, but never beside the header's English notice,
// which says the same: on an English page it shows once the visitor has closed that notice. A link to Google Translate of this page, into
// the visitor's browser language; the page address is only known in the browser, so it is filled in after mount.
import { useEffect, useState } from 'react';
import { useSiteLocation } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import styles from './translate-widget.module.css';

const TRANSLATE_ORIGIN = 'https://translate.google.com';

/** `englishNotice`: whether the site's English notice is on (an admin turns it off), and whether the visitor closed it. */
export function shouldShowTranslateWidget(
  locale: string,
  hasRelatedProduct: boolean,
  englishNotice: { on: boolean; dismissed: boolean },
): boolean {
  // Off, the English catalogue is translated: English is no reason any more.
  const englishIncomplete = locale === 'en' && englishNotice.on;
  if (englishIncomplete && !englishNotice.dismissed) return false; // the English notice is on the page
  return englishIncomplete || hasRelatedProduct;
}

/** Google Translate of `pageUrl` into `browserLanguage` (e.g. 'de-AT' -> 'de'), from whatever the page is in. */
export function translateUrl(pageUrl: string, browserLanguage: string | undefined): string {
  const target = (browserLanguage ?? 'en').split('-')[0]?.toLowerCase() || 'en';
  const query = new URLSearchParams({ sl: 'auto', tl: target, u: pageUrl });
  return `${TRANSLATE_ORIGIN}/translate?${query.toString()}`;
}

export function TranslateWidget() {
  const { t } = useCatalogueTranslation();
  const location = useSiteLocation();
  const [href, setHref] = useState(`${TRANSLATE_ORIGIN}/`);

  useEffect(() => {
    setHref(translateUrl(window.location.href, navigator.language));
  }, [location.pathname, location.search]);

  return (
    <div className={styles.widget}>
      <GlobeIcon />
      <div>
        <p className={styles.title}>{t('translateTitle')}</p>
        <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
          {t('translateLink')}
          <span className="ef-visually-hidden"> {t('opensInNewTab')}</span>
        </a>
      </div>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg className={styles.icon} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
