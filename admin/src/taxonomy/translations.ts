// The languages of the content, Polish first (required), and a form's texts as the API takes them: a language's
// text left empty is no translation (the site then shows the Polish one), not an empty text.
export const CONTENT_LOCALES = ['pl', 'en', 'fr'] as const;

type Texts = Record<string, unknown>;

function withoutEmpty(texts: unknown, nullable: boolean): Texts {
  if (typeof texts !== 'object' || texts === null) return {};
  return Object.fromEntries(
    Object.entries(texts as Texts)
      .filter(([, value]) => nullable || (value !== '' && value !== null && value !== undefined))
      .map(([key, value]) => [key, value === '' ? null : value]),
  );
}

/** The record's `translations` (and its patterns'), each text left empty taken out (in Polish: set to null). */
export function withoutEmptyTexts<T extends { translations?: unknown; patterns?: unknown }>(record: T): T {
  const clean = (translations: unknown) => {
    const byLocale = (translations ?? {}) as Record<string, unknown>;
    return {
      pl: withoutEmpty(byLocale.pl, true),
      en: withoutEmpty(byLocale.en, false),
      fr: withoutEmpty(byLocale.fr, false),
    };
  };
  return {
    ...record,
    translations: clean(record.translations),
    ...(Array.isArray(record.patterns)
      ? {
          patterns: (record.patterns as Array<{ translations?: unknown }>).map((pattern) => ({
            ...pattern,
            translations: clean(pattern.translations),
          })),
        }
      : {}),
  };
}
