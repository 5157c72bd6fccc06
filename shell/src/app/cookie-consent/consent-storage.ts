// Cookie consent (docs/behaviour.md#cookie-consent): stored locally; categories necessary, functional, performance,
// advertising. localStorage stays the source of the choice in the browser; a first-party cookie mirrors it
// (consentCookieValue in the contracts) so that the server renders no popup for a visitor who has already chosen.
import {
  consentCookieValue,
  VISITOR_COOKIES,
  writeVisitorCookie,
  type CookieConsent,
} from '@ergoforma/shared-contracts';

export const CONSENT_STORAGE_KEY = 'ef:cookie-consent';

export type ConsentChoice = Omit<CookieConsent, 'necessary' | 'savedAt'>;

export function readConsent(storage: Storage): CookieConsent | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    const flags = ['functional', 'performance', 'advertising'] as const;
    if (
      record.necessary !== true ||
      !flags.every((flag) => typeof record[flag] === 'boolean') ||
      typeof record.savedAt !== 'string'
    ) {
      return null;
    }
    return value as CookieConsent;
  } catch {
    return null; // unreadable storage or malformed JSON: ask again
  }
}

export function saveConsent(storage: Storage, choice: ConsentChoice, now = new Date()): CookieConsent {
  const consent: CookieConsent = { necessary: true, ...choice, savedAt: now.toISOString() };
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage full or blocked: the choice still applies to this page view.
  }
  mirrorConsentCookie(consent);
  return consent;
}

/**
 * Keeps the consent cookie in step with the stored choice (null: none stored, the cookie goes too). Called on every
 * page load, which also renews the cookie's lifetime while the site is used.
 */
export function mirrorConsentCookie(consent: CookieConsent | null, target: Document = document): void {
  writeVisitorCookie(VISITOR_COOKIES.consent, consent ? consentCookieValue(consent) : '', target);
}
