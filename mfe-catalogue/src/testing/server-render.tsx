// Renders a component to HTML the way the shell's server does (stores, services, i18n, router), for tests of
// the server HTML and of hydration.
import { noLoadedModule } from '@ergoforma/shared-contracts/testing';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import {
  createI18n,
  createSiteStores,
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
        <I18nextProvider i18n={createI18n(locale)}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </I18nextProvider>
      </SiteServicesProvider>
    </SiteStoresProvider>
  );
}
