// Test helper for remotes: renders a component with the providers the shell gives it on the page.
// Not part of the runtime barrel: import from '@ergoforma/shared-contracts/testing'.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../i18n/create-i18n';
import type { Locale } from '../locale/locales';
import { createSiteStores, SiteStoresProvider, type SiteStores } from '../stores/site-stores-context';

export interface RenderRemoteOptions {
  locale?: Locale;
  path?: string;
  stores?: SiteStores;
}

export function renderRemote(ui: ReactElement, options: RenderRemoteOptions = {}): RenderResult & { stores: SiteStores } {
  const locale = options.locale ?? 'pl';
  const stores = options.stores ?? createSiteStores({ site: { locale } });
  const result = render(
    <SiteStoresProvider stores={stores}>
      <I18nextProvider i18n={createI18n(locale)}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </I18nextProvider>
    </SiteStoresProvider>,
  );
  return { ...result, stores };
}
