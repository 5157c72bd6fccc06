import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { LocationDisplay } from '../../testing/location-display';
import { menuItem, pageItem } from '../../testing/menu-fixtures';
import { MenuItemLink } from '../menu-item-link';

describe('MenuItemLink: menu item types', () => {
  it('shows an Empty item as plain text, not a link', () => {
    renderRemote(<MenuItemLink item={menuItem({ name: 'O firmie', type: 'Empty' })} />);
    expect(screen.getByText('O firmie').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a Url item without an http prefix as plain text', () => {
    renderRemote(<MenuItemLink item={menuItem({ name: 'Oferta', type: 'Url', url: '/oferta' })} />);
    expect(screen.getByText('Oferta').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['pl', '(otwiera się w nowej karcie)'],
    ['en', '(opens in a new tab)'],
    ['fr', '(s’ouvre dans un nouvel onglet)'],
  ] as const)('opens an http(s) Url item in a new tab, saying so in %s', (locale, notice) => {
    renderRemote(<MenuItemLink item={menuItem({ name: 'Sklep', type: 'Url', url: 'https://sklep.ergoforma.pl' })} />, {
      locale,
    });
    const link = screen.getByRole('link', { name: `Sklep ${notice}` });
    expect(link).toHaveAttribute('href', 'https://sklep.ergoforma.pl');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('treats an http:// address (not only https) as external', () => {
    renderRemote(<MenuItemLink item={menuItem({ name: 'Blog', type: 'Url', url: 'http://blog.example.com' })} />);
    expect(screen.getByRole('link', { name: /Blog/ })).toHaveAttribute('target', '_blank');
  });

  it('links a Page item to its sitemap node path and navigates without leaving the app', async () => {
    renderRemote(
      <>
        <MenuItemLink item={pageItem('Contact', '/en/contact')} />
        <LocationDisplay />
      </>,
      { locale: 'en', path: '/en' },
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/en/contact');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/contact');
  });

  it('links a Category item to its sitemap node path', () => {
    renderRemote(
      <MenuItemLink item={menuItem({ name: 'Fotele', type: 'Category', sitemapNode: { slug: '/produkty/fotele' } })} />,
    );
    expect(screen.getByRole('link', { name: 'Fotele' })).toHaveAttribute('href', '/produkty/fotele');
  });

  it('shows a Page item without a target as plain text', () => {
    renderRemote(<MenuItemLink item={menuItem({ name: 'Wkrótce', type: 'Page', sitemapNode: null })} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Wkrótce')).toBeInTheDocument();
  });

  it('marks the link of the current page', () => {
    renderRemote(<MenuItemLink item={pageItem('Kontakt', '/kontakt')} />, { path: '/kontakt' });
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
  });
});
