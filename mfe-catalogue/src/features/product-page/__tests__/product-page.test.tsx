import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FIRST_VISIT,
  VisitorProvider,
  type ApiClient,
  type Locale,
  type Product,
  type Visitor,
} from '@ergoforma/shared-contracts';
import { fakeApiClient, renderRemote } from '@ergoforma/shared-contracts/testing';
import { PRODUCT_PATH, node, productPageData, productSummary } from '../../../testing/catalogue-fixtures';
import { ProductPage } from '../components/product-page';

async function renderPage(
  overrides: Partial<Product> = {},
  locale: Locale = 'pl',
  crumbs = node().crumbs,
  api?: Partial<ApiClient>,
  visitor: Visitor = FIRST_VISIT,
) {
  const data = await productPageData(overrides, { locale, node: node({ crumbs }) });
  const page = (
    <VisitorProvider visitor={visitor}>
      <ProductPage data={data} node={node()} params={{}} />
    </VisitorProvider>
  );
  const view = renderRemote(page, {
    locale,
    path: PRODUCT_PATH,
    services: api ? { api: api as ApiClient } : undefined,
  });
  return { ...view, user: userEvent.setup() };
}

describe('ProductPage', () => {
  it('shows breadcrumbs Products › category › product', async () => {
    await renderPage();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Produkty',
      'Krzesła obrotowe',
      'Aruba',
    ]);
    expect(crumbs.getByRole('link', { name: 'Produkty' })).toHaveAttribute('href', '/produkty');
    expect(crumbs.getByRole('link', { name: 'Krzesła obrotowe' })).toHaveAttribute(
      'href',
      '/produkty/krzesla-obrotowe',
    );
    expect(crumbs.getByText('Aruba')).toHaveAttribute('aria-current', 'page');
  });

  it('uses the English product section and texts without crumbs', async () => {
    await renderPage({}, 'en', []);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/en/products');
    expect(screen.getByRole('link', { name: 'See realisations' })).toHaveAttribute('href', '/en/realizations');
  });

  it('shows the name as the page heading and the short description', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aruba');
    expect(screen.getByText('Ergonomic chair')).toBeInTheDocument();
  });

  it('marks the texts the API answered in Polish with lang="pl" on an English page, and only those', async () => {
    const { user } = await renderPage(
      {
        shortDescription: '<p>Krzesło ergonomiczne</p>',
        untranslated: ['shortDescription'],
        blocks: [
          { id: 30, type: 'product_description', name: 'Description', content: '<p>Long</p>', position: 1 },
          {
            id: 31,
            type: 'product_sizes',
            name: 'Wymiary',
            content: '<p>Tabela</p>',
            position: 2,
            untranslated: ['name', 'content'],
          },
        ],
      },
      'en',
    );
    expect(screen.getByText('Krzesło ergonomiczne', { selector: '[lang="pl"] > p' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wymiary' })).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('tab', { name: 'Description' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('lang');
    await user.click(screen.getByRole('tab', { name: 'Wymiary' }));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  });

  it("shows a 'more' link only when the product has content blocks", async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Czytaj więcej' })).toBeInTheDocument();
  });

  it('opens the configurator in a new tab, only when there is one', async () => {
    await renderPage({ configuratorUrl: 'https://configurator.example/aruba' });
    const link = screen.getByRole('link', { name: /Skonfiguruj produkt/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName('Skonfiguruj produkt (otwiera się w nowej karcie)');
  });

  it('has no configurator link without a configurator address', async () => {
    await renderPage();
    expect(screen.queryByRole('link', { name: /Skonfiguruj/ })).not.toBeInTheDocument();
  });

  it('links the related product with its relation label, next to this version', async () => {
    await renderPage({
      relationLabel: { name: 'Bez zagłówka', position: 1 },
      relatedProduct: {
        slug: 'aruba-h',
        name: 'Aruba H',
        path: '/produkty/krzesla-obrotowe/aruba-h',
        category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
        relationLabel: { name: 'Z zagłówkiem', position: 2 },
      },
    });
    const versions = within(screen.getByRole('navigation', { name: 'Wersje produktu' }));
    expect(versions.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bez zagłówka', 'Z zagłówkiem']);
    expect(versions.getByRole('link', { name: 'Z zagłówkiem' })).toHaveAttribute(
      'href',
      '/produkty/krzesla-obrotowe/aruba-h',
    );
  });

  it('shows the similar products strip with links, name and category', async () => {
    await renderPage({ similarProducts: ['text', productSummary(2, { name: 'Lambda' })] });
    const strip = within(screen.getByRole('region', { name: 'Podobne produkty' }));
    expect(strip.getByRole('link', { name: 'Lambda' })).toHaveAttribute('href', '/produkty/krzesla-obrotowe/chair-2');
    expect(strip.getByText('Krzesła obrotowe')).toBeInTheDocument();
  });

  it('has no similar products strip when showSimilarProducts is off', async () => {
    await renderPage({ showSimilarProducts: false, similarProducts: [productSummary(2)] });
    expect(screen.queryByRole('region', { name: 'Podobne produkty' })).not.toBeInTheDocument();
  });

  it('ends with the realisations banner: title, subtitle and a button to the realisations page', async () => {
    await renderPage();
    const banner = within(screen.getByRole('region', { name: 'Nasze realizacje' }));
    expect(banner.getByText(/Zobacz, jak nasze krzesła/)).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Zobacz realizacje' })).toHaveAttribute('href', '/realizacje');
  });
});

describe('Translate widget', () => {
  const related = {
    slug: 'aruba-h',
    name: 'Aruba H',
    path: '/produkty/krzesla-obrotowe/aruba-h',
    category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
    relationLabel: { name: 'Z zagłówkiem', position: 2 },
  };

  it('is not shown on a Polish page without a related product', async () => {
    await renderPage();
    expect(screen.queryByRole('link', { name: /Tłumaczu Google/ })).not.toBeInTheDocument();
  });

  it('is left out of an English product page while the English notice above says the same', async () => {
    await renderPage({ relatedProduct: related }, 'en');
    expect(screen.queryByText('Parts of this page are not yet in English.')).not.toBeInTheDocument();
  });

  it('is shown on every English product page once the English notice was closed, linking to a translation of this page in a new tab', async () => {
    await renderPage({}, 'en', undefined, undefined, { ...FIRST_VISIT, englishNoticeDismissed: true });
    const link = screen.getByRole('link', { name: 'Translate it with Google Translate (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin).toBe('https://translate.google.com');
    expect(href.searchParams.get('u')).toBe(window.location.href);
    expect(href.searchParams.get('tl')).toBe(navigator.language.split('-')[0]);
  });

  describe("with the site's English notice turned off (the English catalogue translated)", () => {
    async function renderEnglish(overrides: Partial<Product>, visitor: Visitor) {
      const data = { ...(await productPageData(overrides, { locale: 'en' })), englishNotice: false };
      renderRemote(
        <VisitorProvider visitor={visitor}>
          <ProductPage data={data} node={node()} params={{}} />
        </VisitorProvider>,
        { locale: 'en', path: PRODUCT_PATH },
      );
    }

    it('is not shown for being in English, even to a visitor who once closed the notice', async () => {
      await renderEnglish({}, { ...FIRST_VISIT, englishNoticeDismissed: true });
      expect(screen.queryByText('Parts of this page are not yet in English.')).not.toBeInTheDocument();
    });

    it('is shown for a related product, no notice standing in for it', async () => {
      await renderEnglish({ relatedProduct: related }, FIRST_VISIT);
      expect(screen.getByText('Parts of this page are not yet in English.')).toBeInTheDocument();
    });
  });

  it('is shown on a Polish page when a related product exists', async () => {
    await renderPage({ relatedProduct: related });
    expect(screen.getByRole('link', { name: /Przetłumacz ją w Tłumaczu Google/ })).toBeInTheDocument();
  });
});

describe('Data-sheet download', () => {
  let saved: Array<{ name: string; href: string }>;
  let createObjectURL: jest.Mock;

  beforeEach(() => {
    saved = [];
    createObjectURL = jest.fn(() => 'blob:data-sheet');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });

  afterEach(() => jest.restoreAllMocks());

  function fakeApi(pdf: jest.Mock) {
    return fakeApiClient({ products: { pdf } });
  }

  const dataSheetLinks = () => screen.getAllByRole('link', { name: /Pobierz kartę produktu/ });

  it('is a real link to the PDF, so it works without JavaScript', async () => {
    await renderPage();
    // The PDF card sits in the basic info and, for narrow screens, under the gallery (CSS shows one).
    for (const link of dataSheetLinks()) {
      expect(link).toHaveAttribute('href', '/api/products/7/pdf');
      expect(link).toHaveAttribute('download', 'product-card-Aruba.pdf');
    }
    expect(
      within(screen.getByRole('region', { name: 'Galeria zdjęć produktu' })).getByRole('link', {
        name: /Pobierz kartę produktu/,
      }),
    ).toBeInTheDocument();
  });

  it("fetches the PDF through the API and saves it as 'product-card-{name}.pdf', with a loader meanwhile", async () => {
    let finish!: (blob: Blob) => void;
    const pdf = jest.fn(() => new Promise<Blob>((resolve) => (finish = resolve)));
    const { user } = await renderPage({ name: 'Aruba Pro' }, 'pl', node().crumbs, fakeApi(pdf));
    const [link] = dataSheetLinks();

    await user.click(link);
    expect(pdf).toHaveBeenCalledWith(7);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Pobieranie karty produktu…')).toBe(
      true,
    );

    // A second click while the download runs starts nothing.
    await user.click(link);
    expect(pdf).toHaveBeenCalledTimes(1);

    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await act(async () => finish(file));
    // Saved once the minimum fetch delay has passed, the loader showing until then.
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(file));
    expect(saved).toEqual([{ name: 'product-card-Aruba Pro.pdf', href: 'blob:data-sheet' }]);
    expect(link).not.toHaveAttribute('aria-busy');
  });

  it('only logs a failed download, and the card works again afterwards', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pdf = jest.fn().mockRejectedValue(new Error('404'));
    const { user } = await renderPage({}, 'pl', node().crumbs, fakeApi(pdf));
    const [link] = dataSheetLinks();
    await user.click(link);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringContaining('data sheet of product 7'), expect.any(Error)),
    );
    expect(saved).toEqual([]);
    expect(link).not.toHaveAttribute('aria-busy');
    await user.click(link);
    expect(pdf).toHaveBeenCalledTimes(2);
  });

  it('keeps the visitor on the page (no navigation to the PDF address)', async () => {
    const pdf = jest.fn().mockResolvedValue(new Blob(['%PDF']));
    await renderPage({}, 'pl', node().crumbs, fakeApi(pdf));
    const [link] = dataSheetLinks();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      fireEvent(link, click);
    });
    expect(click.defaultPrevented).toBe(true);
  });
});

describe('Similar products strip', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows arrows for pointer users only once the strip is wider than its box', async () => {
    const widths = (scroll: number, client: number) => {
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('strip') ? scroll : 0;
      });
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('strip') ? client : 0;
      });
    };
    const similar = [2, 3, 4, 5, 6].map((id) => productSummary(id));
    widths(1200, 800);
    const { unmount } = await renderPage({ similarProducts: similar });
    const strip = screen.getByRole('region', { name: 'Podobne produkty' });
    // eslint-disable-next-line testing-library/no-node-access -- the scroll arrows are aria-hidden, so role queries do not count them
    const arrows = strip.querySelectorAll('button');
    expect(arrows).toHaveLength(2);
    expect(arrows[0]).toBeDisabled();
    expect(arrows[1]).toBeEnabled();
    // eslint-disable-next-line testing-library/no-node-access -- the scroll arrows are aria-hidden, so role queries do not count them
    expect(arrows[0].closest('[aria-hidden="true"]')).not.toBeNull();
    unmount();

    widths(800, 800);
    await renderPage({ similarProducts: similar });
    // eslint-disable-next-line testing-library/no-node-access -- the scroll arrows are aria-hidden, so role queries do not count them
    expect(screen.getByRole('region', { name: 'Podobne produkty' }).querySelectorAll('button')).toHaveLength(0);
  });
});
