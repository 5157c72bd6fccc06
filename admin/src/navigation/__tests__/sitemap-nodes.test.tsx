// A sitemap node's edit page opens with its parent chosen and its fields named, and a node moved to the top level
// saves no parent.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';
import { SitemapNodeEdit } from '../sitemap-nodes';

const node = (id: number, parent: number | null, slug: string) => ({
  id,
  parent,
  position: id,
  nodeType: 'page',
  action: 'show',
  page: null,
  category: null,
  resolver: null,
  translations: { pl: { slug, title: slug }, en: { slug }, fr: { slug } },
  version: 3,
});

const home = node(1, null, '');
const products = node(2, 1, 'produkty');

test('the edit page shows the parent, and a node taken to the top level saves no parent', async () => {
  const api = fakeAdminApi({
    'GET /sitemap-nodes': () => ({ body: [home, products], headers: { 'X-Total-Count': '2' } }),
    'GET /sitemap-nodes/1': () => ({ body: home }),
    'GET /sitemap-nodes/2': () => ({ body: products }),
    'PUT /sitemap-nodes/2': ({ body }) => ({ body: { ...products, ...(body as object), version: 4 } }),
  });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/sitemap-nodes/2']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="sitemap-nodes">
          <Routes>
            <Route path="/sitemap-nodes/:id" element={<SitemapNodeEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

  const parent = () => screen.getByRole('combobox', { name: 'Węzeł nadrzędny' });
  await waitFor(() => expect(parent()).toHaveTextContent('/'));
  expect(screen.getAllByRole('textbox', { name: 'Tytuł' })).toHaveLength(3);
  await user.click(parent());
  // The first choice is the empty one: no parent.
  await user.click((await screen.findAllByRole('option'))[0]);
  await user.click(screen.getByRole('button', { name: /Zapisz/ }));

  await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ parent: null }));
});
