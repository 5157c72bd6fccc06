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

export function categoryItem(
  name: string,
  slug: string,
  children: MenuItem[] = [],
  typeReferenceId: number | null = null,
): MenuItem {
  return menuItem({ name, type: 'Category', sitemapNode: { slug }, children, typeReferenceId });
}

/** The mechanisms column of the product mega-menu, as the API serves it (an Empty item with an image). */
export function mechanismsItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return menuItem({
    name: 'Mechanizmy',
    type: 'Empty',
    cssClass: 'mechanisms',
    headline: 'Mechanizmy',
    description: 'Jak działają mechanizmy naszych krzeseł.',
    imageSrc: '/media/menu/mechanisms.svg',
    ...overrides,
  });
}

/** The 'products' item: category columns (typeReferenceId = category id) and the mechanisms column last. */
export function productsItem(locale: Locale = 'pl', columns?: MenuItem[]): MenuItem {
  return menuItem({
    name: 'Produkty',
    type: 'Page',
    locale,
    cssClass: 'products',
    headline: 'Nasze produkty',
    sitemapNode: { slug: '/produkty' },
    children: columns ?? [
      categoryItem(
        'Krzesła obrotowe',
        '/produkty/krzesla-obrotowe',
        [
          categoryItem('Krzesła biurowe', '/produkty/krzesla-biurowe', [], 7),
          categoryItem('Krzesła menedżerskie', '/produkty/krzesla-menedzerskie', [], 8),
        ],
        1,
      ),
      categoryItem('Krzesła konferencyjne', '/produkty/krzesla-konferencyjne', [], 2),
      categoryItem('Krzesła laboratoryjne', '/produkty/krzesla-laboratoryjne', [], 3),
      categoryItem(
        'Fotele',
        '/produkty/fotele',
        [categoryItem('Fotele gabinetowe', '/produkty/fotele-gabinetowe', [], 10)],
        4,
      ),
      categoryItem('Bazy', '/bazy', [], 6),
      mechanismsItem(),
    ],
  });
}

/** A main menu like the site's: the product mega-menu, a simple dropdown, links, an external link. */
export function mainMenu(locale: Locale = 'pl'): Menu {
  return {
    id: 1,
    name: 'main',
    locale,
    items: [
      productsItem(locale),
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
    items: [
      pageItem('Do pobrania', '/do-pobrania'),
      pageItem('Kariera', '/kariera'),
      menuItem({ name: 'Katalog PDF', type: 'Url', url: 'https://cdn.ergoforma.pl/katalog.pdf' }),
    ],
  };
}
