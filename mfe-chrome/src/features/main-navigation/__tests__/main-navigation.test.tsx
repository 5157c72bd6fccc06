import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { LocationDisplay } from '../../../testing/location-display';
import type { MenuItem } from '@ergoforma/shared-contracts';
import { categoryItem, mainMenu, menuItem } from '../../../testing/menu-fixtures';
import { CATEGORIES, fakeMegaMenuApi, productSummary } from '../../../testing/product-fixtures';
import { MainNavigation } from '../components/main-navigation';

function renderNavigation(onOpenChange?: (open: boolean) => void, items: MenuItem[] = mainMenu().items) {
  const { api } = fakeMegaMenuApi({ products: [productSummary('Flex', CATEGORIES.swivel)] });
  return renderRemote(
    <>
      <MainNavigation items={items} onOpenChange={onOpenChange} />
      <button type="button">Elsewhere</button>
      <LocationDisplay />
    </>,
    { path: '/', services: { api } },
  );
}

const productsButton = () => screen.getByRole('button', { name: 'Produkty' });
// eslint-disable-next-line testing-library/no-node-access -- the panel aria-controls names is closed (hidden), so no role query reaches it
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('MainNavigation: disclosure navigation', () => {
  it('is a labelled navigation whose top-level items follow the item type rules', () => {
    renderNavigation();
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    expect(within(nav).getByRole('link', { name: 'Realizacje' })).toHaveAttribute('href', '/realizacje');
    expect(within(nav).getByRole('link', { name: /Sklep/ })).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
  });

  it('gives parent items a collapsed button that controls a hidden panel', () => {
    renderNavigation();
    const button = productsButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
    // An Empty parent is a button too: it has something to open even without a page of its own.
    expect(screen.getByRole('button', { name: 'O firmie' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on click and closes on a second click', async () => {
    const user = userEvent.setup();
    renderNavigation();
    await user.click(productsButton());
    expect(productsButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(productsButton());
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Krzesła obrotowe' })).toHaveAttribute(
      'href',
      '/produkty/krzesla-obrotowe',
    );

    await user.click(productsButton());
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('lists a parent’s children, with their own children as columns, and a view-all link', async () => {
    const user = userEvent.setup();
    const offices = menuItem({
      name: 'Biura',
      type: 'Page',
      sitemapNode: { slug: '/biura' },
      children: [
        categoryItem('Strefy', '/biura/strefy', [categoryItem('Open space', '/biura/open-space')]),
        categoryItem('Sale', '/biura/sale'),
      ],
    });
    renderNavigation(undefined, [offices]);
    await user.click(screen.getByRole('button', { name: 'Biura' }));
    const panel = panelOf(screen.getByRole('button', { name: 'Biura' }));
    expect(within(panel).getByRole('link', { name: 'Strefy' })).toHaveAttribute('href', '/biura/strefy');
    expect(within(panel).getByRole('link', { name: 'Open space' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Zobacz wszystko: Biura' })).toHaveAttribute('href', '/biura');
  });

  it('keeps one panel open at a time', async () => {
    const user = userEvent.setup();
    renderNavigation();
    await user.click(productsButton());
    await user.click(screen.getByRole('button', { name: 'O firmie' }));
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'O firmie' })).toHaveAttribute('aria-expanded', 'true');
    // A parent without a page of its own has no 'view all' link.
    expect(
      within(panelOf(screen.getByRole('button', { name: 'O firmie' }))).queryByText(/Zobacz wszystko/),
    ).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button, also from a link inside the panel', async () => {
    const user = userEvent.setup();
    renderNavigation();
    await user.click(productsButton());
    await user.tab(); // into the panel
    // eslint-disable-next-line testing-library/no-node-access -- asserts where the focus is, which no query expresses
    expect(panelOf(productsButton())).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(productsButton()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderNavigation();
    await user.click(productsButton());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when keyboard focus moves past the panel', async () => {
    const user = userEvent.setup();
    renderNavigation();
    await user.click(screen.getByRole('button', { name: 'O firmie' }));
    await user.tab(); // Historia
    await user.tab(); // Kariera
    await user.tab(); // next top-level item
    expect(screen.getByRole('button', { name: 'O firmie' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on route change', async () => {
    const user = userEvent.setup();
    renderNavigation();
    await user.click(productsButton());
    await user.click(within(panelOf(productsButton())).getByRole('link', { name: 'Fotele gabinetowe' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/produkty/fotele-gabinetowe');
    expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on mouse hover and closes shortly after the pointer leaves', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderNavigation();
      await user.hover(productsButton());
      expect(productsButton()).toHaveAttribute('aria-expanded', 'true');
      await user.unhover(productsButton());
      await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
      act(() => jest.advanceTimersByTime(200));
      expect(productsButton()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells the header while a panel is open', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderNavigation(onOpenChange);
    await user.click(productsButton());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
