import { LOCALES } from '@ergoforma/shared-contracts';
import { translations } from '../translations';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('translations', () => {
  const baseKeys = [...new Set(Object.keys(translations.pl).map((key) => key.replace(PLURAL_SUFFIX, '')))];

  it.each(LOCALES)('has every text in %s, with the plural forms the language needs', (locale) => {
    const texts = translations[locale] ?? {};
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const missing = baseKeys.flatMap((key) => {
      const plural = Object.keys(translations.pl).some((name) => name !== key && name.replace(PLURAL_SUFFIX, '') === key);
      if (!plural) return texts[key] ? [] : [key];
      return categories.filter((category) => !texts[`${key}_${category}`]).map((category) => `${key}_${category}`);
    });
    expect(missing).toEqual([]);
  });
});
