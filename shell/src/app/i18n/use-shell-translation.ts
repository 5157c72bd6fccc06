import { useSiteTranslation } from '@ergoforma/shared-contracts';
import { SHELL_NAMESPACE } from './shell-translations';

/** The shell's own texts in the page's language (registered when the page's i18n instance is created). */
export function useShellTranslation() {
  return useSiteTranslation(SHELL_NAMESPACE);
}
