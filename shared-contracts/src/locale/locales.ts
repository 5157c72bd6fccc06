// The languages (docs/behaviour.md#languages): pl (default), en, fr. Non-default locales are path prefixes ('/en',
// '/fr').

import { LOCALES } from '../enums';

export { LOCALES };

export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits the leading locale segment off a path: '/en/products/x' -> { locale: 'en', path: '/products/x' }. */
export function splitLocaleFromPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Adds the locale prefix to a path that has none: ('en', '/products') -> '/en/products'. */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The front page of a language: '/', '/en', '/fr'. */
export function homePath(locale: Locale): string {
  return localizePath(locale, '/');
}

export function isHomePath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return LOCALES.some((locale) => homePath(locale) === trimmed);
}

/** BCP 47 tag used in <html lang> and Content-Language. */
export function languageTag(locale: Locale): string {
  return locale;
}
