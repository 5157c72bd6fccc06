import { createContext, useContext } from 'react';
import type { i18n } from 'i18next';
import type { Locale, RemoteName, SiteServices } from '@ergoforma/shared-contracts';
import type { ModuleRegistry } from './services';

export interface ShellContextValue {
  /** The site's public origin (the page head's absolute URLs). */
  origin: string;
  registry: ModuleRegistry;
  /** The i18n instance of a language (one per request on the server, cached per language in the browser). */
  i18nFor(locale: Locale): i18n;
  /** API client and sanitiser for components, per language. */
  servicesFor(locale: Locale): SiteServices;
  /** Prefetches a page of the site (SiteNavigator.prefetch); does nothing on the server. */
  prefetch(href: string, options?: { urgent?: boolean }): void;
  /** The version of each remote the page was rendered with (its regions carry it for QA); absent: not usable. */
  remoteVersions: Partial<Record<RemoteName, string>>;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the shell app');
  return value;
}
