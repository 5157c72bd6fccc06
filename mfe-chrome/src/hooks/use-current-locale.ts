import { useLocation } from 'react-router-dom';
import { splitLocaleFromPath, type Locale } from '@ergoforma/shared-contracts';

/** The language of the page being shown, read from the path like the shell does (no lag behind navigation). */
export function useCurrentLocale(): Locale {
  return splitLocaleFromPath(useLocation().pathname).locale;
}
