import { useRemoteTranslation } from '@ergoforma/shared-contracts';
import { SEARCH_NAMESPACE, translations } from './translations';

/** The search remote's texts in the page's language. */
export function useSearchTranslation() {
  return useRemoteTranslation(SEARCH_NAMESPACE, translations);
}
