// Test helpers for remotes: render a component with the providers the shell gives it on the page, or hydrate its
// server HTML as the browser does.
// Not part of the runtime barrel: import from '@ergoforma/shared-contracts/testing'.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { noLoadedModule } from './block-modules';
import { queries, render, type RenderResult } from '@testing-library/react';
import type { ApiClient } from '../api/client';
import { SiteServicesProvider, type SiteServices } from '../api/site-services-context';
import type { SafeHtml } from '../types/entities';
import { createI18n } from '../i18n/create-i18n';
import { SiteI18nProvider } from '../i18n/use-remote-translation';
import type { Locale } from '../locale/locales';
import { createSiteStores, SiteStoresProvider, type SiteStores } from '../stores/site-stores-context';
import { MemoryNavigation } from './memory-navigation';

export interface RenderRemoteOptions {
  locale?: Locale;
  path?: string;
  stores?: SiteStores;
  /** API client and sanitiser for components; by default an API that fails the test when called. */
  services?: Partial<SiteServices>;
  /** Receives the prefetch requests of links. */
  onPrefetch?: (href: string, options?: { urgent?: boolean }) => void;
}

const unexpectedApi = new Proxy({} as ApiClient, {
  get(_, property) {
    throw new Error(`The component used the API (${String(property)}); pass options.services.api in this test`);
  },
});

/** The component inside the providers the shell gives it on the page. */
function withProviders(ui: ReactElement, options: RenderRemoteOptions): { tree: ReactElement; stores: SiteStores } {
  const locale = options.locale ?? 'pl';
  const stores = options.stores ?? createSiteStores({ site: { locale } });
  const services: SiteServices = {
    api: options.services?.api ?? unexpectedApi,
    sanitizeHtml: options.services?.sanitizeHtml ?? ((html: string) => html as SafeHtml),
    module: options.services?.module ?? noLoadedModule,
  };
  const tree = (
    <SiteStoresProvider stores={stores}>
      <SiteServicesProvider services={services}>
        <SiteI18nProvider i18n={createI18n(locale)}>
          <MemoryNavigation initialPath={options.path ?? '/'} onPrefetch={options.onPrefetch}>
            {ui}
          </MemoryNavigation>
        </SiteI18nProvider>
      </SiteServicesProvider>
    </SiteStoresProvider>
  );
  return { tree, stores };
}

export function renderRemote(
  ui: ReactElement,
  options: RenderRemoteOptions = {},
): RenderResult & { stores: SiteStores } {
  const { tree, stores } = withProviders(ui, options);
  return { ...render(tree), stores };
}

/**
 * Renders the component to server HTML, lets `beforeHydration` act on that HTML as a visitor does before the page's
 * code runs (type, tick, choose a file), then hydrates it as the browser does.
 */
export async function hydrateRemote(
  ui: ReactElement,
  {
    beforeHydration,
    ...options
  }: RenderRemoteOptions & { beforeHydration(container: HTMLElement): Promise<void> | void },
): Promise<RenderResult & { stores: SiteStores }> {
  const { tree, stores } = withProviders(ui, options);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  await beforeHydration(container);
  return { ...render(tree, { container, hydrate: true, queries }), stores };
}
