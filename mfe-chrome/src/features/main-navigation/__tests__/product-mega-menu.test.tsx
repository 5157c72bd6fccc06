import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale, MenuItem, ProductSummary } from '@ergoforma/shared-contracts';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { LocationDisplay } from '../../../testing/location-display';
import { categoryItem, mainMenu, mechanismsItem, productsItem } from '../../../testing/menu-fixtures';
import {
  CATEGORIES,
  fakeMegaMenuApi,
  productsOf,
  productSummary,
  TAGS,
  type FakeMegaMenuApi,
} from '../../../testing/product-fixtures';
import { MainNavigation } from '../../main-navigation/components/main-navigation';

const SAMPLE_PRODUCTS: ProductSummary[] = [
  productSummary('Flex', CATEGORIES.swivel),
  productSummary('Now', CATEGORIES.swivel),
  productSummary('Conference One', CATEGORIES.conference),
  productSummary('Base Alu', CATEGORIES.bases),
];

function renderMenu(options: { fake?: FakeMegaMenuApi; items?: MenuItem[]; locale?: Locale; path?: string } = {}) {
  const fake = options.fake ?? fakeMegaMenuApi({ products: SAMPLE_PRODUCTS });
  const view = renderRemote(
    <>
      <MainNavigation items={options.items ?? mainMenu().items} />
      <LocationDisplay />
    </>,
    { locale: options.locale ?? 'pl', path: options.path ?? '/', services: { api: fake.api } },
  );
  return { ...view, fake };
}

const productsButton = () => screen.getByRole('button', { name: 'Produkty' });
// eslint-disable-next-line testing-library/no-node-access -- the panel aria-controls names is closed (hidden), so no role query reaches it
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const megaMenu = () => panelOf(productsButton());
const modelsToggle = (category: string) => within(megaMenu()).getByRole('button', { name: `Modele: ${category}` });
const submenu = (category: string) => panelOf(modelsToggle(category));

/** Lets the fake API's promises settle. */
const settle = () => act(async () => {});

describe('Product mega-menu: loading the products', () => {
  it('does not load products until the panel opens, then loads them once', async () => {
    const user = userEvent.setup();
    const { fake } = renderMenu();
    expect(fake.productsList).not.toHaveBeenCalled();

    await user.click(productsButton());
    await settle();
    expect(fake.productsList).toHaveBeenCalledTimes(1);
    expect(fake.productsList).toHaveBeenCalledWith({ itemsPerPage: 400, order: { name: 'asc' } });

    await user.click(productsButton()); // close
    await user.click(productsButton()); // open again
    await settle();
    expect(fake.productsList).toHaveBeenCalledTimes(1);
  });

  it('loads when the panel opens by mouse hover', async () => {
    const user = userEvent.setup();
    const { fake } = renderMenu();
    await user.hover(productsButton());
    await settle();
    expect(fake.productsList).toHaveBeenCalledTimes(1);
  });

  it('loads when the panel opens from the keyboard', async () => {
    const user = userEvent.setup();
    const { fake } = renderMenu();
    await user.tab();
    expect(productsButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await settle();
    expect(productsButton()).toHaveAttribute('aria-expanded', 'true');
    expect(fake.productsList).toHaveBeenCalledTimes(1);
  });

  it('shows a loading state in the submenus until the products arrive', async () => {
    const user = userEvent.setup();
    let resolve: (value: unknown) => void = () => {};
    const fake = fakeMegaMenuApi();
    fake.productsList.mockReturnValue(new Promise((done) => (resolve = done)));
    renderMenu({ fake });
    await user.click(productsButton());
    await user.click(modelsToggle('Krzesła obrotowe'));
    expect(within(submenu('Krzesła obrotowe')).getByRole('status')).toHaveTextContent('Ładowanie produktów…');
    expect(submenu('Krzesła obrotowe')).toHaveAttribute('aria-busy', 'true');

    await act(async () => resolve({ member: SAMPLE_PRODUCTS, totalItems: 4, page: 1, itemsPerPage: 400 }));
    expect(within(submenu('Krzesła obrotowe')).queryByRole('status')).not.toBeInTheDocument();
    expect(within(submenu('Krzesła obrotowe')).getByRole('link', { name: 'Flex' })).toBeVisible();
  });

  it('logs a failed load and stays in the loading state', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      const failure = new Error('API down');
      renderMenu({ fake: fakeMegaMenuApi({ failWith: failure }) });
      await user.click(productsButton());
      await settle();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('Mega-menu'), failure);
      await user.click(modelsToggle('Krzesła obrotowe'));
      expect(within(submenu('Krzesła obrotowe')).getByRole('status')).toHaveTextContent('Ładowanie produktów…');
      expect(within(megaMenu()).queryByRole('link', { name: /Nowości/ })).not.toBeInTheDocument();
    } finally {
      error.mockRestore();
    }
  });
});

describe('Product mega-menu: columns', () => {
  it('shows the category columns with their subcategories', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(productsButton());
    const panel = megaMenu();
    expect(within(panel).getByRole('link', { name: 'Krzesła obrotowe' })).toHaveAttribute(
      'href',
      '/produkty/krzesla-obrotowe',
    );
    expect(within(panel).getByRole('link', { name: 'Krzesła menedżerskie' })).toHaveAttribute(
      'href',
      '/produkty/krzesla-menedzerskie',
    );
    expect(within(panel).getByRole('link', { name: 'Fotele gabinetowe' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Bazy' })).toHaveAttribute('href', '/bazy');
  });

  it('shows an image and the promo instead of subcategories in the mechanisms column', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(productsButton());
    // eslint-disable-next-line testing-library/no-node-access -- the column is identified by the API's cssClass, not by an accessible name
    const column = megaMenu().querySelector<HTMLElement>('[data-css-class="mechanisms"]')!;
    // eslint-disable-next-line testing-library/no-node-access -- checks the <img> element's own attributes (src, size, loading), decorative images included
    expect(column.querySelector('img')).toHaveAttribute('src', '/media/menu/mechanisms.svg');
    // eslint-disable-next-line testing-library/no-node-access -- checks the <img> element's own attributes (src, size, loading), decorative images included
    expect(column.querySelector('img')).toHaveAttribute('width');
    // eslint-disable-next-line testing-library/no-node-access -- checks the <img> element's own attributes (src, size, loading), decorative images included
    expect(column.querySelector('img')).toHaveAttribute('height');
    expect(column).toHaveTextContent('Jak działają mechanizmy naszych krzeseł.');
    expect(within(column).queryByRole('button')).not.toBeInTheDocument();
    expect(within(column).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('links the mechanisms promo when its item has a target, and draws an illustration when it has no image', async () => {
    const user = userEvent.setup();
    const promo = mechanismsItem({ type: 'Page', sitemapNode: { slug: '/mechanizmy' }, imageSrc: null });
    const products = productsItem('pl', [categoryItem('Krzesła obrotowe', '/produkty/krzesla-obrotowe', [], 1), promo]);
    renderMenu({ items: [products] });
    await user.click(productsButton());
    const link = within(megaMenu()).getByRole('link', { name: /Mechanizmy/ });
    expect(link).toHaveAttribute('href', '/mechanizmy');
    // eslint-disable-next-line testing-library/no-node-access -- asserts there is no <img> at all, decorative ones included (those have no img role)
    expect(link.querySelector('img')).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access -- a decorative inline SVG has no role
    expect(link.querySelector('svg')).toBeInTheDocument();
  });

  it('links to all products in the panel footer', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(productsButton());
    expect(within(megaMenu()).getByRole('link', { name: 'Wszystkie produkty' })).toHaveAttribute('href', '/produkty');
  });
});

describe('Product mega-menu: product submenus', () => {
  it('opens a column’s products from its toggle, linking each product page', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(productsButton());
    await settle();
    const toggle = modelsToggle('Krzesła obrotowe');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(submenu('Krzesła obrotowe')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = submenu('Krzesła obrotowe');
    expect(list).toBeVisible();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Flex', 'Now']);
    expect(within(list).getByRole('link', { name: 'Now' })).toHaveAttribute('href', SAMPLE_PRODUCTS[1].path);
    expect(list).toHaveTextContent('2 modele');

    await user.click(within(list).getByRole('link', { name: 'Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent(SAMPLE_PRODUCTS[1].path);
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one submenu open at a time', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(productsButton());
    await settle();
    await user.click(modelsToggle('Krzesła obrotowe'));
    await user.click(modelsToggle('Krzesła konferencyjne'));
    expect(modelsToggle('Krzesła obrotowe')).toHaveAttribute('aria-expanded', 'false');
    expect(within(submenu('Krzesła konferencyjne')).getByRole('link', { name: 'Conference One' })).toBeVisible();
  });

  it('shows up to 999 products in the first column and 27 in the others, with a link to the rest', async () => {
    const user = userEvent.setup();
    const products = [
      ...productsOf(CATEGORIES.swivel, 40, 'Swivel'),
      ...productsOf(CATEGORIES.conference, 40, 'Conference'),
    ];
    renderMenu({ fake: fakeMegaMenuApi({ products }) });
    await user.click(productsButton());
    await settle();

    await user.click(modelsToggle('Krzesła obrotowe'));
    expect(within(submenu('Krzesła obrotowe')).getAllByRole('link')).toHaveLength(40);

    await user.click(modelsToggle('Krzesła konferencyjne'));
    const second = submenu('Krzesła konferencyjne');
    const links = within(second).getAllByRole('link');
    expect(links).toHaveLength(28);
    expect(links[26]).toHaveTextContent('Conference 27');
    expect(links[27]).toHaveTextContent('Pokaż wszystkie: Krzesła konferencyjne (+13)');
    expect(links[27]).toHaveAttribute('href', '/produkty/krzesla-konferencyjne');
  });

  it.each([
    [11, 'layoutTwo'],
    [12, 'layoutThree'],
    [29, 'layoutThree'],
    [30, 'layoutFour'],
  ])('lays %i products out in the %s columns', async (count, layoutClass) => {
    const user = userEvent.setup();
    renderMenu({ fake: fakeMegaMenuApi({ products: productsOf(CATEGORIES.swivel, count) }) });
    await user.click(productsButton());
    await settle();
    await user.click(modelsToggle('Krzesła obrotowe'));
    expect(submenu('Krzesła obrotowe')).toHaveClass(layoutClass);
  });

  it('opens the submenus of columns with an index above 2 to the left', async () => {
    const user = userEvent.setup();
    const products = [
      CATEGORIES.swivel,
      CATEGORIES.conference,
      CATEGORIES.laboratory,
      CATEGORIES.armchairs,
      CATEGORIES.bases,
    ].flatMap((category) => productsOf(category, 2));
    renderMenu({ fake: fakeMegaMenuApi({ products }) });
    await user.click(productsButton());
    await settle();
    const opens = ['Krzesła obrotowe', 'Krzesła konferencyjne', 'Krzesła laboratoryjne', 'Fotele', 'Bazy'].map((name) =>
      submenu(name).getAttribute('data-opens'),
    );
    expect(opens).toEqual(['right', 'right', 'right', 'left', 'left']);
    expect(submenu('Fotele')).toHaveClass('opensLeft');
  });

  it('drops the toggle of a category without products once the products are known', async () => {
    const user = userEvent.setup();
    let resolve: (value: unknown) => void = () => {};
    const fake = fakeMegaMenuApi();
    fake.productsList.mockReturnValue(new Promise((done) => (resolve = done)));
    renderMenu({ fake });
    await user.click(productsButton());
    expect(modelsToggle('Fotele')).toBeInTheDocument();
    await act(async () => resolve({ member: SAMPLE_PRODUCTS, totalItems: 4, page: 1, itemsPerPage: 400 }));
    expect(modelsToggle('Krzesła obrotowe')).toBeInTheDocument();
    expect(within(megaMenu()).queryByRole('button', { name: 'Modele: Fotele' })).not.toBeInTheDocument();
  });

  it('closes the submenu on the first Escape (focus back on its toggle) and the mega-menu on the second', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(productsButton());
    await settle();
    await user.click(modelsToggle('Krzesła obrotowe'));
    within(submenu('Krzesła obrotowe')).getByRole('link', { name: 'Flex' }).focus();
    await user.keyboard('{Escape}');
    expect(modelsToggle('Krzesła obrotowe')).toHaveAttribute('aria-expanded', 'false');
    expect(modelsToggle('Krzesła obrotowe')).toHaveFocus();
    expect(productsButton()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(productsButton()).toHaveFocus();
  });

  it('closes the submenu when the mega-menu closes', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(productsButton());
    await settle();
    await user.click(modelsToggle('Krzesła obrotowe'));
    await user.click(productsButton());
    await user.click(productsButton());
    expect(modelsToggle('Krzesła obrotowe')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a submenu when the mouse rests on its toggle and closes it when the mouse leaves', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderMenu();
      await user.click(productsButton());
      await settle();
      await user.hover(modelsToggle('Bazy'));
      act(() => jest.advanceTimersByTime(100));
      expect(modelsToggle('Bazy')).toHaveAttribute('aria-expanded', 'true');
      // Moving into the submenu keeps it open.
      await user.hover(within(submenu('Bazy')).getByRole('link', { name: 'Base Alu' }));
      act(() => jest.advanceTimersByTime(300));
      expect(modelsToggle('Bazy')).toHaveAttribute('aria-expanded', 'true');
      await user.hover(within(megaMenu()).getByRole('link', { name: 'Krzesła obrotowe' }));
      act(() => jest.advanceTimersByTime(200));
      expect(modelsToggle('Bazy')).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Product mega-menu: new products link', () => {
  it('leads to the product list with the new-products tag and adds the tag to the product filter', async () => {
    const user = userEvent.setup();
    const { stores } = renderMenu();
    await user.click(productsButton());
    await settle();
    const link = within(megaMenu()).getByRole('link', { name: /Nowości/ });
    expect(link).toHaveAttribute('href', '/produkty?tag=2');

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/produkty\?tag=2$/);
    expect(stores.productFilter.getState().tags).toEqual([{ id: 2, name: 'Nowość', slug: 'nowosc' }]);
  });

  it('adds the new-products tag to the tags already selected, in the store and in the address', async () => {
    const user = userEvent.setup();
    const { stores } = renderMenu();
    const chosen = { id: 7, name: 'Polecany', slug: 'polecany' };
    stores.productFilter.getState().addTag(chosen);
    await user.click(productsButton());
    await settle();
    const link = within(megaMenu()).getByRole('link', { name: /Nowości/ });
    expect(link).toHaveAttribute('href', '/produkty?tag=7&tag=2');

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/produkty\?tag=7&tag=2$/);
    expect(stores.productFilter.getState().tags.map((tag) => tag.id)).toEqual([7, 2]);
  });

  it('does not add the tag twice when it is already selected', async () => {
    const error = jest.spyOn(console, 'error');
    try {
      const user = userEvent.setup();
      const { stores } = renderMenu();
      stores.productFilter.getState().addTag(TAGS.pl[1]);
      await user.click(productsButton());
      await settle();
      const link = within(megaMenu()).getByRole('link', { name: /Nowości/ });
      expect(link).toHaveAttribute('href', '/produkty?tag=2');
      await user.click(link);
      expect(stores.productFilter.getState().tags).toHaveLength(1);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('uses the English products path and tag on English pages', async () => {
    const user = userEvent.setup();
    const english = productsItem('en');
    english.name = 'Products';
    english.sitemapNode = { slug: '/en/products' };
    renderMenu({
      items: [english],
      locale: 'en',
      path: '/en',
      fake: fakeMegaMenuApi({ products: SAMPLE_PRODUCTS, tags: TAGS.en }),
    });
    await user.click(screen.getByRole('button', { name: 'Products' }));
    await settle();
    expect(screen.getByRole('link', { name: /New products/ })).toHaveAttribute('href', '/en/products?tag=2');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/en/products');
  });
});
