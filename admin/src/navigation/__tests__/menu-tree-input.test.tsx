// The menu tree editor in a form: keyboard moves keep the focus on the moved item's button, a removal asks first,
// and the form saves the nested items the API takes.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';
import type { MenuItem } from '../menu-tree';
import { MenuTreeInput } from '../menu-tree-input';

const item = (id: number, name: string, children?: MenuItem[]): MenuItem => ({
  id,
  name,
  type: 'Empty',
  url: null,
  page: null,
  category: null,
  sitemapNode: null,
  ...(children === undefined ? {} : { children }),
});

beforeEach(() => {
  fakeAdminApi({
    'GET /sitemap-nodes': () => ({
      body: [{ id: 7, page: 2, translations: { pl: { slug: 'o-nas', title: 'O nas' } } }],
      headers: { 'X-Total-Count': '1' },
    }),
    'GET /categories': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
  });
});

test('items move by keyboard with the focus kept, are removed after a confirmation, and save nested', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="menus">
        <SimpleForm
          record={{ id: 1, items: [item(1, 'Produkty', [item(11, 'Krzesła')]), item(2, 'Kontakt'), item(3, 'Więcej')] }}
          onSubmit={onSubmit}
        >
          <MenuTreeInput firstFreeId={100} />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );

  const nest = await screen.findByRole('button', { name: 'Wsuń „Kontakt” pod pozycję powyżej' });
  act(() => nest.focus());
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Wsuń „Kontakt” pod pozycję powyżej' })).toHaveFocus();
  const up = screen.getByRole('button', { name: 'Przenieś „Kontakt” w górę' });
  act(() => up.focus());
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Przenieś „Kontakt” w górę' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Usuń „Więcej”' }));
  expect(await screen.findByText('„Więcej” zniknie z menu razem z pozycjami pod nią.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
  await user.click(await screen.findByRole('button', { name: 'Dodaj pozycję' }));

  await user.click(screen.getByRole('button', { name: /Zapisz/ }));
  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({
      items: [
        item(1, 'Produkty', [item(2, 'Kontakt'), item(11, 'Krzesła')]),
        expect.objectContaining({ id: 100, name: 'Nowa pozycja', type: 'Empty' }),
      ],
    }),
    expect.anything(),
  );
});
