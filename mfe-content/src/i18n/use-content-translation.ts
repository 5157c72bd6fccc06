import { useRemoteTranslation } from '@ergoforma/shared-contracts';
import { CONTENT_NAMESPACE, translations } from './translations';

/** The content remote's texts in the page's language. */
export function useContentTranslation() {
  return useRemoteTranslation(CONTENT_NAMESPACE, translations);
}
