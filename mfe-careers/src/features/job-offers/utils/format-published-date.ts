// The publication date of a job offer in the page's language. Formatted in UTC, so the server and the browser
// print the same day whatever their time zones (a different text would break hydration).
import type { Locale } from '@ergoforma/shared-contracts';

/** '2025-11-03T08:00:00Z' -> pl '3 listopada 2025', en 'November 3, 2025', fr '3 novembre 2025'; null if not a date. */
export function formatPublishedDate(iso: string, locale: Locale): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
