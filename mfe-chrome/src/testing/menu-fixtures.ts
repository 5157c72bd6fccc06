// Menus as the API serves them, for tests.
import type { Locale, Menu, MenuItem } from '@ergoforma/shared-contracts';

let nextId = 1000;

export function menuItem(overrides: Partial<MenuItem> & Pick<MenuItem, 'name'>): MenuItem {
  const children = overrides.children ?? [];
  return {
    id: nextId++,
    url: null,
    target: null,
    locale: 'pl',
    cssClass: null,
    type: 'Page',
    description: null,
    headline: null,
    group: null,
    params: {},
    typeReferenceId: null,
    imageSrc: null,
    color: null,
    isParent: children.length > 0,
    sitemapNode: null,
    ...overrides,
    children,
  };
}

export function pageItem(name: string, slug: string, children: MenuItem[] = []): MenuItem {
  return menuItem({ name, type: 'Page', sitemapNode: { slug }, children });
}

export function categoryItem(name: string, slug: string, children: MenuItem[] = []): MenuItem {
  return menuItem({ name, type: 'Category', sitemapNode: { slug }, children });
}

/** A main menu like the site's: a products mega-menu with category columns, a simple dropdown, links, text. */
export function mainMenu(locale: Locale = 'pl'): Menu {
  return {
    id: 1,
    name: 'main',
    locale,
    items: [
      menuItem({
        name: 'Produkty',
        type: 'Category',
        cssClass: 'products',
        sitemapNode: { slug: '/produkty' },
        children: [
          categoryItem('Krzesła obrotowe', '/produkty/krzesla-obrotowe', [
            categoryItem('Krzesła biurowe', '/produkty/krzesla-biurowe'),
            categoryItem('Krzesła menedżerskie', '/produkty/krzesla-menedzerskie'),
          ]),
          categoryItem('Fotele', '/produkty/fotele', [categoryItem('Fotele gabinetowe', '/produkty/fotele-gabinetowe')]),
        ],
      }),
      menuItem({
        name: 'O firmie',
        type: 'Empty',
        children: [pageItem('Historia', '/historia'), pageItem('Kariera', '/kariera')],
      }),
      pageItem('Realizacje', '/realizacje'),
      menuItem({ name: 'Sklep', type: 'Url', url: 'https://sklep.ergoforma.pl' }),
      pageItem('Kontakt', '/kontakt'),
    ],
  };
}

export function footerMenu(locale: Locale = 'pl'): Menu {
  return {
    id: 2,
    name: 'footer',
    locale,
    items: [pageItem('Do pobrania', '/do-pobrania'), pageItem('Kariera', '/kariera'), menuItem({ name: 'Katalog PDF', type: 'Url', url: 'https://cdn.ergoforma.pl/katalog.pdf' })],
  };
}
