// What the server may know about a visitor before rendering: a few yes/no facts read from first-party cookies that
// mirror choices the browser stores locally. There are no accounts and nothing here identifies anyone. The set is
// small and fixed on purpose: a page that depends on the visitor depends only on these, so a page cache can key on
// `visitorVariant()` (a handful of variants) instead of on the cookie header.
import type { CookieConsent } from '../types/entities';

export interface Visitor {
  /** The visitor has chosen their cookie consent (the cookie popup is not rendered for them). */
  consentChosen: boolean;
  /** The visitor closed the notice that the English translation is in progress. */
  englishNoticeDismissed: boolean;
}

/** A first visit: nothing chosen, nothing dismissed. Also what a request without cookies gets. */
export const FIRST_VISIT: Visitor = { consentChosen: false, englishNoticeDismissed: false };

/**
 * The first-party cookies behind `Visitor`. Written by the browser (SameSite=Lax, not HttpOnly: the page's own
 * script keeps them in step with localStorage), read by the shell's server. No tracking: they hold only the choice.
 */
export const VISITOR_COOKIES = {
  /** The optional consent categories accepted, joined by '.', or 'none' (see consentCookieValue). */
  consent: 'ef_consent',
  /** 'false' once the English notice was closed (the same flag the browser keeps locally). */
  englishNotice: 'ef_english_notice',
} as const;

/** A year: the browser renews the cookie from its stored choice on every visit, so it lasts while the site is used. */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const OPTIONAL_CONSENT = ['functional', 'performance', 'advertising'] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT)[number];

/** The consent cookie's value: 'performance.advertising', or 'none' when no optional category is accepted. */
export function consentCookieValue(consent: Pick<CookieConsent, OptionalConsentCategory>): string {
  const accepted = OPTIONAL_CONSENT.filter((category) => consent[category]);
  return accepted.length ? accepted.join('.') : 'none';
}

/** True for a value consentCookieValue can write; anything else (tampered, old format) counts as no choice. */
export function isConsentCookieValue(value: string | undefined): boolean {
  if (value === undefined) return false;
  if (value === 'none') return true;
  const parts = value.split('.');
  return (
    parts.length <= OPTIONAL_CONSENT.length &&
    parts.every(
      (part, index) => (OPTIONAL_CONSENT as readonly string[]).includes(part) && parts.indexOf(part) === index,
    )
  );
}

/** The visitor described by a request's cookies (already parsed into name → value). */
export function visitorFromCookies(cookies: Readonly<Record<string, string | undefined>>): Visitor {
  return {
    consentChosen: isConsentCookieValue(cookies[VISITOR_COOKIES.consent]),
    englishNoticeDismissed: cookies[VISITOR_COOKIES.englishNotice] === 'false',
  };
}

/** A short stable key of the visitor's variant ('c0n1'), for caches of pages that depend on it. */
export function visitorVariant(visitor: Visitor): string {
  return `c${visitor.consentChosen ? 1 : 0}n${visitor.englishNoticeDismissed ? 1 : 0}`;
}

export type VisitorCookieName = (typeof VISITOR_COOKIES)[keyof typeof VISITOR_COOKIES];

/** Writes one of the visitor cookies in the browser; an empty value removes it. */
export function writeVisitorCookie(name: VisitorCookieName, value: string, target: Document = document): void {
  const secure = target.location?.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value === '' ? 0 : VISITOR_COOKIE_MAX_AGE_S;
  target.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
