import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SiteLink, SiteI18nProvider, createI18n, type Locale } from '@ergoforma/shared-contracts';
import { renderRemote, MemoryNavigation } from '@ergoforma/shared-contracts/testing';
import { LocationDisplay } from '../../../testing/location-display';
import { SearchOverlay } from '../components/search-overlay';

function renderOverlay(locale: Locale = 'pl', path = '/', onOpenChange?: (open: boolean) => void) {
  return renderRemote(
    <>
      <SearchOverlay onOpenChange={onOpenChange} />
      <p>Page text</p>
      <SiteLink to="/kontakt">Kontakt</SiteLink>
      <LocationDisplay />
    </>,
    { locale, path },
  );
}

const NAMES = { pl: 'Wyszukiwarka', en: 'Site search', fr: 'Recherche' } as const;
const toggle = (locale: Locale = 'pl') => screen.getByRole('button', { name: NAMES[locale] });
// eslint-disable-next-line testing-library/no-node-access -- the overlay panel is hidden while closed, so it is found by its id
const panel = () => document.getElementById('ef-search-overlay')!;
const field = () => screen.getByRole('searchbox');
const location = () => screen.getByTestId('location');

describe('SearchOverlay', () => {
  it('is a plain link to the search page in the server HTML (works before hydration and without JavaScript)', () => {
    const html = renderToString(
      <SiteI18nProvider i18n={createI18n('en')}>
        <MemoryNavigation initialPath={'/en'}>
          <SearchOverlay />
        </MemoryNavigation>
      </SiteI18nProvider>,
    );
    expect(html).toMatch(/<a(?=[^>]*href="\/en\/search")(?=[^>]*aria-label="Site search")[^>]*>/);
    expect(html).not.toContain('<button');
  });

  it('becomes a collapsed toggle controlling a hidden panel in the browser', () => {
    renderOverlay();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'ef-search-overlay');
    expect(panel()).not.toBeVisible();
  });

  it.each([
    ['pl', '/', 'szukaj', 'Szukaj w serwisie'],
    ['en', '/en', 'search', 'Search the site'],
    ['fr', '/fr', 'rechercher', 'Rechercher sur le site'],
  ] as Array<[Locale, string, string, string]>)(
    'opens from the icon with a labelled field, placeholder in %s',
    async (locale, path, placeholder, label) => {
      const user = userEvent.setup();
      renderOverlay(locale, path);
      await user.click(toggle(locale));
      expect(toggle(locale)).toHaveAttribute('aria-expanded', 'true');
      expect(panel()).toBeVisible();
      expect(screen.getByRole('searchbox', { name: label })).toHaveAttribute('placeholder', placeholder);
      expect(field()).toHaveFocus();
    },
  );

  it('is a real GET form to the search page with the text as q', async () => {
    const user = userEvent.setup();
    renderOverlay('fr', '/fr');
    await user.click(toggle('fr'));
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/fr/recherche');
    expect(form).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'q');
  });

  it.each(['', 'a', 'ab', '  ab  '])(
    'does nothing, and says nothing, when the text %p is not longer than 2 characters',
    async (text) => {
      const user = userEvent.setup();
      renderOverlay('pl', '/kontakt');
      await user.click(toggle());
      const before = document.body.textContent;
      if (text) await user.type(field(), text);
      await user.keyboard('{Enter}');
      await user.click(within(panel()).getByRole('button', { name: 'Szukaj' }));
      expect(location()).toHaveTextContent(/^\/kontakt$/);
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(field()).toHaveValue(text);
      // No message of any kind: the page reads exactly as before.
      // eslint-disable-next-line jest-dom/prefer-to-have-text-content -- exact equality of the whole page text; toHaveTextContent would accept a substring
      expect(document.body.textContent).toBe(before);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['pl', '/', 'krzesło', '/szukaj?q=krzes%C5%82o'],
    ['en', '/en/contact', 'mesh chair', '/en/search?q=mesh+chair'],
    ['fr', '/fr', 'abc', '/fr/recherche?q=abc'],
  ] as Array<[Locale, string, string, string]>)(
    'submits text longer than 2 characters to the %s search page and closes',
    async (locale, path, text, target) => {
      const user = userEvent.setup();
      renderOverlay(locale, path);
      await user.click(toggle(locale));
      await user.type(field(), `${text}{Enter}`);
      expect(location()).toHaveTextContent(target);
      expect(toggle(locale)).toHaveAttribute('aria-expanded', 'false');
      expect(panel()).not.toBeVisible();
    },
  );

  it('submits from the submit button too', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(toggle());
    await user.type(field(), 'fotel');
    await user.click(within(panel()).getByRole('button', { name: 'Szukaj' }));
    expect(location()).toHaveTextContent('/szukaj?q=fotel');
  });

  it('takes at most the 100 characters the API searches', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(toggle());
    await user.click(field());
    await user.paste('x'.repeat(150));
    expect(field()).toHaveValue('x'.repeat(100));
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent(`/szukaj?q=${'x'.repeat(100)}`);
  });

  it('closes on a click outside, leaving focus where the visitor clicked', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(toggle());
    await user.click(screen.getByText('Page text'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).not.toHaveFocus();
  });

  it('treats a click on the icon as a toggle, not as an outside click', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(toggle());
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('clears the text on every toggle', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(toggle());
    await user.type(field(), 'fotel');
    await user.click(toggle());
    await user.click(toggle());
    expect(field()).toHaveValue('');
  });

  it('closes on route change', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(toggle());
    // Navigation that is not a press outside (e.g. the browser's back button or a script).
    fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(location()).toHaveTextContent('/kontakt');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and from its close button, returning focus to the icon', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Zamknij wyszukiwanie' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('keeps keyboard focus inside the open panel', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(toggle());
    expect(field()).toHaveFocus();
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Szukaj' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zamknij wyszukiwanie' })).toHaveFocus();
    await user.tab();
    expect(field()).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Zamknij wyszukiwanie' })).toHaveFocus();
  });

  it('tells the header while it is open', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderOverlay('pl', '/', onOpenChange);
    await user.click(toggle());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
