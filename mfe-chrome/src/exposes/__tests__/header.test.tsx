import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@ergoforma/shared-contracts';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { footerMenu, mainMenu } from '../../testing/menu-fixtures';
import { fakeMegaMenuApi } from '../../testing/product-fixtures';
import { Header } from '../header';

const data = { menus: [mainMenu(), footerMenu()] };

function renderHeader(options: { locale?: Locale; path?: string; englishNotice?: boolean } = {}) {
  return renderRemote(<Header data={{ ...data, englishNotice: options.englishNotice }} />, {
    ...options,
    services: { api: fakeMegaMenuApi().api },
  });
}
const header = () => screen.getByRole('banner');

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('Header: front page and subpage states', () => {
  it.each(['/', '/en', '/fr', '/en/'])('is transparent over the slider on the front page %s', (path) => {
    localStorage.setItem('ef:english-notice', 'false');
    renderHeader({ path });
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
    localStorage.clear();
  });

  it('is solid on the English front page while the English notice shows below it, transparent once closed', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    renderHeader({ path: '/en', locale: 'en' });
    expect(header()).toHaveAttribute('data-appearance', 'solid');
    await user.click(screen.getByRole('button', { name: 'Close the translation notice' }));
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
    localStorage.clear();
  });

  it('shows no English notice when the site has it turned off', () => {
    localStorage.clear();
    renderHeader({ path: '/en', locale: 'en', englishNotice: false });
    expect(screen.queryByRole('button', { name: 'Close the translation notice' })).not.toBeInTheDocument();
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
  });

  it.each(['/kontakt', '/en/contact', '/produkty/fotele'])(
    'is solid, with the bottom line, on the subpage %s',
    (path) => {
      renderHeader({ path });
      expect(header()).toHaveAttribute('data-appearance', 'solid');
      expect(header()).toHaveClass('subpage');
    },
  );

  it('turns solid on the front page while the search overlay is open', async () => {
    const user = userEvent.setup();
    renderHeader({ path: '/' });
    await user.click(screen.getByRole('button', { name: 'Wyszukiwarka' }));
    expect(header()).toHaveAttribute('data-appearance', 'solid');
    await user.keyboard('{Escape}');
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
  });

  it('turns solid on the front page while the mobile menu is open', async () => {
    const user = userEvent.setup();
    renderHeader({ path: '/' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(header()).toHaveAttribute('data-appearance', 'solid');
  });

  it('turns solid on the front page while a dropdown is open', async () => {
    const user = userEvent.setup();
    renderHeader({ path: '/' });
    await user.click(screen.getByRole('button', { name: 'Produkty' }));
    expect(header()).toHaveAttribute('data-appearance', 'solid');
    await user.keyboard('{Escape}');
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
  });
});

describe('Header: scrolled more than 5 px (throttled to 50 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns solid past 5 px and back at the top, reacting at most every 50 ms', () => {
    renderHeader({ path: '/' });
    act(() => scrollTo(10));
    expect(header()).toHaveAttribute('data-appearance', 'solid');

    // Within the 50 ms window the new offset waits for the trailing run.
    act(() => scrollTo(0));
    expect(header()).toHaveAttribute('data-appearance', 'solid');
    act(() => jest.advanceTimersByTime(49));
    expect(header()).toHaveAttribute('data-appearance', 'solid');
    act(() => jest.advanceTimersByTime(1));
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
  });

  it('does not count exactly 5 px as scrolled', () => {
    renderHeader({ path: '/' });
    act(() => scrollTo(5));
    act(() => jest.advanceTimersByTime(50));
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
    act(() => scrollTo(6));
    act(() => jest.advanceTimersByTime(50));
    expect(header()).toHaveAttribute('data-appearance', 'solid');
  });

  it('is solid at once when the page is already scrolled as it loads', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true, writable: true });
    renderHeader({ path: '/' });
    expect(header()).toHaveAttribute('data-appearance', 'solid');
  });
});

describe('Header: logo and search', () => {
  it.each([
    ['pl', '/kontakt', 'Ergoforma – strona główna', '/'],
    ['en', '/en/contact', 'Ergoforma – home page', '/en'],
    ['fr', '/fr/contact', 'Ergoforma – page d’accueil', '/fr'],
  ] as Array<[Locale, string, string, string]>)('links the logo to the %s home page', (locale, path, name, href) => {
    renderHeader({ locale, path });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    ['pl', '/', 'Wyszukiwarka'],
    ['en', '/en', 'Site search'],
    ['fr', '/fr', 'Recherche'],
  ] as Array<[Locale, string, string]>)(
    'has a %s search icon opening the search overlay',
    async (locale, path, name) => {
      const user = userEvent.setup();
      renderHeader({ locale, path });
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('search')).toBeVisible();
    },
  );

  it('builds the navigation from the main menu only', () => {
    renderHeader({ path: '/' });
    expect(screen.getAllByRole('link', { name: 'Realizacje' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Do pobrania' })).not.toBeInTheDocument();
  });
});

describe('Header: English notice', () => {
  beforeEach(() => localStorage.clear());

  it('shows the notice right after the header on English pages only', () => {
    renderHeader({ locale: 'en', path: '/en/contact' });
    const notice = screen.getByRole('region', { name: 'English translation in progress.' });
    // eslint-disable-next-line testing-library/no-node-access -- checks which element directly follows (the order of the markup)
    expect(header().nextElementSibling).toBe(notice);
  });

  it('has no notice on Polish pages', () => {
    renderHeader({ path: '/kontakt' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
