import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Product } from '@ergoforma/shared-contracts';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { loadContext, product } from '../../../../testing/catalogue-fixtures';
import { LocationProbe } from '../../../../testing/location-probe';
import { loadProductPage } from '../../api/load-product-page';
import { ProductPage } from '../product-page';

const PATH = '/produkty/krzesla-obrotowe/aruba';

async function pageData(overrides: Partial<Product> = {}) {
  const get = jest.fn().mockResolvedValue(product(overrides));
  return loadProductPage(loadContext({ products: { get } }, { params: { category: 'krzesla-obrotowe', product: 'aruba' } }));
}

async function renderPage(path = PATH, overrides: Partial<Product> = {}) {
  const data = await pageData(overrides);
  const result = renderRemote(
    <>
      <ProductPage data={data} node={loadContext({}).node} params={{}} />
      <LocationProbe />
    </>,
    { path },
  );
  return { ...result, user: userEvent.setup() };
}

const tabNames = () => within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('ProductTabs', () => {
  it('lists the tabs in block position order and selects the first by default', async () => {
    await renderPage();
    expect(tabNames()).toEqual(['Opis', 'Wymiary', 'Dane techniczne', 'Pliki']);
    expect(selectedTab()).toHaveTextContent('Opis');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Long description');
  });

  it('keeps every panel in the page, the inactive ones hidden', async () => {
    const { container } = await renderPage();
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(4);
    expect(container).toHaveTextContent('Sizes table');
    expect(container).toHaveTextContent('Technical data');
    expect([...panels].map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true, true]);
  });

  it('renders all panel contents in the server HTML, with the first tab active', async () => {
    const data = await pageData();
    const html = renderToString(
      <I18nextProvider i18n={createI18n('pl')}>
        <MemoryRouter initialEntries={[`${PATH}#product_data`]}>
          <ProductPage data={data} node={loadContext({}).node} params={{}} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    for (const text of ['Long description', 'Sizes table', 'Technical data']) expect(html).toContain(text);
    // The server cannot see the fragment: the default tab is selected until hydration.
    expect(html).toMatch(/aria-selected="true"[^>]*>Opis</);
  });

  it('opens the tab named by the URL fragment', async () => {
    await renderPage(`${PATH}#product_sizes`);
    expect(selectedTab()).toHaveTextContent('Wymiary');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sizes table');
  });

  it('scrolls to the tabs on arrival with a fragment, but not when the visitor switches tabs', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = await renderPage(`${PATH}#product_sizes`);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('product-tabs'));
    await user.click(screen.getByRole('tab', { name: 'Dane techniczne' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('ignores a fragment that names no tab', async () => {
    await renderPage(`${PATH}#reviews`);
    expect(selectedTab()).toHaveTextContent('Opis');
  });

  it('writes the selected tab to the URL fragment, keeping path and query', async () => {
    const { user } = await renderPage(`${PATH}?utm=x`);
    await user.click(screen.getByRole('tab', { name: 'Dane techniczne' }));
    expect(selectedTab()).toHaveTextContent('Dane techniczne');
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?utm=x#product_data`);
  });

  it('moves focus and selection with the arrow keys, Home and End', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Opis' }));

    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Wymiary');
    expect(selectedTab()).toHaveFocus();

    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Pliki');
    expect(selectedTab()).toHaveFocus();

    await user.keyboard('{ArrowRight}'); // wraps to the first
    expect(selectedTab()).toHaveTextContent('Opis');

    await user.keyboard('{ArrowLeft}'); // wraps to the last
    expect(selectedTab()).toHaveTextContent('Pliki');

    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Opis');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('#product_description');
  });

  it('keeps only the selected tab in the tab order', async () => {
    await renderPage(`${PATH}#product_data`);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '0', '-1']);
  });

  it("shows 'no files' in a files tab of a product without files", async () => {
    await renderPage(`${PATH}#product_files`);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Brak plików do pobrania');
  });

  it("the 'more' link opens the description tab", async () => {
    const { user } = await renderPage(`${PATH}#product_sizes`);
    const more = screen.getByRole('link', { name: 'Czytaj więcej' });
    // Without JavaScript it still leads to the tabs.
    expect(more).toHaveAttribute('href', '#product-tabs');
    expect(document.getElementById('product-tabs')).toContainElement(screen.getByRole('tablist'));
    await user.click(more);
    expect(selectedTab()).toHaveTextContent('Opis');
    expect(screen.getByTestId('location')).toHaveTextContent('#product_description');
  });

  it('follows a fragment change made elsewhere after the page is shown', async () => {
    const data = await pageData();
    renderRemote(
      <>
        <ProductPage data={data} node={loadContext({}).node} params={{}} />
        <Link to={`${PATH}#product_data`}>technical data</Link>
      </>,
      { path: PATH },
    );
    expect(selectedTab()).toHaveTextContent('Opis');
    await userEvent.setup().click(screen.getByRole('link', { name: 'technical data' }));
    expect(selectedTab()).toHaveTextContent('Dane techniczne');
  });

  it('renders no tabs for a product without blocks, and no more link', async () => {
    await renderPage(PATH, { blocks: [] });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Czytaj więcej' })).not.toBeInTheDocument();
  });
});
