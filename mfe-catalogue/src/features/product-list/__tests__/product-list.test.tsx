import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@ergoforma/shared-contracts';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { TAGS, node, productSummary } from '../../../testing/catalogue-fixtures';
import { LocationProbe } from '../../../testing/location-probe';
import type { ProductListData } from '../api/load-product-list';
import { ProductList } from '../components/product-list';

function listData(overrides: Partial<ProductListData> = {}): ProductListData {
  return {
    title: 'Produkty',
    headTitle: 'Produkty',
    category: null,
    categories: [
      { id: 1, name: 'Krzesła obrotowe', path: '/produkty/krzesla-obrotowe' },
      { id: 2, name: 'Fotele', path: '/produkty/fotele' },
    ],
    topCategoryId: null,
    subcategories: [],
    sectionPath: '/produkty',
    basePath: '/produkty',
    products: [productSummary(1, { name: 'Aruba' }), productSummary(2, { name: 'Lambda' })],
    totalItems: 2,
    page: 1,
    itemsPerPage: 24,
    tags: TAGS,
    selectedTagIds: [],
    productQuery: { itemsPerPage: 24, order: { name: 'asc' } },
    ...overrides,
  };
}

function renderList(overrides: Partial<ProductListData> = {}, locale: Locale = 'pl', path = '/produkty') {
  renderRemote(
    <>
      <ProductList data={listData(overrides)} node={node({ action: 'list' })} params={{}} />
      <LocationProbe />
    </>,
    { locale, path },
  );
  return userEvent.setup();
}

const pagination = () => within(screen.getByRole('navigation', { name: 'Strony listy produktów' }));

describe('ProductList', () => {
  it('shows the heading, the category navigation and a card per product', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Produkty');
    const nav = within(screen.getByRole('navigation', { name: 'Kategorie produktów' }));
    expect(nav.getByRole('link', { name: 'Wszystkie produkty' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Fotele' })).toHaveAttribute('href', '/produkty/fotele');
    expect(screen.getByRole('link', { name: 'Aruba' })).toHaveAttribute('href', '/produkty/krzesla-obrotowe/chair-1');
    const image = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Aruba'))
      // eslint-disable-next-line testing-library/no-node-access -- checks the <img> element's own attributes (src, size, loading), decorative images included
      ?.querySelector('img');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '900');
    expect(screen.getByRole('status')).toHaveTextContent('2 produkty');
  });

  it("says 'no products' when the whole list is empty", () => {
    renderList({ products: [], totalItems: 0 });
    expect(screen.getByText('Brak produktów')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Strony listy produktów' })).not.toBeInTheDocument();
  });

  it("says 'no products in category' for an empty category, in every language", () => {
    const empty = {
      products: [],
      totalItems: 0,
      title: 'Fotele',
      category: { id: 2, name: 'Fotele', description: null },
    };
    renderList(empty);
    expect(screen.getByText('Brak produktów w tej kategorii')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fotele' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['en', 'No products in this category'],
    ['fr', 'Aucun produit dans cette catégorie'],
  ] as const)('translates the empty category state (%s)', (locale, text) => {
    renderList({ products: [], totalItems: 0, category: { id: 2, name: 'Fotele', description: null } }, locale);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("says the extended list's 'no products' and offers to clear the filters when the filters emptied the list", () => {
    renderList({
      products: [],
      totalItems: 0,
      selectedTagIds: [3],
      category: { id: 2, name: 'Fotele', description: null },
      basePath: '/produkty/fotele',
    });
    expect(screen.getByText('Brak produktów')).toBeInTheDocument();
    expect(screen.getByText(/Żaden produkt nie ma wszystkich wybranych cech/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wyczyść filtry' })).toHaveAttribute('href', '/produkty/fotele');
  });

  it.each([
    ['en', 'No products'],
    ['fr', 'Aucun produit'],
  ] as const)("translates the extended list's 'no products' (%s)", (locale, text) => {
    renderList({ products: [], totalItems: 0, selectedTagIds: [3] }, locale);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('marks the selected tags as pressed', () => {
    renderList({ selectedTagIds: [4] });
    expect(screen.getByRole('button', { name: 'Polecany' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Nowość' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('writes a toggled tag into the URL query, back on page 1', async () => {
    const user = renderList({ selectedTagIds: [3], page: 2, totalItems: 60 }, 'pl', '/produkty?page=2&tag=3');
    await user.click(screen.getByRole('button', { name: 'wycofany' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/produkty\?tag=3&tag=5$/);
    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/produkty$/);
  });
});

describe('ProductList pagination', () => {
  it('links every page from totalItems, marking the current one', () => {
    renderList({ totalItems: 100, page: 2 });
    const links = pagination().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['‹ Poprzednia', '1', '2', '3', '4', '5', 'Następna ›']);
    expect(pagination().getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    expect(pagination().getByRole('link', { name: 'Strona 1' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the selected tags in the page links, and page 1 without a page parameter', () => {
    renderList({ totalItems: 50, page: 2, selectedTagIds: [3, 5], basePath: '/produkty/fotele' });
    expect(pagination().getByRole('link', { name: 'Strona 3' })).toHaveAttribute(
      'href',
      '/produkty/fotele?page=3&tag=3&tag=5',
    );
    expect(pagination().getByRole('link', { name: 'Poprzednia strona' })).toHaveAttribute(
      'href',
      '/produkty/fotele?tag=3&tag=5',
    );
    expect(pagination().getByRole('link', { name: 'Następna strona' })).toHaveAttribute(
      'href',
      '/produkty/fotele?page=3&tag=3&tag=5',
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderList({ totalItems: 48, page: 1 });
    expect(pagination().queryByRole('link', { name: 'Poprzednia strona' })).not.toBeInTheDocument();
    expect(pagination().getByRole('link', { name: 'Następna strona' })).toBeInTheDocument();
  });

  it('has no pagination when everything fits on one page', () => {
    renderList({ totalItems: 24 });
    expect(screen.queryByRole('navigation', { name: 'Strony listy produktów' })).not.toBeInTheDocument();
  });
});
