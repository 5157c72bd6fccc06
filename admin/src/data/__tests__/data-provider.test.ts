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
