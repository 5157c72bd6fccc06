// i18n set-up shared by every part: one i18next instance per page view (per request on the server). A missing
// translation logs a warning and falls back to the default language (pl) (docs/behaviour.md#missing-translations).
import i18next, { type i18n, type PostProcessorModule, type Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locale/locales';

/** A namespace's texts per locale. Polish is complete; other languages may miss keys. */
export type Translations = { pl: Record<string, string> } & Partial<
  Record<Exclude<Locale, 'pl'>, Record<string, string>>
>;

const warned = new Set<string>();

/** What i18next resolved for a lookup (passed to post-processors with postProcessPassResolved). */
interface ResolvedLookup {
  usedLng?: string;
  usedNS?: string;
  usedKey?: string;
}

/**
 * Runs after every lookup: warns once per key when the requested language lacks it (the value came from pl).
 * It relies on what i18next actually resolved, so 'ns:key' keys, plural and context forms, nested keys and
 * fallback key lists are judged by the entry that was used, not by the raw key that was asked for.
 */
const fallbackWarning: PostProcessorModule = {
  type: 'postProcessor',
  name: 'fallbackWarning',
  process(value, key, options, translator) {
    const opts = options as { lng?: string; ns?: string | readonly string[]; i18nResolved?: ResolvedLookup };
    const language = opts.lng ?? (translator as { language?: string }).language;
    const resolved = opts.i18nResolved;
    if (!language || language === DEFAULT_LOCALE || !resolved || resolved.usedLng === language) return value;
    const ns = resolved.usedNS ?? (typeof opts.ns === 'string' ? opts.ns : 'translation');
    const keyName = resolved.usedKey ?? (Array.isArray(key) ? key[0] : key);
    const id = `${language}:${ns}:${keyName}`;
    if (!warned.has(id)) {
      warned.add(id);
      console.warn(`Missing translation ${id}, showing the ${DEFAULT_LOCALE} text`);
    }
    return value;
  },
};

export function createI18n(locale: Locale, namespaces: Record<string, Translations> = {}): i18n {
  const instance = i18next.createInstance();
  instance.use(fallbackWarning);
  const resources: Resource = {};
  for (const lng of LOCALES) resources[lng] = {};
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    postProcess: ['fallbackWarning'],
    postProcessPassResolved: true, // fallbackWarning reads the language the text came from
  });
  for (const [ns, translations] of Object.entries(namespaces)) addTranslations(instance, ns, translations);
  return instance;
}

/** Registers a remote's namespace once (remotes call this when their module loads). */
export function addTranslations(instance: i18n, ns: string, translations: Translations): void {
  for (const [lng, texts] of Object.entries(translations)) {
    if (texts && !instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, texts);
  }
}
