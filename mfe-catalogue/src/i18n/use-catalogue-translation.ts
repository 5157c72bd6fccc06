import { useRemoteTranslation, type Locale } from '@ergoforma/shared-contracts';
import { CATALOGUE_NAMESPACE, translations, type CatalogueTextKey } from './translations';

export function useCatalogueTranslation() {
  return useRemoteTranslation(CATALOGUE_NAMESPACE, translations);
}

/** A text outside React (loaders, head): the locale's text, else Polish; {{name}} placeholders filled. */
export function catalogueText(
  locale: Locale,
  key: CatalogueTextKey,
  values: Record<string, string | number> = {},
): string {
  const text = translations[locale]?.[key] ?? translations.pl[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
