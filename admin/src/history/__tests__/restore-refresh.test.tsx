// After a restore from the history under an edit form, the form shows the restored record and its version: a save
// right after is based on the restored version, not refused as stale.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Edit, memoryStore, ResourceContextProvider, SimpleForm, TextInput } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';
import { RecordHistory, type Revision } from '../record-history';

const anna = { email: 'anna@ergoforma.pl', name: 'Anna Nowak' };
const revisions: Revision[] = [
  { id: 12, version: 40, action: 'update', changedAt: '2026-11-27T10:00:00.000Z', author: anna },
  { id: 7, version: 31, action: 'update', changedAt: '2026-11-26T09:00:00.000Z', author: anna },
];

const TagEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="translations.pl.name" label="Nazwa" />
    </SimpleForm>
    <RecordHistory resource="tags" id={4} />
  </Edit>
);

test('a restore reloads the form with the restored values, and the next save sends the restored version', async () => {
  let tag = { id: 4, version: 40, position: 4, translations: { pl: { name: 'Siatka' } } };
  const api = fakeAdminApi({
    'GET /tags/4': () => ({ body: tag }),
    'GET /tags/4/history': () => ({ body: revisions }),
    'POST /tags/4/history/7/restore': () => {
      tag = { ...tag, version: 41, translations: { pl: { name: 'Oparcie siatkowe' } } };
      return { body: { version: 41 } };
    },
    'PUT /tags/4': ({ body }) => ({ body: { ...tag, ...(body as object), version: 42 } }),
  });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/tags/4']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="tags">
          <Routes>
            <Route path="/tags/:id" element={<TagEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('textbox', { name: 'Nazwa' })).toHaveValue('Siatka');
  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  await user.click(within(rows[2]).getByRole('button', { name: 'Przywróć' }));
  await user.click(await screen.findByRole('button', { name: /Potwierdź/ }));

  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nazwa' })).toHaveValue('Oparcie siatkowe'));
  await user.type(screen.getByRole('textbox', { name: 'Nazwa' }), ' 3D');
  await user.click(screen.getByRole('button', { name: /Zapisz/ }));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
  expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
    version: 41,
    translations: { pl: { name: 'Oparcie siatkowe 3D' } },
  });
});
