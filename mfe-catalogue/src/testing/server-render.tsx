// Renders a component to HTML the way the shell's server does (stores, services, i18n, navigation), for tests of
// the server HTML and of hydration.
import { MemoryNavigation, noLoadedModule } from '@ergoforma/shared-contracts/testing';
import type { ReactNode } from 'react';
import {
  createI18n,
  createSiteStores,
  SiteI18nProvider,
  SiteServicesProvider,
  SiteStoresProvider,
  type ApiClient,
  type Locale,
  type SafeHtml,
} from '@ergoforma/shared-contracts';

export function PageProviders({
  url,
  locale = 'pl',
  api,
  children,
}: {
  url: string;
  locale?: Locale;
  api?: ApiClient;
  children: ReactNode;
}) {
  return (
    <SiteStoresProvider stores={createSiteStores({ site: { locale } })}>
      <SiteServicesProvider
        services={{ api: api ?? ({} as ApiClient), sanitizeHtml: (html) => html as SafeHtml, module: noLoadedModule }}
      >
        <SiteI18nProvider i18n={createI18n(locale)}>
          <MemoryNavigation initialPath={url}>{children}</MemoryNavigation>
        </SiteI18nProvider>
      </SiteServicesProvider>
    </SiteStoresProvider>
  );
}
