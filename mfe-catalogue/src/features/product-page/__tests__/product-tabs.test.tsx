import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SiteLink } from '@ergoforma/shared-contracts';
import type { Product } from '@ergoforma/shared-contracts';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { PRODUCT_PATH, node, productPageData } from '../../../testing/catalogue-fixtures';
import { LocationProbe } from '../../../testing/location-probe';
import { PageProviders } from '../../../testing/server-render';
import { ProductPage } from '../components/product-page';

const PATH = PRODUCT_PATH;

async function renderPage(path = PATH, overrides: Partial<Product> = {}) {
  const data = await productPageData(overrides);
  // The browser's address shows the page (the tabs write the default fragment only for the page on screen).
  window.history.replaceState(null, '', path);
  const view = renderRemote(
    <>
      <ProductPage data={data} node={node()} params={{}} />
      <LocationProbe />
    </>,
    { path },
  );
  return { ...view, user: userEvent.setup() };
}

const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });
const location = () => screen.getByTestId('location');

/** The fixture product with an empty technical-data block (nothing to show: a disabled tab). */
const withEmptyDataTab: Partial<Product> = {
  blocks: [
    { id: 30, type: 'product_description', name: 'Opis', content: '<p>Long description</p>', position: 1 },
    { id: 31, type: 'product_sizes', name: 'Wymiary', content: '<p>Sizes table</p>', position: 2 },
    { id: 32, type: 'product_data', name: 'Dane techniczne', content: '<p> </p>', position: 3 },
    { id: 33, type: 'product_files', name: 'Pliki', content: '', position: 4 },
  ],
};

describe('ProductTabs', () => {
  it('lists the tabs in block position order and selects the first by default', async () => {
    await renderPage();
    expect(tabNames()).toEqual(['Opis', 'Wymiary', 'Dane techniczne', 'Pliki']);
    expect(selectedTab()).toHaveTextContent('Opis');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Long description');
  });

  it('keeps every panel in the page, the inactive ones hidden', async () => {
    const { container } = await renderPage();
    // eslint-disable-next-line testing-library/no-node-access -- hidden tab panels are outside the accessibility tree; the count includes them
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(4);
    expect(container).toHaveTextContent('Sizes table');
    expect(container).toHaveTextContent('Technical data');
    expect([...panels].map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true, true]);
  });

  it('renders all panel contents in the server HTML, with the first tab active', async () => {
    const data = await productPageData();
    const html = renderToString(
      <PageProviders url={`${PATH}#product_data`}>
        <ProductPage data={data} node={node()} params={{}} />
      </PageProviders>,
    );
    for (const text of ['Long description', 'Sizes table', 'Technical data']) expect(html).toContain(text);
    // The server cannot see the fragment: the default tab is selected until hydration.
    expect(html).toMatch(/aria-selected="true"[^>]*>Opis</);
    // No scroll arrows before the list is measured in the browser.
    expect(html).not.toMatch(/scrollArrow/);
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
    // eslint-disable-next-line testing-library/no-node-access -- the element is addressed by the id the component promises (links and scrolling target it)
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
    expect(location()).toHaveTextContent(`${PATH}?utm=x#product_data`);
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
    expect(location()).toHaveTextContent('#product_description');
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

  it('lists the files of a product with files, as downloads with type and size', async () => {
    await renderPage(`${PATH}#product_files`, {
      files: [
        {
          id: 1,
          name: 'Karta produktu Aruba',
          url: '/media/files/aruba.pdf',
          size: 1_572_864,
          fileType: { id: 1, name: 'Karta produktu' },
        },
      ],
    });
    const link = within(screen.getByRole('tabpanel')).getByRole('link', { name: /Karta produktu Aruba/ });
    expect(link).toHaveAttribute('href', '/media/files/aruba.pdf');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('Karta produktu · 1,5 MB');
  });

  it('shows the fabric swatches of the pattern collections in the patterns tab', async () => {
    await renderPage(`${PATH}#product_patterns`, {
      blocks: [{ id: 40, type: 'product_patterns', name: 'Tkaniny', content: '', position: 1 }],
      patternCollections: [
        {
          id: 2,
          name: 'Mesh Air',
          description: 'Siatka',
          patterns: [{ id: 7, name: 'Czarny', code: 'MA01', color: '#1f2326', imageUrl: null }],
        },
      ],
    });
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('heading', { name: 'Mesh Air' })).toBeInTheDocument();
    expect(panel.getByText('Czarny')).toBeInTheDocument();
    expect(panel.getByText('kod MA01')).toBeInTheDocument();
  });

  it("the 'more' link opens the description tab", async () => {
    const { user } = await renderPage(`${PATH}#product_sizes`);
    const more = screen.getByRole('link', { name: 'Czytaj więcej' });
    // Without JavaScript it still leads to the tabs.
    expect(more).toHaveAttribute('href', '#product-tabs');
    // eslint-disable-next-line testing-library/no-node-access -- the element is addressed by the id the component promises (links and scrolling target it)
    expect(document.getElementById('product-tabs')).toContainElement(screen.getByRole('tablist'));
    await user.click(more);
    expect(selectedTab()).toHaveTextContent('Opis');
    expect(location()).toHaveTextContent('#product_description');
  });

  it('follows a fragment change made elsewhere after the page is shown', async () => {
    const data = await productPageData();
    renderRemote(
      <>
        <ProductPage data={data} node={node()} params={{}} />
        <SiteLink to={`${PATH}#product_data`}>technical data</SiteLink>
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

describe('ProductTabs selection rules', () => {
  it('does nothing when a disabled tab is selected', async () => {
    const { user } = await renderPage(`${PATH}?utm=x`, withEmptyDataTab);
    const disabled = screen.getByRole('tab', { name: 'Dane techniczne' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await user.click(disabled);
    expect(selectedTab()).toHaveTextContent('Opis');
    expect(location()).toHaveTextContent(new RegExp(`^${PATH}\\?utm=x#product_description$`));
    // It has no panel.
    // eslint-disable-next-line testing-library/no-node-access -- hidden tab panels are outside the accessibility tree; the count includes them
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
  });

  it('skips a disabled tab with the arrow keys and ignores a fragment naming it', async () => {
    const { user } = await renderPage(`${PATH}#product_data`, withEmptyDataTab);
    expect(selectedTab()).toHaveTextContent('Opis');
    await user.click(screen.getByRole('tab', { name: 'Wymiary' }));
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Pliki');
  });

  it('only signals a click when the active tab is selected again (the URL stays as it is)', async () => {
    const { user } = await renderPage(`${PATH}?utm=x`);
    await user.click(screen.getByRole('tab', { name: 'Opis' }));
    expect(selectedTab()).toHaveTextContent('Opis');
    expect(location()).toHaveTextContent(new RegExp(`^${PATH}\\?utm=x#product_description$`));
  });

  it('gives an address without a fragment the default tab’s, keeping the query', async () => {
    await renderPage(`${PATH}?utm=x`);
    expect(selectedTab()).toHaveTextContent('Opis');
    expect(location()).toHaveTextContent(new RegExp(`^${PATH}\\?utm=x#product_description$`));
  });

  it('writes no fragment once the browser has moved on to another page (back pressed while it started)', async () => {
    window.history.replaceState(null, '', '/produkty');
    const data = await productPageData();
    renderRemote(
      <>
        <ProductPage data={data} node={node()} params={{}} />
        <LocationProbe />
      </>,
      { path: PATH },
    );
    expect(location()).toHaveTextContent(new RegExp(`^${PATH}$`));
  });

  it('leaves a fragment that names a tab as it is', async () => {
    await renderPage(`${PATH}#product_sizes`);
    expect(selectedTab()).toHaveTextContent('Wymiary');
    expect(location()).toHaveTextContent(new RegExp(`^${PATH}#product_sizes$`));
  });
});

describe('ProductTabs on narrow screens (≤640 px)', () => {
  const matchMedia = window.matchMedia;

  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 640px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });

  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('toggles the collapsed list with the active title; choosing a tab closes it', async () => {
    const { user } = await renderPage();
    const tablist = screen.getByRole('tablist');
    expect(selectedTab()).toHaveAttribute('aria-expanded', 'false');
    expect(tablist).not.toHaveClass('open');

    await user.click(selectedTab());
    expect(selectedTab()).toHaveAttribute('aria-expanded', 'true');
    expect(tablist).toHaveClass('open');

    await user.click(screen.getByRole('tab', { name: 'Wymiary' }));
    expect(selectedTab()).toHaveTextContent('Wymiary');
    expect(selectedTab()).toHaveAttribute('aria-expanded', 'false');
    expect(tablist).not.toHaveClass('open');
    // Only the active title carries the state.
    expect(screen.getByRole('tab', { name: 'Opis' })).not.toHaveAttribute('aria-expanded');
  });
});

describe('ProductTabs scroll arrows', () => {
  function fakeScrollerWidths(scrollWidth: number, clientWidth: number) {
    const width = (value: number) =>
      function (this: HTMLElement) {
        return this.classList.contains('scroller') ? value : 0;
      };
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(width(scrollWidth));
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(width(clientWidth));
  }

  afterEach(() => jest.restoreAllMocks());

  // eslint-disable-next-line testing-library/no-node-access -- the scroll arrows are aria-hidden, so role queries do not count them
  const arrows = () => document.querySelectorAll<HTMLButtonElement>('button.scrollArrow');

  it('appear when the tab list is wider than its container by more than 30 px', async () => {
    fakeScrollerWidths(531, 500);
    const scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    const { user } = await renderPage();
    const [left, right] = arrows();
    // Pointer help only: hidden from assistive technology and out of the tab order.
    expect(right).toHaveAttribute('aria-hidden', 'true');
    expect(right).toHaveAttribute('tabindex', '-1');
    expect(left).toBeDisabled();
    expect(right).toBeEnabled();
    await user.click(right);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 400 }));
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
  });

  it('do not appear for an overflow of 30 px or less', async () => {
    fakeScrollerWidths(530, 500);
    await renderPage();
    expect(arrows()).toHaveLength(0);
  });
});
