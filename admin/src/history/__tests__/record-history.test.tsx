import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi, type FakeCall } from '../../testing/fake-api';
import { RecordHistory, type FieldChange, type Revision } from '../record-history';

const anna = { email: 'anna@ergoforma.pl', name: 'Anna Nowak' };
const revisions: Revision[] = [
  { id: 12, version: 40, action: 'update', changedAt: '2026-11-27T10:00:00.000Z', author: anna },
  { id: 7, version: 31, action: 'update', changedAt: '2026-11-26T09:00:00.000Z', author: anna },
  {
    id: 3,
    version: 20,
    action: 'create',
    changedAt: '2026-11-25T08:00:00.000Z',
    author: { email: 'x@y.pl', name: null },
  },
];
const slugChange: FieldChange[] = [{ path: 'translations.en.slug', locale: 'en', before: 'nova', after: 'nova-2' }];

function historyApi(restore: (call: FakeCall) => { status?: number; body?: unknown }) {
  return fakeAdminApi({
    'GET /session': () => ({ body: { account: { id: 1, ...anna, role: 'editor', totpEnabled: false, version: 1 } } }),
    'GET /products/1/history': () => ({ body: revisions }),
    'GET /products/1/history/diff': () => ({ body: { from: 3, to: 12, changes: slugChange } }),
    'POST /products/1/history/7/restore': restore,
  });
}

const renderPanel = () =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <RecordHistory resource="products" id={1} />
      <Notification />
    </AdminContext>,
  );

beforeEach(() => i18nProvider.changeLocale('pl'));

test('lists the saves with who and when, and shows what changed between the two picked, per language', async () => {
  const user = userEvent.setup();
  const api = historyApi(() => ({ body: { version: 41 } }));
  renderPanel();
  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(rows[1]).toHaveTextContent('Anna Nowak');
  expect(rows[3]).toHaveTextContent('x@y.pl');
  expect(rows[3]).toHaveTextContent('utworzenie');

  const boxes = screen.getAllByRole('checkbox');
  await user.click(boxes[0]);
  await user.click(boxes[2]);
  await user.click(screen.getByRole('button', { name: 'Porównaj dwa zapisy' }));
  const changes = await screen.findByRole('table', { name: 'Zmienione pola' });
  expect(within(changes).getAllByRole('row')[1]).toHaveTextContent('translations.en.slugennovanova-2');
  expect(api.calls.map((call) => call.path)).toContain('/products/1/history/diff?from=3&to=12');
});

test('restores a save after confirmation, sending the version seen; a save meanwhile is said plainly', async () => {
  const user = userEvent.setup();
  let answer: { status?: number; body?: unknown } = { status: 409, body: { message: 'changed' } };
  const api = historyApi(() => answer);
  renderPanel();
  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  // The newest save is the record as it is: nothing to restore.
  expect(within(rows[1]).queryByRole('button', { name: 'Przywróć' })).toBeNull();
  await user.click(within(rows[2]).getByRole('button', { name: 'Przywróć' }));
  expect(await screen.findByText('Przywrócić tę wersję?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Potwierdź/ }));
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ version: 40 });
  expect(await screen.findByText(/Ktoś zapisał ten rekord w międzyczasie/)).toBeInTheDocument();

  answer = { body: { version: 41 } };
  // The confirmation closes with a transition; until it is gone the page behind it is hidden from the accessibility tree.
  await user.click(await within(rows[2]).findByRole('button', { name: 'Przywróć' }));
  await user.click(await screen.findByRole('button', { name: /Potwierdź/ }));
  expect(await screen.findByText('Przywrócono wersję. Strona już ją pokazuje.')).toBeInTheDocument();
});
