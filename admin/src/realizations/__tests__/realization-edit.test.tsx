// The realization's edit page: the drafts bar (without a preview: a realization has no page of its own on the site)
// and the publishing panel; a save from the form keeps a realization taken off the site off it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi, type FakeCall } from '../../testing/fake-api';
import { RealizationEdit } from '../realization-pages';

const realization = {
  id: 1,
  version: 6,
  position: 2,
  isPublished: false,
  translations: { pl: { title: 'Bank', slug: 'bank', lead: '<p>Sala obsługi.</p>' } },
  images: [],
};

beforeEach(() => i18nProvider.changeLocale('pl'));

test('an unpublished realization offers publishing, no preview, and a save keeps it off the site', async () => {
  const api = fakeAdminApi({
    'GET /realizations/1': () => ({ body: realization }),
    'GET /realizations/1/history': () => ({ body: [] }),
    'GET /drafts/realizations/1': () => ({ status: 204 }),
    'GET /media': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
    'PUT /realizations/1': ({ body }: FakeCall) => ({ body: { ...realization, ...(body as object), version: 7 } }),
  });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/realizations/1']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="realizations">
          <Routes>
            <Route path="/realizations/:id" element={<RealizationEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

  const publishing = await screen.findByRole('region', { name: 'Publikacja' });
  expect(within(publishing).getByRole('heading', { name: 'Niepublikowany' })).toBeInTheDocument();
  expect(within(publishing).getByRole('button', { name: 'Opublikuj teraz' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zapisz szkic' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Podgląd' })).toBeNull();

  const order = screen.getByLabelText(/Kolejność/);
  await user.clear(order);
  await user.type(order, '3');
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  expect(await screen.findByText('Zapisano zmiany')).toBeInTheDocument();
  expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
    position: 3,
    isPublished: false,
    version: 6,
  });
});
