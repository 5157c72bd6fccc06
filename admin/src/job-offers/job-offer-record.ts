// A job offer as the API takes it from the form: its descriptions cleaned to the HTML the site keeps, empty
// translations left out (the site shows the Polish text there), and its dates as instants. Loaded with the job
// offers' pages.
import type { RaRecord } from 'react-admin';
import { cleanHtml } from '../products/clean-html';
import { CONTENT_LOCALES, withoutEmptyTexts } from '../taxonomy/translations';

type Texts = Record<string, Record<string, unknown> | undefined>;

/**
 * A date input's value as an instant: the input gives the local time without a zone, which the API would read in its
 * own time zone, not the person's.
 */
const instantOf = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : new Date(value as string).toISOString();

export function jobOfferToApi(data: Partial<RaRecord>): object {
  const { id: _id, version: _version, ...offer } = data;
  const translations = (offer.translations ?? {}) as Texts;
  const cleaned = Object.fromEntries(
    CONTENT_LOCALES.map((locale) => {
      const texts = translations[locale] ?? {};
      const description = texts.description;
      return [locale, typeof description === 'string' ? { ...texts, description: cleanHtml(description) } : texts];
    }),
  );
  const dates = {
    ...(offer.published === undefined ? {} : { published: instantOf(offer.published) }),
    ...(offer.closes === undefined ? {} : { closes: instantOf(offer.closes) }),
  };
  return withoutEmptyTexts({ ...offer, ...dates, translations: cleaned });
}
