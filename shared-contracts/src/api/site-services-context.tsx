// What components may call after the page has loaded (e.g. the mega-menu's products, a data-sheet download):
// the API client of the current language, the HTML sanitiser and the block modules of other remotes. The shell provides them; loaders get the same
// through their context argument.
import { createContext, useContext, type ReactNode } from 'react';
import type { HtmlSanitizer } from '../html/safe-html';
import type { BlockModuleId, ExposedModules } from '../federation/modules';
import type { ApiClient } from './client';

export interface SiteServices {
  api: ApiClient;
  sanitizeHtml: HtmlSanitizer;
  /** A block module loaded earlier with the load context's `loadModule` (undefined if it was not, or failed). */
  module<K extends BlockModuleId>(id: K): ExposedModules[K] | undefined;
}

const SiteServicesContext = createContext<SiteServices | null>(null);

export function SiteServicesProvider({ services, children }: { services: SiteServices; children: ReactNode }) {
  return <SiteServicesContext.Provider value={services}>{children}</SiteServicesContext.Provider>;
}

export function useSiteServices(): SiteServices {
  const services = useContext(SiteServicesContext);
  if (!services) throw new Error('useSiteServices must be used inside <SiteServicesProvider>');
  return services;
}
