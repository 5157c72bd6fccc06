// A job offer as the API takes it from the form: its descriptions cleaned to the HTML the site keeps, and empty
// translations left out (the site shows the Polish text there). Loaded with the job offers' pages.
import type { RaRecord } from 'react-admin';
import { cleanHtml } from '../products/clean-html';
import { CONTENT_LOCALES, withoutEmptyTexts } from '../taxonomy/translations';

type Texts = Record<string, Record<string, unknown> | undefined>;

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
  return withoutEmptyTexts({ ...offer, translations: cleaned });
}
