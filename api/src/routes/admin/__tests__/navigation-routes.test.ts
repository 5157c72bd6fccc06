// The back office's menus, sitemap nodes and company facts: edits reach the site's answers (the menus, the
// redirects a changed address leaves, the company), stale saves are refused, bad fields named, and a restart keeps
// what was edited.
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { API_ROOT, buildApp } from '../../../app';
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
let editor: string;

beforeAll(async () => {
  h = await createStaffHarness();
  editor = await h.signIn(await h.member('editor@ergoforma.example', 'editor'));
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  h.request({ method, url: `/api/admin${url}`, payload, cookie: editor });

interface MenuItem {
  id: number;
  name: string;
  type: string;
  page: number | null;
  /** Left out when it has none (as menus.json writes it). */
  children?: MenuItem[];
  [field: string]: unknown;
}
interface Menu {
  id: number;
  name: string;
  locale: string;
  items: MenuItem[];
  version: number;
}
interface SiteMenuItem {
  id: number;
  name: string;
  sitemapNode: { slug: string } | null;
  children: SiteMenuItem[];
}

const menuOf = async (name: string, locale: string): Promise<Menu> => {
  const menus = (await as('GET', '/menus?perPage=100')).json<Menu[]>();
  const menu = menus.find((each) => each.name === name && each.locale === locale);
  if (menu === undefined) throw new Error(`no ${name} menu in ${locale}`);
  return menu;
};
const save = (menu: Menu): Promise<LightMyRequestResponse> => as('PUT', `/menus/${menu.id}`, menu);
const siteMenus = async (locale: string): Promise<unknown> =>
  (await h.t.get<unknown>('/api/menus', { 'accept-locale': locale })).body;
const changesSince = async (version: number): Promise<string[]> =>
  (await h.t.get<{ keys: string[] | null }>(`/api/content_changes?since=${version}`)).body.keys ?? [];

const newItem = (id: number, fields: Partial<MenuItem>): MenuItem => ({
  id,
  name: 'Nowa pozycja',
  type: 'Empty',
  url: null,
  target: null,
  cssClass: null,
  description: null,
  headline: null,
  group: null,
  params: {},
  imageSrc: null,
  color: null,
  page: null,
  category: null,
  sitemapNode: null,
  children: [],
  ...fields,
});

describe('menus', () => {
  it('a main-menu label changed in English shows in the site’s English menus, which go stale', async () => {
    const menu = await menuOf('main', 'en');
    const first = menu.items[0];
    if (first === undefined) throw new Error('empty menu');
    expect(JSON.stringify(await siteMenus('en'))).not.toContain('Our furniture');
    const saved = await save({ ...menu, items: [{ ...first, name: 'Our furniture' }, ...menu.items.slice(1)] });
    expect(saved.statusCode).toBe(200);
    expect(JSON.stringify(await siteMenus('en'))).toContain('Our furniture');
    expect(await changesSince(saved.json<Menu>().version - 1)).toEqual(['menus']);
  });

  it('a nested item linking to a page is added under an item, and the site links it to the page’s address', async () => {
    const menu = await menuOf('main', 'pl');
    const itemIds = (items: MenuItem[]): number[] =>
      items.flatMap((item) => [item.id, ...itemIds(item.children ?? [])]);
    const menus = (await as('GET', '/menus?perPage=100')).json<Menu[]>();
    const id = Math.max(...menus.flatMap((each) => itemIds(each.items))) + 1;
    const [first, ...rest] = menu.items;
    if (first === undefined) throw new Error('empty menu');
    const item = newItem(id, { name: 'Poznaj nas', type: 'Page', page: 2 });
    const saved = await save({ ...menu, items: [{ ...first, children: [...(first.children ?? []), item] }, ...rest] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Menu>().items[0]?.children?.at(-1)).toMatchObject({ id, name: 'Poznaj nas', page: 2 });
    const site = (await siteMenus('pl')) as { member: Array<{ name: string; items: SiteMenuItem[] }> };
    const main = site.member.find((each) => each.name === 'main');
    expect(main?.items[0]?.children.at(-1)).toMatchObject({ id, name: 'Poznaj nas', sitemapNode: { slug: '/o-nas' } });
  });

  it('refuses a save based on an older version, with the menu as it is now', async () => {
    const menu = await menuOf('footer', 'pl');
    expect((await save({ ...menu, items: menu.items.slice(1) })).statusCode).toBe(200);
    const stale = await save(menu);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: Menu }>().current.items).toHaveLength(menu.items.length - 1);
  });

  it('names the field at fault: a Url item without a url, a link to no page', async () => {
    const menu = await menuOf('footer', 'fr');
    const [first, ...rest] = menu.items;
    if (first === undefined) throw new Error('empty menu');
    const noUrl = await save({ ...menu, items: [{ ...first, type: 'Url', url: null }, ...rest] });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json<{ message: string }>().message).toContain('a Url item needs a url');
    const noPage = await save({ ...menu, items: [newItem(first.id, { type: 'Page', page: 999 }), ...rest] });
    expect(noPage.statusCode).toBe(400);
    expect(noPage.json<{ message: string }>().message).toMatch(/"items.page" refers to no existing record \(999\)/);
  });
});

interface SitemapNode {
  id: number;
  parent: number | null;
  translations: Record<string, { slug?: string; title?: string | null }>;
  version: number;
}

describe('sitemap nodes', () => {
  it('a changed slug of a shown node makes a 301 from its old address, in that language only', async () => {
    const node = (await as('GET', '/sitemap-nodes/7')).json<SitemapNode>();
    expect(node.translations.pl?.slug).toBe('o-nas');
    const saved = await as('PUT', '/sitemap-nodes/7', {
      ...node,
      translations: { ...node.translations, pl: { ...node.translations.pl, slug: 'o-firmie' } },
    });
    expect(saved.statusCode).toBe(200);
    const redirects = (await h.t.get<Array<{ from: string; to: string }>>('/api/redirects')).body;
    expect(redirects).toContainEqual({ from: '/o-nas', to: '/o-firmie' });
    expect(redirects.filter((redirect) => redirect.from.includes('about-us'))).toEqual([]);
    expect(await changesSince(saved.json<SitemapNode>().version - 1)).toEqual(
      expect.arrayContaining(['sitemap', 'menus', 'page:2', 'redirects']),
    );
    const nodes = await h.t.get<unknown>('/api/sitemap_nodes', { 'accept-locale': 'pl' });
    expect(JSON.stringify(nodes.body)).toContain('o-firmie');
    // The page the node shows is found at its new address.
    const found = await h.t.get<Array<{ slug: string }>>('/api/search?phrase=o%20nas&pagination=false');
    expect(found.body.map((result) => result.slug)).toContain('/o-firmie');
    expect(found.body.map((result) => result.slug)).not.toContain('/o-nas');
  });

  it('refuses a node under itself and a bad slug, naming the field', async () => {
    const node = (await as('GET', '/sitemap-nodes/9')).json<SitemapNode>();
    const loop = await as('PUT', '/sitemap-nodes/9', { ...node, parent: 12 });
    expect(loop.statusCode).toBe(400);
    expect(loop.json<{ message: string }>().message).toContain('"parent"');
    const badSlug = await as('PUT', '/sitemap-nodes/9', {
      ...node,
      translations: { ...node.translations, en: { ...node.translations.en, slug: 'Not A Slug' } },
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json<{ message: string }>().message).toContain('"translations.en.slug"');
  });
});

interface CompanyRecord {
  phone: string;
  version: number;
  [field: string]: unknown;
}

describe('company', () => {
  it('a changed phone shows in the site’s company answer and survives a restart; stale and bad saves are refused', async () => {
    const company = (await as('GET', '/company')).json<CompanyRecord>();
    expect(company.version).toBe(0);
    const saved = await as('PUT', '/company', { ...company, phone: '+48 12 999 00 11' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CompanyRecord>().version).toBeGreaterThan(0);
    expect((await h.t.get<{ phone: string }>('/api/company')).body.phone).toBe('+48 12 999 00 11');
    expect(await changesSince(saved.json<CompanyRecord>().version - 1)).toEqual(['company']);

    const stale = await as('PUT', '/company', { ...company, phone: '+48 12 000 00 00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: CompanyRecord }>().current.phone).toBe('+48 12 999 00 11');
    const current = saved.json<CompanyRecord>();
    const noPhone = await as('PUT', '/company', { ...current, phone: ' ' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json<{ message: string }>().message).toBe('Field "phone" is missing or malformed');
    const unknown = await as('PUT', '/company', { ...current, fax: '+48 12 000 00 01' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('"fax"');

    const restarted = await buildApp({
      databasePath: path.join(h.t.dir, 'site.db'),
      databaseUrl: h.t.databaseUrl,
      logger: false,
      fixturesDir: path.join(API_ROOT, 'fixtures'),
      mediaDir: h.t.mediaDir,
    });
    try {
      const answer = await restarted.inject({ method: 'GET', url: '/api/company' });
      expect(answer.json<{ phone: string }>().phone).toBe('+48 12 999 00 11');
    } finally {
      await restarted.close();
    }
  });
});
