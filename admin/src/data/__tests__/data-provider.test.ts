import { HttpError } from 'react-admin';
import { fakeAdminApi } from '../../testing/fake-api';
import { dataProvider } from '../data-provider';

const account = { id: 7, name: 'Anna', email: 'anna@ergoforma.pl', role: 'editor', disabled: false, version: 3 };

test('a list asks for its page, order and filters the way the API reads them, and takes the total from X-Total-Count', async () => {
  const api = fakeAdminApi({
    'GET /accounts': () => ({ body: [account], headers: { 'X-Total-Count': '41' } }),
  });
  const answer = await dataProvider.getList('accounts', {
    pagination: { page: 2, perPage: 20 },
    sort: { field: 'name', order: 'DESC' },
    filter: { q: 'ann', role: 'editor', disabled: false, empty: '' },
  });
  expect(answer).toEqual({ data: [account], total: 41 });
  expect(api.calls[0]?.path).toBe('/accounts?page=2&perPage=20&sort=name&order=desc&q=ann&role=editor&disabled=false');
});

test('the audit log takes no order of the reader: its list is asked without sort', async () => {
  const api = fakeAdminApi({ 'GET /audit-log': () => ({ body: [], headers: { 'X-Total-Count': '0' } }) });
  await dataProvider.getList('audit-log', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'at', order: 'ASC' },
    filter: { action: 'sign_in' },
  });
  expect(api.calls[0]?.path).toBe('/audit-log?page=1&perPage=25&action=sign_in');
});

test('an update sends only what may change, with the version the editor started from', async () => {
  const api = fakeAdminApi({ 'PUT /accounts/7': () => ({ body: { ...account, name: 'Anna N.', version: 4 } }) });
  const answer = await dataProvider.update('accounts', {
    id: 7,
    data: { ...account, name: 'Anna N.', email: 'changed@example.com', createdAt: 'x' },
    previousData: account,
  });
  expect(api.calls[0]?.body).toEqual({ name: 'Anna N.', role: 'editor', disabled: false, version: 3 });
  expect(answer.data).toMatchObject({ version: 4 });
});

test("a stale update is refused with the API's message and the current record in the error", async () => {
  const current = { ...account, name: 'Someone else', version: 5 };
  fakeAdminApi({
    'PUT /accounts/7': () => ({ status: 409, body: { code: '409', message: 'Changed meanwhile', current } }),
  });
  const error = await dataProvider
    .update('accounts', { id: 7, data: { ...account, name: 'Mine' }, previousData: account })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 409, message: 'Changed meanwhile', body: { current } });
});

test('a product is edited in the form shape and saved whole in the API shape, with its version', async () => {
  const product = {
    id: 3,
    version: 12,
    name: 'Nova',
    slug: 'nova',
    category: 1,
    categories: [],
    tags: [],
    published: '2025-03-10T09:00:00.000Z',
    configuratorUrl: null,
    showSimilarProducts: true,
    similarProducts: [],
    relatedProduct: null,
    relationPosition: null,
    patternCollections: [],
    translations: {
      pl: { shortDescription: '<p>Opis</p>', seoTitle: null, seoDescription: null, relationLabel: null },
    },
    blocks: [],
    images: [],
    files: [],
  };
  const api = fakeAdminApi({
    'GET /products/3': () => ({ body: product }),
    'PUT /products/3': () => ({ body: { ...product, version: 13 } }),
  });
  const { data } = await dataProvider.getOne('products', { id: 3 });
  expect(data).toMatchObject({ texts: { shortDescription: { pl: '<p>Opis</p>', en: null, fr: null } } });
  const texts = { ...data.texts, shortDescription: { pl: '<p>Opis</p>', en: '<p>About</p>', fr: '' } };
  const saved = await dataProvider.update('products', { id: 3, data: { ...data, texts }, previousData: data });
  expect(api.calls[1]?.body).toMatchObject({
    version: 12,
    translations: { pl: { shortDescription: '<p>Opis</p>' }, en: { shortDescription: '<p>About</p>' } },
  });
  expect(saved.data).toMatchObject({ version: 13, texts: { shortDescription: { pl: '<p>Opis</p>' } } });
});

test('an old address is saved by its address, leading to the path or, with the path emptied, to the product', async () => {
  const row = { id: '/cennik.html', from: '/cennik.html', to: '/kontakt', version: 9 };
  const api = fakeAdminApi({
    'PUT /legacy-redirects/%2Fcennik.html': () => ({ body: { ...row, to: undefined, product: 4, version: 10 } }),
  });
  await dataProvider.update('legacy-redirects', {
    id: row.id,
    data: { ...row, to: '', product: 4 },
    previousData: row,
  });
  expect(api.calls[0]?.body).toEqual({ from: '/cennik.html', product: 4, version: 9 });
});
