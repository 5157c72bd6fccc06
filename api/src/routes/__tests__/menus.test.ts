import type { Collection, Menu, MenuItem } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';

const MENU_ITEM_KEYS = [
  'children', 'color', 'cssClass', 'description', 'group', 'headline', 'id', 'imageSrc', 'isParent', 'locale', 'name', 'params',
  'sitemapNode', 'target', 'type', 'typeReferenceId', 'url',
];

function walk(items: MenuItem[], visit: (item: MenuItem) => void): void {
  for (const item of items) {
    visit(item);
    walk(item.children, visit);
  }
}

describe('GET /api/menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const menus = async (locale: string) => (await t.get<Collection<Menu>>('/api/menus', { 'accept-locale': locale })).body;

  it('answers the main and footer menus of the locale', async () => {
    const body = await menus('pl');
    expect(body.totalItems).toBe(2);
    expect(body.member.map((m) => [m.name, m.locale])).toEqual([
      ['main', 'pl'],
      ['footer', 'pl'],
    ]);
  });

  it('gives every item every MenuItem field, in the menu locale', async () => {
    for (const menu of (await menus('en')).member) {
      walk(menu.items, (item) => {
        expect(Object.keys(item).sort()).toEqual(MENU_ITEM_KEYS);
        expect(item.locale).toBe('en');
        expect(item.isParent).toBe(item.children.length > 0);
      });
    }
  });

  it('builds the main menu: products with categories, pages, an empty item and an external link', async () => {
    const main = (await menus('pl')).member.find((m) => m.name === 'main');
    expect(main?.items.map((i) => [i.name, i.type])).toEqual([
      ['Produkty', 'Page'],
      ['O nas', 'Page'],
      ['Realizacje', 'Empty'],
      ['Kariera', 'Page'],
      ['Kontakt', 'Page'],
      ['Konfigurator', 'Url'],
    ]);
    const products = main?.items[0];
    expect(products).toMatchObject({ cssClass: 'products', isParent: true, sitemapNode: { slug: '/produkty' } });
    const swivel = products?.children.find((c) => c.typeReferenceId === 1);
    expect(swivel).toMatchObject({ name: 'Krzesła obrotowe', type: 'Category', sitemapNode: { slug: '/produkty/krzesla-obrotowe' }, isParent: true });
    expect(swivel?.children.map((c) => c.name)).toEqual(['Krzesła menedżerskie', 'Krzesła do pracy biurowej', 'Krzesła z oparciem siatkowym']);
    expect(products?.children.find((c) => c.typeReferenceId === 5)?.sitemapNode).toEqual({ slug: '/podlokietniki' });
    const mechanisms = products?.children.find((c) => c.cssClass === 'mechanisms');
    expect(mechanisms).toMatchObject({ name: 'Mechanizmy', imageSrc: '/media/menu/mechanisms.svg' });
    const careers = main?.items[3];
    expect(careers?.children).toEqual([expect.objectContaining({ name: 'Oferty pracy', sitemapNode: { slug: '/kariera/oferty-pracy' } })]);
    expect(main?.items[5]).toMatchObject({ url: 'https://configurator.example.com', target: '_blank', sitemapNode: null });
    expect(main?.items[2]).toMatchObject({ url: null, sitemapNode: null });
  });

  it('links footer items to full paths in the locale', async () => {
    const footer = (await menus('fr')).member.find((m) => m.name === 'footer');
    expect(footer?.items.map((i) => i.sitemapNode?.slug)).toEqual([
      '/fr/politique-de-confidentialite',
      '/fr/politique-cookies',
      '/fr/contact',
      '/fr/carriere',
      '/fr/a-propos',
    ]);
    expect(footer?.items.every((i) => i.children.length === 0 && i.type === 'Page')).toBe(true);
  });
});
