import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n, createSiteStores, SiteStoresProvider } from '@ergoforma/shared-contracts';
import { loadContext, product } from '../../../../testing/catalogue-fixtures';
import { loadProductPage } from '../../api/load-product-page';
import { ProductPage } from '../product-page';

const PATH = '/produkty/krzesla-obrotowe/aruba';

function Providers({ url, children }: { url: string; children: ReactNode }) {
  return (
    <SiteStoresProvider stores={createSiteStores()}>
      <I18nextProvider i18n={createI18n('pl')}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </I18nextProvider>
    </SiteStoresProvider>
  );
}

describe('ProductPage hydration', () => {
  it('hydrates the server HTML without a mismatch, then applies the fragment the server never saw', async () => {
    const get = jest.fn().mockResolvedValue(product());
    const data = await loadProductPage(loadContext({ products: { get } }, { params: { category: 'krzesla-obrotowe', product: 'aruba' } }));
    const page = <ProductPage data={data} node={loadContext({}).node} params={{}} />;

    const container = document.createElement('div');
    // The server gets no fragment.
    container.innerHTML = renderToString(<Providers url={PATH}>{page}</Providers>);
    document.body.appendChild(container);

    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Providers url={`${PATH}#product_sizes`}>{page}</Providers>, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Wymiary');
  });
});
