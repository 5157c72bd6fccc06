// SPEC §3/§4 cookie consent: stored locally; categories necessary, functional, performance, advertising.
import type { CookieConsent } from '@ergoforma/shared-contracts';

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
  return consent;
}
