// An ordered list in a form, as an editor uses it: rows moved by keyboard (the focus staying on the moved row, the
// move announced), by a mouse drag and by a finger, added and removed; the form saves the rows in the order shown.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm, TextInput } from 'react-admin';
import { i18nProvider } from '../../i18n/i18n-provider';
import { OrderedArrayInput } from '../ordered-array-input';

interface Tab {
  name: string;
}

function renderList() {
  const onSubmit = jest.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="products">
        <SimpleForm
          record={{ id: 1, tabs: [{ name: 'Opis' }, { name: 'Wymiary' }, { name: 'Pliki' }] }}
          onSubmit={onSubmit}
        >
          <OrderedArrayInput<Tab>
            source="tabs"
            label="app.products.tabs"
            nameOf={({ name }) => name ?? ''}
            newItem={() => ({ name: '' })}
            removable
          >
            <TextInput source="name" label="resources.products.fields.texts.name" />
          </OrderedArrayInput>
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const user = userEvent.setup();
  const saved = async () => {
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    return (onSubmit.mock.calls.at(-1)?.[0] as { tabs: Tab[] }).tabs.map((tab) => tab.name);
  };
  return { user, saved };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Zakładki' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

beforeEach(() => i18nProvider.changeLocale('pl'));

test('moves a row by keyboard with the focus kept on it and the move announced', async () => {
  const { user, saved } = renderList();
  expect(rows()).toEqual(['1. Opis', '2. Wymiary', '3. Pliki']);

  screen.getByRole('button', { name: 'Przesuń niżej: 1. Opis' }).focus();
  await user.keyboard('{Enter}');
  expect(rows()).toEqual(['1. Wymiary', '2. Opis', '3. Pliki']);
  expect(document.activeElement).toHaveAccessibleName('Przesuń niżej: 2. Opis');
  expect(screen.getByRole('status')).toHaveTextContent('Przeniesiono „Opis” na pozycję 2 z 3');

  await user.keyboard('{Enter}');
  // At the bottom "move down" is disabled: "move up" keeps the focus on the row.
  expect(document.activeElement).toHaveAccessibleName('Przesuń wyżej: 3. Opis');
  expect(screen.getByRole('status')).toHaveTextContent('Przeniesiono „Opis” na pozycję 3 z 3');
  expect(await saved()).toEqual(['Wymiary', 'Pliki', 'Opis']);
});

test('moves a row dragged by its handle onto another row', async () => {
  const { saved } = renderList();
  fireEvent.dragStart(screen.getByTitle('Przeciągnij: 3. Pliki'), { dataTransfer: { setData: jest.fn() } });
  const [first] = screen.getAllByRole('listitem');
  fireEvent.dragOver(first);
  fireEvent.drop(first);
  expect(rows()).toEqual(['1. Pliki', '2. Opis', '3. Wymiary']);
  expect(screen.getByRole('status')).toHaveTextContent('Przeniesiono „Pliki” na pozycję 1 z 3');
  expect(await saved()).toEqual(['Pliki', 'Opis', 'Wymiary']);
});

test('moves a row dragged by a finger', async () => {
  const { saved } = renderList();
  const handle = screen.getByTitle('Przeciągnij: 1. Opis');
  const last = screen.getAllByRole('listitem')[2];
  // jsdom lays nothing out: the finger is over the last row.
  document.elementFromPoint = jest.fn(() => last);
  fireEvent.pointerDown(handle, { pointerType: 'touch', pointerId: 1 });
  fireEvent.pointerMove(handle, { pointerType: 'touch', pointerId: 1, clientX: 10, clientY: 300 });
  fireEvent.pointerUp(handle, { pointerType: 'touch', pointerId: 1, clientX: 10, clientY: 300 });
  expect(rows()).toEqual(['1. Wymiary', '2. Pliki', '3. Opis']);
  expect(await saved()).toEqual(['Wymiary', 'Pliki', 'Opis']);
});

test('adds a row at the end and removes one', async () => {
  const { user, saved } = renderList();
  await user.click(screen.getByRole('button', { name: 'Dodaj' }));
  await user.type(screen.getAllByLabelText('Nazwa zakładki').at(-1) as HTMLElement, 'Wzorniki');
  expect(rows()).toEqual(['1. Opis', '2. Wymiary', '3. Pliki', '4. Wzorniki']);
  await user.click(screen.getByRole('button', { name: 'Usuń: 2. Wymiary' }));
  expect(await saved()).toEqual(['Opis', 'Pliki', 'Wzorniki']);
});
