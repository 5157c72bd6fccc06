import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@ergoforma/shared-contracts';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { LocationDisplay } from '../../../testing/location-display';
import { mainMenu } from '../../../testing/menu-fixtures';
import { MobileMenu } from '../components/mobile-menu';

function renderMenu(locale: Locale = 'pl', path = '/') {
  return renderRemote(
    <>
      <MobileMenu items={mainMenu(locale).items} />
      <LocationDisplay />
    </>,
    { locale, path },
  );
}

const hamburger = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => screen.getByRole('dialog');
const panelTitle = () => within(panel()).getByRole('heading');

describe('MobileMenu', () => {
  it('starts closed: the hamburger is collapsed and controls a hidden panel', () => {
    renderMenu();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the panel aria-controls names is closed (hidden), so no role query reaches it
    expect(document.getElementById(hamburger().getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it.each([
    ['pl', 'menu główne'],
    ['en', 'main menu'],
    ['fr', 'menu principal'],
  ] as Array<[Locale, string]>)('opens a panel titled with the default section in %s', async (locale, title) => {
    const user = userEvent.setup();
    renderMenu(locale, locale === 'pl' ? '/' : `/${locale}`);
    await user.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    expect(panel()).toHaveAccessibleName(title);
    expect(panelTitle()).toHaveFocus();
  });

  it('lists the top-level items by the item type rules', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    expect(within(panel()).getByRole('link', { name: 'Realizacje' })).toHaveAttribute('href', '/realizacje');
    expect(within(panel()).getByRole('link', { name: /Sklep/ })).toHaveAttribute('target', '_blank');
    expect(within(panel()).getByRole('button', { name: 'Produkty' })).toBeVisible();
  });

  it('slides in a parent’s sub-list with a back entry, the all-products link and expandable sub-items', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(within(panel()).getByRole('button', { name: 'Produkty' }));

    expect(panelTitle()).toHaveTextContent('Produkty');
    const back = within(panel()).getByRole('button', { name: /^Wróć/ });
    expect(back).toHaveFocus();
    expect(within(panel()).getByRole('link', { name: 'Wszystkie produkty' })).toHaveAttribute('href', '/produkty');
    expect(within(panel()).queryByRole('link', { name: 'Realizacje' })).not.toBeInTheDocument();

    const chairs = within(panel()).getByRole('button', { name: 'Krzesła obrotowe' });
    expect(chairs).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel()).queryByRole('link', { name: 'Krzesła biurowe' })).not.toBeInTheDocument();
    await user.click(chairs);
    expect(chairs).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel()).getByRole('link', { name: 'Krzesła biurowe' })).toHaveAttribute(
      'href',
      '/produkty/krzesla-biurowe',
    );
    expect(within(panel()).getByRole('link', { name: 'Zobacz wszystko: Krzesła obrotowe' })).toBeVisible();

    await user.click(chairs);
    expect(chairs).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel()).queryByRole('link', { name: 'Krzesła biurowe' })).not.toBeInTheDocument();
  });

  it('returns to the top list from the back entry, with focus on the parent it came from', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(within(panel()).getByRole('button', { name: 'Produkty' }));
    await user.click(within(panel()).getByRole('button', { name: /^Wróć/ }));
    expect(panelTitle()).toHaveTextContent('menu główne');
    expect(within(panel()).getByRole('button', { name: 'Produkty' })).toHaveFocus();
  });

  it('closes on Escape, hiding the sub-list too, and gives focus back to the hamburger', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(within(panel()).getByRole('button', { name: 'Produkty' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).toHaveFocus();

    await user.click(hamburger());
    expect(panelTitle()).toHaveTextContent('menu główne');
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(within(panel()).getByRole('button', { name: 'Zamknij menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger()).toHaveFocus();
  });

  it('closes on route change', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(within(panel()).getByRole('link', { name: 'Kontakt' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/kontakt');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps keyboard focus inside the open panel', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    const close = within(panel()).getByRole('button', { name: 'Zamknij menu' });
    const last = within(panel()).getByRole('link', { name: 'Kontakt' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });
});
