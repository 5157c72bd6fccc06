// How the parts of the page get their texts: the shell provides the page's i18next instance (one per language) and
// each remote registers its own namespace on it, then reads from it. A small hook instead of react-i18next: every
// instance serves one language, so a new language is a new instance from the provider, and nothing else needs
// subscribing to.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';
import { addTranslations, type Translations } from './create-i18n';
import { rememberedT } from './remembered-t';

const SiteI18nContext = createContext<i18n | null>(null);

export function SiteI18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <SiteI18nContext.Provider value={i18n}>{children}</SiteI18nContext.Provider>;
}

/** The page's i18next instance. */
export function useSiteI18n(): i18n {
  const instance = useContext(SiteI18nContext);
  if (!instance) throw new Error('useSiteI18n must be used inside <SiteI18nProvider>');
  return instance;
}

export interface SiteTranslation {
  /** Looks keys up in the namespace (other namespaces with 'ns:key'); stable while the language stays. */
  t: TFunction;
  i18n: i18n;
}

/** The texts of a namespace already registered on the page's instance (the shell's own). */
export function useSiteTranslation(namespace: string): SiteTranslation {
  const instance = useSiteI18n();
  return useMemo(() => ({ t: rememberedT(instance, namespace), i18n: instance }), [instance, namespace]);
}

/** A remote's texts: registers its namespace on the page's instance once, then reads from it. */
export function useRemoteTranslation(namespace: string, translations: Translations): SiteTranslation {
  addTranslations(useSiteI18n(), namespace, translations);
  return useSiteTranslation(namespace);
}
