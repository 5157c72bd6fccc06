// The language dropdown (docs/behaviour.md#language-switch): each language leads to the page shown, in that language,
// when the page has a version there (the alternates the shell puts in the site store, the same its hreflang links
// name), keeping the address's fragment (a product page's open tab, '#product_sizes', is named alike in every
// language); otherwise to that language's front page ('/', '/en', '/fr'). It closes on a press outside, on Escape and on
// navigation. The shell reloads menus and the sitemap for the new language (docs/behaviour.md#language-change).
import { useCallback, useRef, useState } from 'react';
import { LOCALES, homePath, useSiteLocation, useSiteStore, type Locale, SiteLink } from '@ergoforma/shared-contracts';
import { ChevronDownIcon } from '../../../components/icons';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useCurrentLocale } from '../../../hooks/use-current-locale';
import { useDismiss } from '../../../hooks/use-dismiss';
import { useOnRouteChange } from '../../../hooks/use-on-route-change';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import styles from './language-switch.module.css';

/** Each language by its own name, so a visitor finds theirs whatever the page's language. */
const NATIVE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English', fr: 'Français' };

export function LanguageSwitch() {
  const { t } = useChromeTranslation();
  const locale = useCurrentLocale();
  const alternates = useSiteStore((state) => state.pageAlternates);
  const { hash } = useSiteLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = 'ef-language-list';

  const close = useCallback(() => setOpen(false), []);
  useOnRouteChange(close);
  useDismiss(rootRef, open, (reason) => {
    const focusWasInside = rootRef.current?.contains(document.activeElement) ?? false;
    close();
    if (reason === 'escape' && focusWasInside) buttonRef.current?.focus();
  });

  return (
    <div ref={rootRef} className={styles.languageSwitch}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <VisuallyHidden>{t('chooseLanguage')} </VisuallyHidden>
        <span>{locale.toUpperCase()}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {LOCALES.map((option) => (
          <li key={option}>
            <SiteLink
              to={alternates[option] ? `${alternates[option]}${hash}` : homePath(option)}
              lang={option}
              hrefLang={option}
              className={styles.option}
              aria-current={option === locale ? 'true' : undefined}
              onClick={close}
            >
              <span className={styles.code} aria-hidden="true">
                {option.toUpperCase()}
              </span>
              {NATIVE_NAMES[option]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
