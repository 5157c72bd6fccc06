// Locale handling of the API: which language an answer is in, and locale-prefixed paths.
// The same rules as shared-contracts' locale helpers (pl has no prefix, en/fr are '/en', '/fr'); they are
// re-stated here because the API loads only the dependency-free value lists of the contracts package at run time
// (its main entry pulls in React).
import type { Locale } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';

export const DEFAULT_LOCALE: Locale = 'pl';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** 'en-GB' -> 'en'; anything unsupported -> null. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  return isLocale(primary) ? primary : null;
}

/** First supported language of an Accept-Language header, honouring q-values (q=0 means "not this one"). */
export function localeFromAcceptLanguage(header: string): Locale | null {
  const candidates = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { locale: localeOfTag(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((c): c is { locale: Locale; q: number; index: number } => c.locale !== null && c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return candidates[0]?.locale ?? null;
}

/** Accept-Locale (the header the site sends) first, then Accept-Language, then the default locale. */
export function negotiateLocale(acceptLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  if (acceptLocale) {
    const chosen = localeOfTag(acceptLocale);
    if (chosen) return chosen;
  }
  if (acceptLanguage) {
    const chosen = localeFromAcceptLanguage(acceptLanguage);
    if (chosen) return chosen;
  }
  return DEFAULT_LOCALE;
}

/** ('en', 'products/fotele') -> '/en/products/fotele'; ('pl', '') -> '/'; ('fr', '') -> '/fr'. */
export function localizePath(locale: Locale, slug: string): string {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  const path = clean === '' ? '/' : `/${clean}`;
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Fills a slug pattern: ('produkty/{category}', { category: 'fotele' }) -> 'produkty/fotele'. */
export function fillSlugPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Slug pattern "${pattern}" needs parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

export function isSlugPattern(slug: string): boolean {
  return slug.includes('{');
}
