import { useRemoteTranslation } from '@ergoforma/shared-contracts';
import { CAREERS_NAMESPACE, translations } from './translations';

/** The careers remote's texts in the page's language. */
export function useCareersTranslation() {
  return useRemoteTranslation(CAREERS_NAMESPACE, translations);
}
