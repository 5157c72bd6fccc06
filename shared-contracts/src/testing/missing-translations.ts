// Test helper: which texts a language lacks, counting the plural forms that language needs.
import type { Translations } from '../i18n/create-i18n';
import type { Locale } from '../locale/locales';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function missingTranslations(translations: Translations, locale: Locale): string[] {
  const polish = Object.keys(translations.pl);
  const texts = translations[locale] ?? {};
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const baseKeys = [...new Set(polish.map((key) => key.replace(PLURAL_SUFFIX, '')))];
  return baseKeys.flatMap((key) => {
    const plural = polish.some((name) => name !== key && name.replace(PLURAL_SUFFIX, '') === key);
    if (!plural) return texts[key] ? [] : [key];
    return categories.filter((category) => !texts[`${key}_${category}`]).map((category) => `${key}_${category}`);
  });
}
