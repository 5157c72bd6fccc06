// A form saved while its rich-text editor is still loading keeps the text it was opened with: what stands in for
// the editor meanwhile is not a form field (a disabled one would be left out of what is saved).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm, TextInput } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { RichTextInput } from '../lazy-rich-text-input';

// The editor's chunk never arrives in this test: the form is saved while it loads.
jest.mock('../rich-text-input', () => ({
  __esModule: true,
  default: () => {
    throw new Promise(() => undefined);
  },
}));

test('saving before the editor has loaded keeps its field as it was', async () => {
  const onSubmit = jest.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="posts">
        <SimpleForm record={{ id: 1, lead: '<p>Nowy fotel</p>', title: 'Premiera' }} onSubmit={onSubmit}>
          <TextInput source="title" label="Tytuł" />
          <RichTextInput source="lead" label="Wstęp" />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Tytuł'), ' 2026');
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ lead: '<p>Nowy fotel</p>', title: 'Premiera 2026' });
});
