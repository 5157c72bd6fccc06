import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSiteStores, type Locale } from '@ergoforma/shared-contracts';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { LocationDisplay } from '../../../testing/location-display';
import { LanguageSwitch } from '../components/language-switch';

function renderSwitch(locale: Locale, path: string) {
  return renderRemote(
    <>
      <LanguageSwitch />
      <p>Page text</p>
      <LocationDisplay />
    </>,
    { locale, path },
  );
}

const toggle = () => screen.getByRole('button', { name: /^(Wybierz język|Choose language|Choisir la langue)/ });

describe('LanguageSwitch', () => {
  it.each([
    ['pl', '/kontakt', 'Wybierz język: PL'],
    ['en', '/en/contact', 'Choose language: EN'],
    ['fr', '/fr', 'Choisir la langue : FR'],
  ] as Array<[Locale, string, string]>)(
    'shows the current language (%s) on a collapsed button',
    (locale, path, name) => {
      renderSwitch(locale, path);
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      // eslint-disable-next-line testing-library/no-node-access -- the panel aria-controls names is closed (hidden), so no role query reaches it
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
    },
  );

  it.each([
    ['pl', '/kontakt'],
    ['en', '/en/contact'],
    ['fr', '/fr/contact'],
  ] as Array<[Locale, string]>)(
    'lists the three languages by native name with their home paths (page in %s)',
    async (locale, path) => {
      const user = userEvent.setup();
      renderSwitch(locale, path);
      await user.click(toggle());
      const list = screen.getByRole('list');
      const polish = within(list).getByRole('link', { name: /Polski/ });
      const english = within(list).getByRole('link', { name: /English/ });
      const french = within(list).getByRole('link', { name: /Français/ });
      expect(polish).toHaveAttribute('href', '/');
      expect(english).toHaveAttribute('href', '/en');
      expect(french).toHaveAttribute('href', '/fr');
      expect(polish).toHaveAttribute('lang', 'pl');
      expect(english).toHaveAttribute('lang', 'en');
      expect(french).toHaveAttribute('lang', 'fr');
      const current = { pl: polish, en: english, fr: french }[locale];
      expect(current).toHaveAttribute('aria-current', 'true');
      expect(
        within(list)
          .getAllByRole('link')
          .filter((link) => link.hasAttribute('aria-current')),
      ).toHaveLength(1);
    },
  );

  it('goes to the chosen language home page and closes', async () => {
    const user = userEvent.setup();
    renderSwitch('pl', '/kontakt');
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: /English/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    // The button follows the path at once (the shell swaps the texts' language along with the route).
    expect(toggle()).toHaveAccessibleName(/: EN$/);
  });

  it("leads to the page's own version in each language that has one, else to that language's home page", async () => {
    const user = userEvent.setup();
    const stores = createSiteStores({
      site: {
        locale: 'pl',
        pageAlternates: { pl: '/produkty/krzesla-obrotowe/nova', en: '/en/products/swivel-chairs/nova' },
      },
    });
    renderRemote(
      <>
        <LanguageSwitch />
        <LocationDisplay />
      </>,
      { locale: 'pl', path: '/produkty/krzesla-obrotowe/nova', stores },
    );
    await user.click(toggle());
    expect(screen.getByRole('link', { name: /Polski/ })).toHaveAttribute('href', '/produkty/krzesla-obrotowe/nova');
    expect(screen.getByRole('link', { name: /Français/ })).toHaveAttribute('href', '/fr');
    await user.click(screen.getByRole('link', { name: /English/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/products\/swivel-chairs\/nova$/);
  });

  it("keeps the address's fragment (the product page's open tab) on the page's version in another language", async () => {
    const user = userEvent.setup();
    const stores = createSiteStores({
      site: {
        locale: 'pl',
        pageAlternates: { pl: '/produkty/krzesla-obrotowe/nova', en: '/en/products/swivel-chairs/nova' },
      },
    });
    renderRemote(
      <>
        <LanguageSwitch />
        <LocationDisplay />
      </>,
      { locale: 'pl', path: '/produkty/krzesla-obrotowe/nova#product_sizes', stores },
    );
    await user.click(toggle());
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute(
      'href',
      '/en/products/swivel-chairs/nova#product_sizes',
    );
    // No version in French: its front page, without the fragment.
    expect(screen.getByRole('link', { name: /Français/ })).toHaveAttribute('href', '/fr');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderSwitch('pl', '/');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page text'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderSwitch('pl', '/');
    await user.click(toggle());
    await user.tab();
    expect(screen.getByRole('link', { name: /Polski/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });
});
