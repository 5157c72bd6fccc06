// How a remote gets its texts: it registers its own namespace on the page's i18n instance, then reads from it.
import { useTranslation } from 'react-i18next';
import { addTranslations, type Translations } from './create-i18n';

export function useRemoteTranslation(namespace: string, translations: Translations) {
  const { i18n } = useTranslation();
  addTranslations(i18n, namespace, translations);
  return useTranslation(namespace);
}
