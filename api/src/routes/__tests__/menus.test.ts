// Menus, checked against menus.json; the addresses items link to are checked against the pages and
// categories the API answers, so a menu never points somewhere else than the page it names.
import path from 'node:path';
import type { CategoryTreeNode, Collection, Locale, Menu, MenuItem, Page } from '@ergoforma/shared-contracts';
import { API_ROOT } from '../../app';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { readContentFixtures } from '../../db/fixtures/reader';
import type { MenuFixture } from '../../db/fixtures/types';

const fixtures = readContentFixtures(path.join(API_ROOT, 'fixtures'));
const LOCALES: Locale[] = ['pl', 'en', 'fr'];

const MENU_ITEM_KEYS = [
  'children',
  'color',
  'cssClass',
  'description',
  'group',
  'headline',
  'id',
  'imageSrc',
  'isParent',
  'locale',
  'name',
  'params',
  'sitemapNode',
  'target',
  'type',
  'typeReferenceId',
  'url',
];

function walk(items: MenuItem[], visit: (item: MenuItem) => void): void {
  for (const item of items) {
    visit(item);
    walk(item.children, visit);
  }
}

function menuFixture(name: string, locale: Locale): MenuFixture {
  const menu = fixtures.menus.find((m) => m.name === name && m.locale === locale);
  if (!menu) throw new Error(`no ${name} menu in ${locale}`);
  return menu;
}

describe('GET /api/menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const menus = async (locale: string) =>
    (await t.get<Collection<Menu>>('/api/menus', { 'accept-locale': locale })).body;
  const menu = async (name: string, locale: Locale) => {
    const found = (await menus(locale)).member.find((m) => m.name === name);
    if (!found) throw new Error(`no ${name} menu answered in ${locale}`);
    return found;
  };

  it('answers the main and footer menus of the locale', async () => {
    for (const locale of LOCALES) {
      const body = await menus(locale);
      expect(body.totalItems).toBe(2);
      expect(body.member.map((m) => [m.name, m.locale])).toEqual([
        ['main', locale],
        ['footer', locale],
      ]);
    }
  });

  it('gives every item every MenuItem field, in the menu locale', async () => {
    for (const m of (await menus('en')).member) {
      walk(m.items, (item) => {
        expect(Object.keys(item).sort()).toEqual(MENU_ITEM_KEYS);
        expect(item.locale).toBe('en');
        expect(item.isParent).toBe(item.children.length > 0);
      });
    }
  });

  it('answers the items of menus.json as trees, in order', async () => {
    const shape = (items: Array<{ id: number; name: string; type: string; children: unknown[] }>): unknown[] =>
      items.map((i) => [i.id, i.name, i.type, shape(i.children as typeof items)]);
    for (const locale of LOCALES) {
      for (const name of ['main', 'footer'])
        expect(shape((await menu(name, locale)).items)).toEqual(shape(menuFixture(name, locale).items));
    }
  });

  it('builds the product mega-menu: categories with subcategories and a mechanisms column', async () => {
    const main = await menu('main', 'pl');
    const products = main.items.find((i) => i.cssClass === 'products');
    expect(products).toMatchObject({
      name: 'Produkty',
      type: 'Page',
      isParent: true,
      sitemapNode: { slug: '/produkty' },
    });
    const swivel = products?.children.find((c) => c.typeReferenceId === 1);
    expect(swivel).toMatchObject({
      name: 'Krzesła obrotowe',
      type: 'Category',
      group: 'krzesla-obrotowe',
      params: { group: 'krzesla-obrotowe' },
      sitemapNode: { slug: '/produkty/krzesla-obrotowe' },
      isParent: true,
    });
    const subcategories = fixtures.categories.filter((c) => c.parentId === 1).sort((a, b) => a.position - b.position);
    expect(swivel?.children.map((c) => c.typeReferenceId)).toEqual(subcategories.map((c) => c.id));
    expect(swivel?.children.every((c) => c.type === 'Category' && c.sitemapNode?.slug.startsWith('/produkty/'))).toBe(
      true,
    );
    expect(products?.children.find((c) => c.typeReferenceId === 5)?.sitemapNode).toEqual({ slug: '/podlokietniki' });
    const mechanisms = products?.children.find((c) => c.cssClass === 'mechanisms');
    expect(mechanisms).toMatchObject({
      name: 'Mechanizmy',
      imageSrc: expect.stringMatching(/^\/media\/menu\//),
      sitemapNode: { slug: '/mechanizmy' },
    });
    expect(mechanisms?.headline).toEqual(expect.any(String));
    expect(mechanisms?.description).toEqual(expect.any(String));
  });

  it('builds Page, Empty and Url items of the main menu', async () => {
    const main = await menu('main', 'pl');
    const careers = main.items.find((i) => i.name === 'Kariera');
    expect(careers).toMatchObject({ type: 'Page', typeReferenceId: 4, sitemapNode: { slug: '/kariera' } });
    expect(careers?.children).toEqual([
      expect.objectContaining({ name: 'Oferty pracy', sitemapNode: { slug: '/kariera/oferty-pracy' } }),
    ]);

    const more = main.items.find((i) => i.cssClass === 'more');
    expect(more).toMatchObject({ type: 'Empty', url: null, sitemapNode: null, isParent: true });
    expect(more?.children.every((column) => column.type === 'Empty' && column.isParent)).toBe(true);
    const urls = more?.children.flatMap((column) => column.children).filter((i) => i.type === 'Url') ?? [];
    expect(urls.find((i) => i.url?.startsWith('http'))).toMatchObject({
      url: 'https://configurator.example.com',
      target: '_blank',
      sitemapNode: null,
    });
    expect(urls.find((i) => i.url === '/produkty')).toMatchObject({ sitemapNode: null });
  });

  it('links Page and Category items to the address of their page or category, per locale', async () => {
    for (const locale of LOCALES) {
      const headers = { 'accept-locale': locale };
      const categories = (await t.get<Collection<CategoryTreeNode>>('/api/product_categories', headers)).body.member;
      const pagePaths = new Map<number, string>();
      for (const page of fixtures.pages.filter((p) => p.isPublished))
        pagePaths.set(page.id, (await t.get<Page>(`/api/pages/${page.id}`, headers)).body.path);
      for (const m of (await menus(locale)).member) {
        walk(m.items, (item) => {
          if (item.type === 'Empty') expect([item.id, item.url, item.sitemapNode]).toEqual([item.id, null, null]);
          if (item.type === 'Category')
            expect([item.id, item.sitemapNode?.slug]).toEqual([
              item.id,
              categories.find((c) => c.id === item.typeReferenceId)?.path,
            ]);
          if (item.type === 'Page' && item.typeReferenceId !== null)
            expect([item.id, item.sitemapNode?.slug]).toEqual([item.id, pagePaths.get(item.typeReferenceId)]);
          if (item.type === 'Page' && locale !== 'pl')
            expect(item.sitemapNode?.slug).toMatch(new RegExp(`^/${locale}(/|$)`));
        });
      }
    }
  });

  it('links footer items to full paths in the locale', async () => {
    const footer = await menu('footer', 'fr');
    expect(footer.items.every((column) => column.type === 'Empty' && column.isParent)).toBe(true);
    const legal = footer.items.find((column) => column.group === 'legal');
    expect(legal?.children.map((i) => i.sitemapNode?.slug)).toEqual([
      '/fr/politique-de-confidentialite',
      '/fr/politique-cookies',
    ]);
    const company = footer.items.find((column) => column.group === 'company');
    expect(company?.children.map((i) => i.sitemapNode?.slug)).toContain('/fr/a-propos');
  });
});
