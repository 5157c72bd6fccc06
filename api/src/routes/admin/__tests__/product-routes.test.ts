// Products in the back office: who may use them, the list's search, filters, orders and paging, a product read and
// written in the fixtures' format, a stale save refused without overwriting, a bad field named, a used product kept,
// and the pickers.
import type { LightMyRequestResponse } from 'fastify';
import { STAFF_ROLES } from '../../../staff/roles';
import { staffOfEveryRole } from './staff-harness';

const staff = staffOfEveryRole();
let editor: string;

beforeAll(() => {
  editor = staff.session('editor');
});

const get = (url: string, cookie = editor) => staff.h.request({ method: 'GET', url, cookie });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = editor) =>
  staff.h.request({ method, url, payload, cookie });
const json = <T>(response: LightMyRequestResponse): T => response.json<T>();

interface Item {
  id: number;
  name: string;
  status: string;
  languages: string[];
  updated: string | null;
}
type Product = Record<string, unknown> & {
  id: number;
  name: string;
  slug: string;
  version: number;
  translations: Record<string, Record<string, unknown> | undefined>;
  blocks: Array<Record<string, unknown>>;
};

/** A new product in the fixtures' format, without ids (the API gives them). */
const newProduct = (slug: string, published = '2020-01-01T00:00:00.000Z') => ({
  slug,
  name: `Krzesło ${slug}`,
  category: 1,
  categories: [],
  tags: [1],
  published,
  configuratorUrl: null,
  showSimilarProducts: false,
  similarProducts: [1],
  relatedProduct: null,
  relationPosition: null,
  patternCollections: [1],
  translations: { pl: { shortDescription: '<p>Opis</p>', seoTitle: null, seoDescription: null, relationLabel: null } },
  images: [],
  blocks: [
    { type: 'product_description', position: 1, translations: { pl: { name: 'Opis', content: '<p>Tekst</p>' } } },
  ],
  files: [],
});

describe('who may use the products', () => {
  const routes = [
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/1'],
    ['GET', '/api/admin/product-choices?q=no'],
    ['GET', '/api/admin/category-choices/1'],
  ] as const;
  it.each(routes)('%s %s: editor and admin 200, hr and sales 403, nobody 401', async (method, url) => {
    const answers = Object.fromEntries(
      await Promise.all(
        STAFF_ROLES.map(async (role) => [
          role,
          (await staff.h.request({ method, url, cookie: staff.session(role) })).statusCode,
        ]),
      ),
    );
    expect(answers).toEqual({ admin: 200, editor: 200, hr: 403, sales: 403 });
    expect((await staff.h.request({ method, url })).statusCode).toBe(401);
  });

  it('refuses writes to hr and sales, and to nobody', async () => {
    for (const role of ['hr', 'sales'] as const) {
      expect((await send('POST', '/api/admin/products', newProduct('x'), staff.session(role))).statusCode).toBe(403);
      expect((await send('DELETE', '/api/admin/products/1', undefined, staff.session(role))).statusCode).toBe(403);
    }
    expect(
      (await staff.h.request({ method: 'PUT', url: '/api/admin/products/1', payload: { version: 0 } })).statusCode,
    ).toBe(401);
  });
});

describe('the product list', () => {
  it('pages with the total, sorted by name by default', async () => {
    const first = await get('/api/admin/products?perPage=5');
    expect(first.statusCode).toBe(200);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThan(5);
    expect(first.headers['content-range']).toBe(`products 0-4/${total}`);
    const names = json<Item[]>(first).map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
    const last = json<Item[]>(await get(`/api/admin/products?perPage=5&page=${Math.ceil(total / 5)}`));
    expect(last.length).toBe(total % 5 || 5);
  });

  it('searches by name or slug and filters by category, tag, status and a missing language', async () => {
    const nova = json<Item[]>(await get('/api/admin/products?q=NOV'));
    expect(nova.map((item) => item.name)).toContain('Nova');
    expect(json<Item[]>(await get('/api/admin/products?q=%25'))).toEqual([]);

    const created = json<Product>(
      await send('POST', '/api/admin/products', newProduct('zz-draft', '2999-01-01T00:00:00Z')),
    );
    const drafts = json<Item[]>(await get('/api/admin/products?status=draft&perPage=100'));
    expect(drafts.map((item) => item.id)).toEqual([created.id]);
    expect(drafts[0]).toMatchObject({ status: 'draft', languages: [] });
    const published = json<Item[]>(await get('/api/admin/products?status=published&perPage=100'));
    expect(published.map((item) => item.id)).not.toContain(created.id);

    const missingEnglish = json<Item[]>(await get('/api/admin/products?missingLanguage=en&perPage=100'));
    expect(missingEnglish.map((item) => item.id)).toContain(created.id);
    expect(missingEnglish.map((item) => item.name)).not.toContain('Nova');

    const tagged = json<Item[]>(await get('/api/admin/products?tag=1&category=1&perPage=100'));
    expect(tagged.map((item) => item.id)).toContain(created.id);
    expect(json<Item[]>(await get('/api/admin/products?tag=999&perPage=100'))).toEqual([]);

    const recent = json<Item[]>(await get('/api/admin/products?sort=updated&order=desc&perPage=1'));
    expect(recent[0]).toMatchObject({ id: created.id, updated: expect.any(String) });
    expect((await send('DELETE', `/api/admin/products/${created.id}`)).statusCode).toBe(204);
  });

  it('answers a bad parameter with a 400 naming it', async () => {
    const bad = await get('/api/admin/products?missingLanguage=de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('missingLanguage');
  });
});

describe('a product', () => {
  it('is created, read in the fixtures format, updated and deleted, and the site follows', async () => {
    const created = await send('POST', '/api/admin/products', newProduct('nowe-krzeslo'));
    expect(created.statusCode).toBe(201);
    const product = json<Product>(created);
    expect(product).toMatchObject({ slug: 'nowe-krzeslo', version: expect.any(Number), similarProducts: [1] });
    expect(product.blocks[0]).toMatchObject({ id: expect.any(Number), type: 'product_description' });
    expect((await staff.h.t.get('/api/products/nowe-krzeslo')).status).toBe(200);

    const { version, ...fields } = product;
    const english = { ...fields.translations, en: { shortDescription: '<p>New chair</p>' } };
    const saved = await send('PUT', `/api/admin/products/${product.id}`, { ...fields, translations: english, version });
    expect(saved.statusCode).toBe(200);
    expect(json<Product>(saved).version).toBeGreaterThan(version);
    expect(json<Product>(saved).translations.en).toMatchObject({ shortDescription: '<p>New chair</p>' });
    const enPage = await staff.h.t.get('/api/products/nowe-krzeslo', { 'accept-locale': 'en' });
    expect(enPage.raw).toContain('New chair');

    expect((await send('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(204);
    expect((await get(`/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });

  it('refuses a save made on an older version with 409 and the current product, overwriting nothing', async () => {
    const product = json<Product>(await get('/api/admin/products/2'));
    const { version, ...fields } = product;
    expect((await send('PUT', '/api/admin/products/2', { ...fields, name: 'First', version })).statusCode).toBe(200);
    const stale = await send('PUT', '/api/admin/products/2', { ...fields, name: 'Second', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: '409', current: { id: 2, name: 'First' } });
    expect(json<Product>(await get('/api/admin/products/2')).name).toBe('First');
  });

  it('names the bad field with a 400, and a missing version', async () => {
    const bad = await send('POST', '/api/admin/products', { ...newProduct('zle'), configuratorUrl: 'http://x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('configuratorUrl');
    const noVersion = await send('PUT', '/api/admin/products/1', newProduct('bez-wersji'));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json<{ message: string }>().message).toContain('version');
  });

  it('is not deleted while another product shows it: 409 saying where', async () => {
    const used = await send('DELETE', '/api/admin/products/1');
    expect(used.statusCode).toBe(409);
    expect(used.json<{ message: string }>().message).toMatch(/product 1 is still used by product .*\d+/);
    expect((await get('/api/admin/products/1')).statusCode).toBe(200);
  });
});

describe('the pickers', () => {
  it('find records by part of the Polish name, and one by id', async () => {
    const products = await get('/api/admin/product-choices?q=nov&perPage=5');
    expect(json<Array<{ id: number; name: string }>>(products)).toContainEqual({ id: 1, name: 'Nova' });
    expect(Number(products.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    for (const kind of ['category', 'tag', 'pattern-collection']) {
      const list = json<Array<{ id: number; name: string }>>(await get(`/api/admin/${kind}-choices?perPage=100`));
      expect(list.length).toBeGreaterThan(0);
      const one = await get(`/api/admin/${kind}-choices/${list[0]?.id}`);
      expect(one.json()).toEqual(list[0]);
    }
    expect((await get('/api/admin/tag-choices/99999')).statusCode).toBe(404);
  });
});
