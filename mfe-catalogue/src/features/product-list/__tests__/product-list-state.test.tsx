// The product list and the shared filter state (docs/behaviour.md#product-filter-state), 'load more' and the scroll
// offset on return.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSiteStores, type ProductFilterValues, SiteLink, useSiteLocation } from '@ergoforma/shared-contracts';
import { fakeApiClient, renderRemote } from '@ergoforma/shared-contracts/testing';
import { TAGS, collection, node, productSummary } from '../../../testing/catalogue-fixtures';
import { LocationProbe } from '../../../testing/location-probe';
import type { ProductListData } from '../api/load-product-list';
import { parseListQuery } from '../utils/list-query';
import { ProductList } from '../components/product-list';

const FOTELE = { id: 2, name: 'Fotele', description: null };
const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => productSummary(from + i, { name: `Chair ${from + i}` }));

/** What the loader would return for a list URL (the test's stand-in for load()). */
function listDataFor(basePath: string, search: string, overrides: Partial<ProductListData> = {}): ProductListData {
  const query = parseListQuery(new URLSearchParams(search));
  const category = basePath === '/produkty/fotele' ? FOTELE : null;
  return {
    title: category?.name ?? 'Produkty',
    headTitle: 'Produkty',
    category,
    categories: [{ id: 2, name: 'Fotele', path: '/produkty/fotele' }],
    topCategoryId: category?.id ?? null,
    subcategories: [],
    sectionPath: '/produkty',
    basePath,
    products: products((query.page - 1) * 24 + 1, 24),
    totalItems: 60,
    page: query.page,
    itemsPerPage: 24,
    tags: TAGS,
    selectedTagIds: query.tagIds,
    productQuery: { itemsPerPage: 24, order: { name: 'asc' }, ...(category ? { 'category.id': category.id } : {}) },
    ...overrides,
  };
}

/** Lists at /produkty and /produkty/fotele, any other path is 'a product page' with links back. */
function Site({ overrides = {} }: { overrides?: Partial<ProductListData> }) {
  const location = useSiteLocation();
  if (location.pathname === '/produkty' || location.pathname === '/produkty/fotele') {
    const data = listDataFor(location.pathname, location.search, overrides);
    return <ProductList data={data} node={node({ action: 'list' })} params={{}} />;
  }
  return (
    <p>
      Product page <SiteLink to="/produkty">Produkty</SiteLink> <SiteLink to="/produkty/fotele">Fotele</SiteLink>
    </p>
  );
}

function renderSite(
  path: string,
  options: { filter?: Partial<ProductFilterValues>; list?: jest.Mock; overrides?: Partial<ProductListData> } = {},
) {
  const stores = createSiteStores({ site: { locale: 'pl' }, productFilter: options.filter });
  const api = fakeApiClient({ products: { list: options.list ?? jest.fn() } });
  renderRemote(
    <>
      <Site overrides={options.overrides} />
      <LocationProbe />
    </>,
    { path, stores, services: { api } },
  );
  return { filter: () => stores.productFilter.getState(), stores, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location');
const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ProductList and the shared filter state', () => {
  it('mirrors the list in the URL into the store: group, tags, page and page search', () => {
    const { filter } = renderSite('/produkty/fotele?page=2&tag=3&tag=5');
    expect(filter()).toMatchObject({ group: 2, page: 2, pageSearch: '?page=2&tag=3&tag=5', loadMore: false });
    expect(filter().tags.map((tag) => tag.id)).toEqual([3, 5]);
  });

  it('puts a tag the visitor toggles into the store and the URL, back on page 1', async () => {
    const { filter, user } = renderSite('/produkty?page=2');
    await user.click(screen.getByRole('button', { name: 'Nowość' }));
    expect(location()).toHaveTextContent(/^\/produkty\?tag=3$/);
    expect(filter().tags.map((tag) => tag.id)).toEqual([3]);
    expect(filter().page).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Nowość' }));
    expect(location()).toHaveTextContent(/^\/produkty$/);
    expect(filter().tags).toEqual([]);
  });

  it('follows tags another part of the page (the mega-menu) adds to or removes from the store', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { filter, user } = renderSite('/produkty?tag=3');

    // A tag the list already shows: only logged (docs/behaviour.md#product-list), the list stays.
    act(() => filter().addTag(TAGS[0]));
    expect(error).toHaveBeenCalledWith('Product filter: tag 3 is already selected');
    expect(filter().tags.map((tag) => tag.id)).toEqual([3]);
    expect(location()).toHaveTextContent(/^\/produkty\?tag=3$/);

    // A new tag from elsewhere: the list goes to the address of the whole selection.
    act(() => filter().addTag(TAGS[1]));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/produkty\?tag=3&tag=4$/));
    expect(screen.getByRole('button', { name: 'Polecany' })).toHaveAttribute('aria-pressed', 'true');

    // Removed elsewhere: the list follows; then the visitor unpresses the last one.
    act(() => filter().removeTag(3));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/produkty\?tag=4$/));
    expect(screen.getByRole('button', { name: 'Nowość' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Polecany' }));
    expect(location()).toHaveTextContent(/^\/produkty$/);
    expect(filter().tags).toEqual([]);

    // Removing a tag nobody selected only logs.
    error.mockClear();
    act(() => filter().removeTag(3));
    expect(error).toHaveBeenCalledWith('Product filter: tag 3 is not selected');
    expect(location()).toHaveTextContent(/^\/produkty$/);
    error.mockRestore();
  });

  it('keeps the group once when the list without a category clears it while the selection is marked saved', async () => {
    const { filter, user } = renderSite('/produkty', { filter: { group: 2, keepSelection: true } });
    expect(filter()).toMatchObject({ group: 2, keepSelection: false });
    // The next clearing really clears.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Strony listy produktów' })).getByRole('link', {
        name: 'Strona 2',
      }),
    );
    expect(filter()).toMatchObject({ group: null, page: 2 });
  });

  it('clears the group on the list without a category when nothing was marked saved', () => {
    const { filter } = renderSite('/produkty', { filter: { group: 2 } });
    expect(filter().group).toBeNull();
  });
});

describe('ProductList scroll offset', () => {
  const scrollTo = jest.fn();

  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 840, configurable: true });
  });

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('restores the scroll offset when the visitor comes back from a product to the same list', async () => {
    const { filter, user } = renderSite('/produkty/fotele?tag=3');
    await user.click(screen.getByRole('link', { name: 'Chair 2' }));
    expect(filter()).toMatchObject({ scrollOffset: 840, keepSelection: true });

    await user.click(screen.getByRole('link', { name: 'Fotele' }));
    // Another URL than the one left (no tag): a fresh list, no restore.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls back to where the visitor was on the list they left', async () => {
    const { filter, user } = renderSite('/produkty/fotele');
    await user.click(screen.getByRole('link', { name: 'Chair 2' }));
    expect(screen.getByText(/Product page/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Fotele' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 840));
    // Restored once: the mark is used up.
    expect(filter().keepSelection).toBe(false);
  });
});

describe("ProductList 'load more'", () => {
  it('appends the next page without changing the URL, and moves focus to the first added product', async () => {
    const list = jest.fn().mockResolvedValue(collection(products(25, 24), 60, 2));
    const { filter, user } = renderSite('/produkty/fotele?tag=3', {
      list,
      overrides: { productQuery: { itemsPerPage: 24, 'category.id': 2, 'tags.id': [3] } },
    });
    expect(screen.getByText('Wyświetlono 24 z 60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pokaż więcej produktów' }));
    expect(list).toHaveBeenCalledWith({ itemsPerPage: 24, 'category.id': 2, 'tags.id': [3], page: 2 });
    await screen.findByRole('link', { name: 'Chair 25' });
    expect(cardNames()).toHaveLength(48);
    expect(cardNames().at(24)).toBe('Chair 25');
    expect(screen.getByRole('link', { name: 'Chair 25' })).toHaveFocus();
    expect(screen.getByText('Wyświetlono 48 z 60')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/produkty\/fotele\?tag=3$/);
    expect(filter()).toMatchObject({ loadMore: true, page: 2 });
    // The page links (kept for crawlers) continue after the last page shown.
    const pages = within(screen.getByRole('navigation', { name: 'Strony listy produktów' }));
    expect(pages.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Następna strona' })).toHaveAttribute(
      'href',
      '/produkty/fotele?page=3&tag=3',
    );
  });

  it('offers no more once the last page is shown', async () => {
    const list = jest.fn().mockResolvedValue(collection(products(49, 12), 60, 3));
    const { user } = renderSite('/produkty?page=2', { list });
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej produktów' }));
    await screen.findByRole('link', { name: 'Chair 49' });
    expect(cardNames()).toHaveLength(36);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej produktów' })).not.toBeInTheDocument();
  });

  it('never shows a product twice when the pages shifted meanwhile', async () => {
    const list = jest.fn().mockResolvedValue(collection(products(24, 24), 60, 2));
    const { user } = renderSite('/produkty', { list });
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej produktów' }));
    await screen.findByRole('link', { name: 'Chair 25' });
    expect(screen.getAllByRole('link', { name: 'Chair 24' })).toHaveLength(1);
  });

  it('says so when more products could not be loaded, and lets the visitor try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const list = jest
      .fn()
      .mockRejectedValueOnce(new Error('API unreachable'))
      .mockResolvedValue(collection(products(25, 24), 60, 2));
    const { user } = renderSite('/produkty', { list });
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej produktów' }));
    expect(await screen.findByText('Nie udało się wczytać kolejnych produktów. Spróbuj ponownie.')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej produktów' }));
    await screen.findByRole('link', { name: 'Chair 25' });
    expect(cardNames()).toHaveLength(48);
    error.mockRestore();
  });

  it('loads the same pages again when the visitor comes back from a product, then restores the scroll offset', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 2400, configurable: true });
    const list = jest
      .fn()
      .mockImplementation(({ page }: { page: number }) =>
        Promise.resolve(collection(products((page - 1) * 24 + 1, 24), 60, page)),
      );
    const { user } = renderSite('/produkty', { list });
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej produktów' }));
    await user.click(await screen.findByRole('link', { name: 'Chair 30' }));
    list.mockClear();

    await user.click(screen.getByRole('link', { name: 'Produkty' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 2400));
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
    expect(await screen.findByRole('link', { name: 'Chair 30' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
