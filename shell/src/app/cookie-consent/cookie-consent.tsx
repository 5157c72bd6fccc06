// The cookie popup (docs/behaviour.md#cookie-consent): saved consent is applied on load; otherwise it opens after about
// 1 s, starting on an info view that switches to a settings view. Saving a choice closes it. The visitor can reopen the
// settings at any time (the footer's 'Cookie settings' button sends 'cookie-consent:open'); a new choice applies at
// once.
//
// The server renders the popup for a visitor without a consent cookie (consent-storage.ts mirrors the stored choice
// into it), and CSS reveals it after the delay (ef-cookie--delayed in global.css), so it needs no script to appear
// and a visitor who has chosen never sees it flash. The browser then checks localStorage, the source of the choice.
//
// Keyboard and screen readers: it is a non-modal dialog placed first after the skip link, so Tab reaches it first.
// Opening by itself it never takes the focus (a visitor may already be typing in a form): a live region announces
// it. Reopened from the footer it takes the focus (its first setting) and gives it back when it closes. It never
// traps the focus: Tab leads on into the page.
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { siteEvents, useVisitor, type CookieConsent } from '@ergoforma/shared-contracts';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { mirrorConsentCookie, readConsent, saveConsent, type ConsentChoice } from './consent-storage';

/** Also the animation delay of .ef-cookie--delayed in global.css. */
export const COOKIE_POPUP_DELAY_MS = 1000;

type View = 'closed' | 'info' | 'settings';

const OPTIONAL = ['functional', 'performance', 'advertising'] as const;
const LABELS = {
  functional: ['cookieFunctional', 'cookieFunctionalInfo'],
  performance: ['cookiePerformance', 'cookiePerformanceInfo'],
  advertising: ['cookieAdvertising', 'cookieAdvertisingInfo'],
} as const;

const NONE: ConsentChoice = { functional: false, performance: false, advertising: false };
const ALL: ConsentChoice = { functional: true, performance: true, advertising: true };

const choiceOf = (consent: CookieConsent): ConsentChoice => ({
  functional: consent.functional,
  performance: consent.performance,
  advertising: consent.advertising,
});

export function CookieConsentPopup({ policyHref }: { policyHref: string }) {
  const { t } = useShellTranslation();
  const visitor = useVisitor();
  const [view, setView] = useState<View>(visitor.consentChosen ? 'closed' : 'info');
  // The server-rendered view waits for the delay (CSS); a view opened later by script shows at once.
  const [delayed, setDelayed] = useState(!visitor.consentChosen);
  // Opened from the footer: 'Cancel' closes without a change, and focus goes back where it came from.
  const [reopened, setReopened] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(NONE);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const shownView = useRef<View>('closed');
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Opened by itself: a live region reads its title and text out instead of moving the focus.
  const [announced, setAnnounced] = useState(false);

  // Once per page view: apply the stored choice, keep the cookie in step, listen for 'reopen'.
  const start = useEffectEvent(() => {
    const saved = readConsent(window.localStorage);
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (saved) {
      siteEvents.emit('cookie-consent:changed', { consent: saved });
      setChoice(choiceOf(saved));
      setView('closed');
    } else if (visitor.consentChosen) {
      // A cookie without a stored choice (storage cleared): ask again, as a first visit would.
      timer = setTimeout(() => {
        setDelayed(false);
        setView('info');
      }, COOKIE_POPUP_DELAY_MS);
    }
    if (saved || visitor.consentChosen) mirrorConsentCookie(saved);

    const offOpen = siteEvents.on('cookie-consent:open', () => {
      clearTimeout(timer);
      const current = readConsent(window.localStorage);
      if (current) setChoice(choiceOf(current));
      setDelayed(false);
      setReopened(true);
      setView('settings');
    });
    return () => {
      clearTimeout(timer);
      offOpen();
    };
  });
  useEffect(() => start(), []);

  const close = () => {
    setView('closed');
    setReopened(false);
  };
  // Escape closes the reopened settings without a change (a first-time visitor has to choose).
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  });
  useEffect(() => {
    if (!reopened) return;
    const listener = (event: KeyboardEvent) => onEscape(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [reopened]);

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
    const takeFocus = () => {
      if (before === 'closed') {
        // Opened by itself (not asked for, as by the footer's cookie settings button): announced, the focus stays.
        if (view === 'info') return setAnnounced(true);
        const active = document.activeElement;
        returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      }
      if (view === 'settings') dialog.querySelector<HTMLElement>('input:not([disabled])')?.focus();
      else dialog.focus();
    };
    if (before !== 'closed' || !delayed) return takeFocus();
    // Server-rendered for a first visit, shown by CSS after the delay: the focus moves when it appears.
    const timer = setTimeout(takeFocus, COOKIE_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view, delayed]);

  if (view === 'closed') return null;

  const apply = (next: ConsentChoice) => {
    const consent: CookieConsent = saveConsent(window.localStorage, next);
    siteEvents.emit('cookie-consent:changed', { consent });
    setChoice(next);
    close();
  };
  return (
    <div
      ref={dialogRef}
      className={delayed ? 'ef-cookie ef-cookie--delayed' : 'ef-cookie'}
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
          <p role="status" className="ef-visually-hidden">
            {announced ? `${t('cookieTitle')}. ${t('cookieInfo')}` : ''}
          </p>
          <div className="ef-cookie__actions">
            <button type="button" className="ef-button ef-button--ghost" onClick={() => setView('settings')}>
              {t('cookieSettings')}
            </button>
            <button type="button" className="ef-button ef-button--ghost" onClick={() => apply(NONE)}>
              {t('cookieRejectOptional')}
            </button>
            <button type="button" className="ef-button" onClick={() => apply(ALL)}>
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
            {reopened ? (
              <button type="button" className="ef-button ef-button--ghost" onClick={close}>
                {t('cookieCancel')}
              </button>
            ) : (
              <button type="button" className="ef-button ef-button--ghost" onClick={() => setView('info')}>
                {t('cookieBack')}
              </button>
            )}
            <button type="button" className="ef-button ef-button--ghost" onClick={() => apply(choice)}>
              {t('cookieSave')}
            </button>
            <button type="button" className="ef-button" onClick={() => apply(ALL)}>
              {t('cookieAcceptAll')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
