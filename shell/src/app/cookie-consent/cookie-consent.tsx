// SPEC §4 cookie popup: saved consent is applied on load; otherwise it opens after about 1 s,
// starting on an info view that switches to a settings view. Saving a choice closes it.
// Keyboard and screen readers: it is a non-modal dialog placed first after the skip link. When it opens it takes
// the focus (the dialog itself, or the first setting), so a keyboard visitor is not 47 Tab presses away from it,
// and it gives the focus back when it closes. It never traps the focus: Tab leads on into the page. The automatic
// opening takes the focus only while the visitor has not focused anything yet, so it never interrupts typing.
import { useEffect, useId, useRef, useState } from 'react';
import { siteEvents, type CookieConsent } from '@ergoforma/shared-contracts';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { readConsent, saveConsent, type ConsentChoice } from './consent-storage';

export const COOKIE_POPUP_DELAY_MS = 1000;

type View = 'closed' | 'info' | 'settings';

const OPTIONAL = ['functional', 'performance', 'advertising'] as const;
const LABELS = {
  functional: ['cookieFunctional', 'cookieFunctionalInfo'],
  performance: ['cookiePerformance', 'cookiePerformanceInfo'],
  advertising: ['cookieAdvertising', 'cookieAdvertisingInfo'],
} as const;

export function CookieConsentPopup({ policyHref }: { policyHref: string }) {
  const { t } = useShellTranslation();
  const [view, setView] = useState<View>('closed');
  const [choice, setChoice] = useState<ConsentChoice>({ functional: false, performance: false, advertising: false });
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const shownView = useRef<View>('closed');
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const saved = readConsent(window.localStorage);
    if (saved) {
      siteEvents.emit('cookie-consent:changed', { consent: saved });
      setChoice({ functional: saved.functional, performance: saved.performance, advertising: saved.advertising });
    }
    const timer = saved ? undefined : setTimeout(() => setView('info'), COOKIE_POPUP_DELAY_MS);
    const offOpen = siteEvents.on('cookie-consent:open', () => setView('settings'));
    return () => {
      clearTimeout(timer);
      offOpen();
    };
  }, []);

  useEffect(() => {
    const before = shownView.current;
    shownView.current = view;
    if (view === 'closed') {
      if (before === 'closed') return;
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
      return;
    }
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (before === 'closed') {
      const active = document.activeElement;
      const idle = !active || active === document.body || active === document.documentElement;
      // Opened by itself (not asked for, e.g. by the footer's cookie settings link): only an idle focus moves.
      if (view === 'info' && !idle) return;
      returnFocusTo.current = idle || !(active instanceof HTMLElement) ? null : active;
    }
    if (view === 'settings') dialog.querySelector<HTMLElement>('input:not([disabled])')?.focus();
    else dialog.focus();
  }, [view]);

  if (view === 'closed') return null;

  const apply = (next: ConsentChoice) => {
    const consent: CookieConsent = saveConsent(window.localStorage, next);
    siteEvents.emit('cookie-consent:changed', { consent });
    setChoice(next);
    setView('closed');
  };
  const all: ConsentChoice = { functional: true, performance: true, advertising: true };
  const none: ConsentChoice = { functional: false, performance: false, advertising: false };

  return (
    <div
      ref={dialogRef}
      className="ef-cookie"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-view={view}
    >
      {view === 'info' ? (
        <>
          <h2 id={titleId} className="ef-cookie__title">
            {t('cookieTitle')}
          </h2>
          <p className="ef-cookie__text">
            {t('cookieInfo')} <a href={policyHref}>{t('cookiePolicy')}</a>
          </p>
          <div className="ef-cookie__actions">
            <button type="button" className="ef-button ef-button--ghost" onClick={() => setView('settings')}>
              {t('cookieSettings')}
            </button>
            <button type="button" className="ef-button ef-button--ghost" onClick={() => apply(none)}>
              {t('cookieRejectOptional')}
            </button>
            <button type="button" className="ef-button" onClick={() => apply(all)}>
              {t('cookieAcceptAll')}
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 id={titleId} className="ef-cookie__title">
            {t('cookieSettingsTitle')}
          </h2>
          <ul className="ef-cookie__categories">
            <li>
              <label className="ef-cookie__category">
                <input type="checkbox" checked disabled />
                <span>
                  <strong>{t('cookieNecessary')}</strong>
                  <small>{t('cookieNecessaryInfo')}</small>
                </span>
              </label>
            </li>
            {OPTIONAL.map((category) => (
              <li key={category}>
                <label className="ef-cookie__category">
                  <input
                    type="checkbox"
                    name={category}
                    checked={choice[category]}
                    onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
                  />
                  <span>
                    <strong>{t(LABELS[category][0])}</strong>
                    <small>{t(LABELS[category][1])}</small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="ef-cookie__actions">
            <button type="button" className="ef-button ef-button--ghost" onClick={() => setView('info')}>
              {t('cookieBack')}
            </button>
            <button type="button" className="ef-button ef-button--ghost" onClick={() => apply(choice)}>
              {t('cookieSave')}
            </button>
            <button type="button" className="ef-button" onClick={() => apply(all)}>
              {t('cookieAcceptAll')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
