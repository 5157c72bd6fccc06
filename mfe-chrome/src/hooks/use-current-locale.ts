import { splitLocaleFromPath, type Locale, useSiteLocation } from '@ergoforma/shared-contracts';

/** The language of the page being shown, read from the path like the shell does (no lag behind navigation). */
export function useCurrentLocale(): Locale {
  return splitLocaleFromPath(useSiteLocation().pathname).locale;
}
