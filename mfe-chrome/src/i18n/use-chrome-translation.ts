import { useRemoteTranslation } from '@ergoforma/shared-contracts';
import { CHROME_NAMESPACE, translations } from './translations';

/** The chrome remote's texts in the page's language. */
export function useChromeTranslation() {
  return useRemoteTranslation(CHROME_NAMESPACE, translations);
}
