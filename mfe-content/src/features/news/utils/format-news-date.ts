// A post's date in the page's language ('14 kwietnia 2026', 'April 14, 2026', '14 avril 2026'). The time zone is
// fixed so the server and the browser print the same day (no hydration mismatch).
import type { Locale } from '@ergoforma/shared-contracts';

const LANGUAGE_TAGS: Record<Locale, string> = { pl: 'pl-PL', en: 'en-GB', fr: 'fr-FR' };

export function formatNewsDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  }).format(date);
}

/** The calendar day for the `datetime` attribute of <time>. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
