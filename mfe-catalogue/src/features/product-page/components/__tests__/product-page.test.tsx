import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale, Product } from '@ergoforma/shared-contracts';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { loadContext, node, product, productSummary } from '../../../../testing/catalogue-fixtures';
import { loadProductPage } from '../../api/load-product-page';
import { ProductPage } from '../product-page';

async function renderPage(overrides: Partial<Product> = {}, locale: Locale = 'pl', crumbs = node().crumbs) {
  const get = jest.fn().mockResolvedValue(product(overrides));
  const data = await loadProductPage(
    loadContext({ products: { get } }, { locale, node: node({ crumbs }), params: { category: 'krzesla-obrotowe', product: 'aruba' } }),
  );
  renderRemote(<ProductPage data={data} node={node()} params={{}} />, { locale, path: '/produkty/krzesla-obrotowe/aruba' });
  return userEvent.setup();
}

describe('ProductPage', () => {
  it('shows breadcrumbs Products › category › product', async () => {
    await renderPage();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Produkty', 'Krzesła obrotowe', 'Aruba']);
    expect(crumbs.getByRole('link', { name: 'Produkty' })).toHaveAttribute('href', '/produkty');
    expect(crumbs.getByRole('link', { name: 'Krzesła obrotowe' })).toHaveAttribute('href', '/produkty/krzesla-obrotowe');
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

  it('offers the data sheet as a real PDF download', async () => {
    await renderPage();
    const link = screen.getByRole('link', { name: 'Pobierz kartę produktu (PDF)' });
    expect(link).toHaveAttribute('href', '/api/products/7/pdf');
    expect(link).toHaveAttribute('download', 'product-card-aruba.pdf');
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
    expect(versions.getByRole('link', { name: 'Z zagłówkiem' })).toHaveAttribute('href', '/produkty/krzesla-obrotowe/aruba-h');
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

  it('ends with the realisations banner', async () => {
    await renderPage();
    const banner = within(screen.getByRole('region', { name: 'Nasze realizacje' }));
    expect(banner.getByRole('link', { name: 'Zobacz realizacje' })).toHaveAttribute('href', '/realizacje');
  });
});

describe('ProductGallery', () => {
  const mainImage = () => within(screen.getByRole('group', { name: /^Zdjęcie \d z 3/ })).getByRole('img');

  it('shows the first image with its size and labelled thumbnails', async () => {
    await renderPage();
    expect(mainImage()).toHaveAttribute('src', '/media/aruba-1.jpg');
    expect(mainImage()).toHaveAttribute('width', '1200');
    expect(mainImage()).toHaveAttribute('height', '900');
    const thumbnails = within(screen.getByRole('list', { name: 'Wybierz zdjęcie' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Zdjęcie 1 z 3: Aruba czarna',
      'Zdjęcie 2 z 3: Aruba szara',
      'Zdjęcie 3 z 3',
    ]);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
  });

  it('switches the main image from a thumbnail', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Zdjęcie 2 z 3: Aruba szara' }));
    expect(mainImage()).toHaveAttribute('src', '/media/aruba-2.jpg');
    expect(screen.getByRole('button', { name: 'Zdjęcie 2 z 3: Aruba szara' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the left and right arrow keys when focused, wrapping around', async () => {
    const user = await renderPage();
    screen.getByRole('group', { name: /^Zdjęcie 1 z 3/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(mainImage()).toHaveAttribute('src', '/media/aruba-2.jpg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(mainImage()).toHaveAttribute('src', '/media/aruba-3.jpg');
    expect(screen.getByRole('status')).toHaveTextContent('Zdjęcie 3 z 3');
  });

  it('keeps focus on the thumbnails while moving through them with arrows', async () => {
    const user = await renderPage();
    screen.getByRole('button', { name: 'Zdjęcie 1 z 3: Aruba czarna' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Zdjęcie 2 z 3: Aruba szara' })).toHaveFocus();
    expect(mainImage()).toHaveAttribute('src', '/media/aruba-2.jpg');
  });

  it('loads the first image eagerly and the thumbnails lazily', async () => {
    await renderPage();
    expect(mainImage()).toHaveAttribute('loading', 'eager');
    const thumbnailImage = screen.getByRole('button', { name: 'Zdjęcie 2 z 3: Aruba szara' }).querySelector('img');
    expect(thumbnailImage).toHaveAttribute('loading', 'lazy');
    expect(thumbnailImage).toHaveAttribute('src', '/media/aruba-2.jpg-thumb');
  });
});
