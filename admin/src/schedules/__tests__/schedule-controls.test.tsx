import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, RecordContextProvider, Resource } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi, type FakeRoute } from '../../testing/fake-api';
import { ScheduleControls } from '../schedule-controls';
import { ScheduleList } from '../schedule-list';

const session: FakeRoute = () => ({
  body: { account: { id: 1, email: 'ewa@ergoforma.pl', name: 'Ewa', role: 'editor', totpEnabled: false, version: 1 } },
});

const renderControls = (record: object) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <RecordContextProvider value={record}>
        <ScheduleControls resource="products" />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );

beforeEach(() => i18nProvider.changeLocale('pl'));

test('unpublishes now with the redirect typed, on the version shown; a stale version is said plainly', async () => {
  const user = userEvent.setup();
  let status = 200;
  const api = fakeAdminApi({
    'GET /session': session,
    'POST /publishing/products/3/unpublish': () => ({ status, body: { id: 3, isPublished: false, version: 8 } }),
  });
  renderControls({ id: 3, version: 7 });
  expect(screen.getByRole('heading', { name: 'Opublikowany' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Przekieruj na adres (opcjonalnie)'), '/produkty');
  await user.click(screen.getByRole('button', { name: 'Wycofaj teraz' }));
  expect(await screen.findByText('Wycofano ze strony')).toBeInTheDocument();
  expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
    path: '/publishing/products/3/unpublish',
    body: { version: 7, redirectTo: '/produkty' },
  });

  status = 409;
  await user.click(screen.getByRole('button', { name: 'Wycofaj teraz' }));
  expect(await screen.findByText(/Ktoś w międzyczasie zmienił ten rekord/)).toBeInTheDocument();
});

test('an unpublished record offers publish now; publish at a time sends that instant', async () => {
  const user = userEvent.setup();
  const api = fakeAdminApi({
    'GET /session': session,
    'POST /schedules': () => ({ status: 201, body: { id: 1 } }),
  });
  renderControls({ id: 3, version: 7, isPublished: false });
  expect(screen.getByRole('button', { name: 'Opublikuj teraz' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Opublikuj o tej porze' })).toBeDisabled();
  await user.type(screen.getByLabelText('Data i godzina'), '2030-01-15T09:30');
  await user.click(screen.getByRole('button', { name: 'Opublikuj o tej porze' }));
  expect(await screen.findByText('Zaplanowano')).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === '/schedules')?.body).toEqual({
    resource: 'products',
    id: 3,
    action: 'publish',
    at: new Date('2030-01-15T09:30').toISOString(),
  });
});

test('the list shows what is scheduled with the record, action, when and who, and cancels', async () => {
  const user = userEvent.setup();
  const rows = [
    {
      id: 5,
      resource: 'posts',
      recordId: 2,
      title: 'Nowa hala',
      action: 'unpublish',
      at: '2030-01-15T09:30:00.000Z',
      by: 'ewa@ergoforma.pl',
      createdAt: '2029-12-01T00:00:00.000Z',
      doneAt: null,
      error: null,
    },
  ];
  const api = fakeAdminApi({
    'GET /session': session,
    'GET /schedules': () => ({ body: rows, headers: { 'X-Total-Count': String(rows.length) } }),
    'DELETE /schedules/5': () => {
      rows.pop();
      return { status: 204 };
    },
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <Resource name="schedules" list={ScheduleList} />
    </AdminContext>,
  );
  const row = (await screen.findByText('Nowa hala (posts 2)')).closest('tr');
  expect(row).not.toBeNull();
  expect(row).toHaveTextContent('wycofanie');
  expect(row).toHaveTextContent('ewa@ergoforma.pl');
  await user.click(within(row as HTMLElement).getByRole('button', { name: 'Anuluj' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
  await waitFor(() => expect(screen.queryByText('Nowa hala (posts 2)')).not.toBeInTheDocument());
  expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/schedules/5')).toBe(true);
});
