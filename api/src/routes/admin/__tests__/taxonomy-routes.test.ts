// The back office's categories, tags, pattern collections and file types: who may use them, edits that reach the
// site (with the content keys that make its pages stale), stale saves, and the refusals that keep the catalogue whole.
import { STAFF_ROLES } from '../../../staff/roles';
import { staffOfEveryRole, type AdminMethod } from './staff-harness';

const staff = staffOfEveryRole();

const { as } = staff;

interface Category {
  id: number;
  parent: number | null;
  position: number;
  translations: Record<string, Record<string, string | null>>;
  version: number;
}

const currentVersion = async (): Promise<number> =>
  Number((await staff.h.t.get<{ version: number | string }>('/api/content_changes?since=0')).body.version);
const changesSince = async (version: number): Promise<string[]> =>
  (await staff.h.t.get<{ keys: string[] | null }>(`/api/content_changes?since=${version}`)).body.keys ?? [];

describe('taxonomy routes', () => {
  it('are for admins and editors only', async () => {
    const routes: Array<[AdminMethod, string]> = [];
    for (const resource of ['categories', 'tags', 'pattern-collections', 'file-types'])
      routes.push(
        ['GET', `/${resource}`],
        ['GET', `/${resource}/1`],
        ['POST', `/${resource}`],
        ['PUT', `/${resource}/1`],
        ['DELETE', `/${resource}/1`],
      );
    const seen = [];
    for (const [method, url] of routes) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await staff.h.request({ method, url: `/api/admin${url}`, payload });
      seen.push(`anonymous ${method} ${url} ${anonymous.statusCode}`);
      for (const role of STAFF_ROLES)
        seen.push(`${role} ${method} ${url} ${(await as(role, method, url, payload)).statusCode === 403 ? 403 : 'in'}`);
    }
    const expected = routes.flatMap(([method, url]) => [
      `anonymous ${method} ${url} 401`,
      ...STAFF_ROLES.map((role) => `${role} ${method} ${url} ${role === 'hr' || role === 'sales' ? 403 : 'in'}`),
    ]);
    expect(seen).toEqual(expected);
  });

  it('list the categories with their total, and search them', async () => {
    const list = await as('editor', 'GET', '/categories?perPage=100');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('15');
    expect(list.json<Category[]>().find((c) => c.id === 7)).toMatchObject({ parent: 1 });
    const found = await as('editor', 'GET', '/categories?q=ESD');
    expect(found.json<Category[]>().map((c) => c.id)).toEqual([15]);
  });

  it('rename a category in English: the site shows the new name, and its pages and the menus go stale', async () => {
    const before = await currentVersion();
    const category = (await as('editor', 'GET', '/categories/1')).json<Category>();
    expect(category.version).toBe(0);
    const { version, ...record } = category;
    record.translations.en = { ...record.translations.en, name: 'Office swivel chairs' };
    const saved = await as('editor', 'PUT', '/categories/1', { ...record, version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Category>().version).toBe(before + 1);

    const site = await staff.h.t.get<{ member: Array<{ id: number; name: string }> }>('/api/product_categories', {
      'accept-locale': 'en',
    });
    expect(site.body.member.find((c) => c.id === 1)?.name).toBe('Office swivel chairs');
    expect(await changesSince(before)).toEqual(
      expect.arrayContaining(['category:1', 'categories', 'category-products:1', 'menus']),
    );

    const stale = await as('editor', 'PUT', '/categories/1', { ...record, version });
    expect(stale.statusCode).toBe(409);
    // The answer carries the category as it is now, so the editor can compare before saving again.
    expect(stale.json<{ current: Category }>().current).toMatchObject({ version: before + 1 });
    expect(stale.json<{ current: Category }>().current.translations.en?.name).toBe('Office swivel chairs');
  });

  it('refuse moving a category under its own subcategory, and a bad field, naming it', async () => {
    const { version, ...swivel } = (await as('editor', 'GET', '/categories/1')).json<Category>();
    const loop = await as('editor', 'PUT', '/categories/1', { ...swivel, parent: 7, version });
    expect(loop.statusCode).toBe(400);
    expect(loop.json<{ message: string }>().message).toMatch(/"parent".*subcategories/);
    const self = await as('editor', 'PUT', '/categories/1', { ...swivel, parent: 1, version });
    expect(self.statusCode).toBe(400);
    const bad = await as('editor', 'PUT', '/categories/1', {
      ...swivel,
      translations: { ...swivel.translations, pl: { ...swivel.translations.pl, slug: 'Not A Slug' } },
      version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('translations.pl.slug');
  });

  it('refuse deleting what a product or a subcategory uses, with 409 naming it, and delete what nothing uses', async () => {
    const parent = await as('editor', 'DELETE', '/categories/1');
    expect(parent.statusCode).toBe(409);
    expect(parent.json<{ message: string }>().message).toMatch(/subcategory 7/);
    const tag = await as('editor', 'DELETE', '/tags/1');
    expect(tag.statusCode).toBe(409);
    expect(tag.json<{ message: string }>().message).toMatch(/tag 1 is still used by product \d+/);
    expect((await as('editor', 'DELETE', '/file-types/1')).statusCode).toBe(409);
    expect((await as('editor', 'DELETE', '/pattern-collections/1')).statusCode).toBe(409);

    const created = await as('admin', 'POST', '/tags', {
      position: 11,
      translations: {
        pl: { name: 'Zimowa wyprzedaż', slug: 'zimowa-wyprzedaz' },
        en: { name: 'Winter sale', slug: 'winter-sale' },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(id).toBe(11);
    const clash = await as('admin', 'POST', '/tags', {
      position: 12,
      translations: { pl: { name: 'Polecany 2', slug: 'polecany' } },
    });
    expect(clash.statusCode).toBe(400);
    expect((await as('admin', 'DELETE', `/tags/${id}`)).statusCode).toBe(204);
    expect((await as('admin', 'GET', `/tags/${id}`)).statusCode).toBe(404);
  });

  it('keep a pattern collection with its swatches, and name the pages of the products that show it', async () => {
    const collection = (await as('editor', 'GET', '/pattern-collections/1')).json<{
      version: number;
      patterns: Array<{ id: number; imageUrl: string | null; translations: object }>;
    }>();
    const before = await currentVersion();
    const { version, ...record } = collection;
    const patterns = [
      ...record.patterns,
      {
        id: 9001,
        code: 'VA99',
        color: '#112233',
        imageUrl: '/media/swatches/va99.jpg',
        translations: { pl: { name: 'Nowy' } },
      },
    ];
    const saved = await as('editor', 'PUT', '/pattern-collections/1', { ...record, patterns, version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<typeof collection>().patterns.at(-1)).toMatchObject({
      id: 9001,
      imageUrl: '/media/swatches/va99.jpg',
    });
    expect((await changesSince(before)).some((key) => key.startsWith('product:'))).toBe(true);
  });
});
