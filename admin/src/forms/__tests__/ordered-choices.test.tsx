// The order of a product's similar products, set under their picker: the chosen products by name, moved by keyboard,
// saved in the order shown.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18n-provider';
import { OrderedChoices } from '../ordered-choices';

const NAMES: Record<number, string> = { 2: 'Aruba', 5: 'Now', 7: 'Orbit' };

test('moves a chosen product up by keyboard and saves the new order', async () => {
  await i18nProvider.changeLocale('pl');
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const dataProvider = testDataProvider({
    getMany: (_resource, { ids }) =>
      Promise.resolve({ data: ids.map((id) => ({ id, name: NAMES[Number(id)] ?? '' })) }) as never,
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="products">
        <SimpleForm record={{ id: 1, similarProducts: [2, 5, 7] }} onSubmit={onSubmit}>
          <OrderedChoices
            source="similarProducts"
            reference="product-choices"
            label="resources.products.fields.similarProducts"
          />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );

  const up = await screen.findByRole('button', { name: 'Przesuń wyżej: 3. Orbit' });
  up.focus();
  await user.keyboard('{Enter}');
  expect(screen.getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual([
    '1. Aruba',
    '2. Orbit',
    '3. Now',
  ]);
  expect(document.activeElement).toHaveAccessibleName('Przesuń wyżej: 2. Orbit');
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ similarProducts: [2, 7, 5] }), expect.anything());
});
