import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PRODUCT_PATH, node, productPageData, productSummary } from '../../../testing/catalogue-fixtures';
import { fakeSwipers } from '@ergoforma/shared-contracts/testing';
import { PageProviders } from '../../../testing/server-render';
import { ProductPage } from '../components/product-page';

describe('ProductPage server render and hydration', () => {
  it('is complete in the server HTML: name, description, first image, every tab, similar products', async () => {
    fakeSwipers.length = 0;
    const data = await productPageData({ similarProducts: [productSummary(2, { name: 'Lambda' })] });
    const html = renderToString(
      <PageProviders url={PRODUCT_PATH}>
        <ProductPage data={data} node={node()} params={{}} />
      </PageProviders>,
    );
    expect(html).toMatch(/<h1[^>]*>Aruba<\/h1>/);
    expect(html).toContain('Ergonomic chair');
    expect(html).toMatch(/<img[^>]*src="\/media\/aruba-1.jpg"[^>]*>/);
    expect(html).toMatch(
      /<img[^>]*width="1200"[^>]*height="900"[^>]*src="\/media\/aruba-1.jpg"|src="\/media\/aruba-1.jpg"[^>]*width="1200"[^>]*height="900"/,
    );
    for (const text of ['Long description', 'Sizes table', 'Technical data', 'Lambda']) expect(html).toContain(text);
    // The gallery's markup is drawn without Swiper: the server render creates no Swiper object.
    expect(html).toMatch(/class="swiper [^"]*"><div class="swiper-wrapper">/);
    expect(fakeSwipers).toHaveLength(0);
  });

  it('hydrates the server HTML without a mismatch, then applies the fragment the server never saw', async () => {
    const data = await productPageData();
    const page = <ProductPage data={data} node={node()} params={{}} />;

    const container = document.createElement('div');
    // The server gets no fragment.
    container.innerHTML = renderToString(<PageProviders url={PRODUCT_PATH}>{page}</PageProviders>);
    document.body.appendChild(container);

    const recoverable = jest.fn();
    // React reports attribute mismatches through console.error.
    const error = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <PageProviders url={`${PRODUCT_PATH}#product_sizes`}>{page}</PageProviders>, {
        onRecoverableError: recoverable,
      });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Wymiary');
  });
});
