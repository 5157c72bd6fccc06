import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@ergoforma/shared-contracts';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { footerMenu, mainMenu } from '../../../testing/menu-fixtures';
import { Header } from '../components/header';

const data = { menus: [mainMenu(), footerMenu()] };
const header = () => screen.getByRole('banner');

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('Header: front page and subpage states (SPEC §2 Layouts)', () => {
  it.each(['/', '/en', '/fr', '/en/'])('is transparent over the slider on the front page %s', (path) => {
    renderRemote(<Header data={data} />, { path });
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
  });

  it.each(['/kontakt', '/en/contact', '/produkty/fotele'])('is solid, with the bottom line, on the subpage %s', (path) => {
    renderRemote(<Header data={data} />, { path });
    expect(header()).toHaveAttribute('data-appearance', 'solid');
    expect(header()).toHaveClass('subpage');
  });

  it('turns solid on the front page while a dropdown is open', async () => {
    const user = userEvent.setup();
    renderRemote(<Header data={data} />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Produkty' }));
    expect(header()).toHaveAttribute('data-appearance', 'solid');
    await user.keyboard('{Escape}');
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
  });
});

describe('Header: scrolled more than 5 px (SPEC §9, throttled to 50 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns solid past 5 px and back at the top, reacting at most every 50 ms', () => {
    renderRemote(<Header data={data} />, { path: '/' });
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
    renderRemote(<Header data={data} />, { path: '/' });
    act(() => scrollTo(5));
    act(() => jest.advanceTimersByTime(50));
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
    act(() => scrollTo(6));
    act(() => jest.advanceTimersByTime(50));
    expect(header()).toHaveAttribute('data-appearance', 'solid');
  });

  it('is solid at once when the page is already scrolled as it loads', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true, writable: true });
    renderRemote(<Header data={data} />, { path: '/' });
    expect(header()).toHaveAttribute('data-appearance', 'solid');
  });
});

describe('Header: logo and search', () => {
  it.each([
    ['pl', '/kontakt', 'Ergoforma – strona główna', '/'],
    ['en', '/en/contact', 'Ergoforma – home page', '/en'],
    ['fr', '/fr/contact', 'Ergoforma – page d’accueil', '/fr'],
  ] as Array<[Locale, string, string, string]>)('links the logo to the %s home page', (locale, path, name, href) => {
    renderRemote(<Header data={data} />, { locale, path });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    ['pl', '/', 'Szukaj', '/szukaj'],
    ['en', '/en', 'Search', '/en/search'],
    ['fr', '/fr', 'Rechercher', '/fr/recherche'],
  ] as Array<[Locale, string, string, string]>)('has a %s search link to the search page', (locale, path, name, href) => {
    renderRemote(<Header data={data} />, { locale, path });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('builds the navigation from the main menu only', () => {
    renderRemote(<Header data={data} />, { path: '/' });
    expect(screen.getAllByRole('link', { name: 'Realizacje' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Do pobrania' })).not.toBeInTheDocument();
  });
});
