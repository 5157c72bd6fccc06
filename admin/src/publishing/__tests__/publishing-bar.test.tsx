import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, RecordContextProvider, SimpleForm, TextInput } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import { PublishingBar, type Draft } from '../publishing-bar';

const stored = { id: 7, position: 1, name: 'Biurowe', version: 30 };
const draftOf = (name: string): Draft => ({
  record: { ...stored, name, version: undefined },
  version: 30,
  savedAt: '2026-11-27T10:00:00.000Z',
  author: { id: 2, name: 'Anna Nowak' },
});

function api(options: { draft?: Draft | null; publish?: FakeAnswer } = {}) {
  let draft = options.draft ?? null;
  return fakeAdminApi({
    'GET /drafts/tags/7': () => (draft ? { body: draft } : { status: 204, body: null }),
    'PUT /drafts/tags/7': (call: FakeCall) => {
      const { version, ...record } = call.body as { id: number; name: string; version: number };
      draft = { ...draftOf(record.name), record, version, savedAt: '2026-11-28T06:00:00.000Z' };
      return { body: draft };
    },
    'DELETE /drafts/tags/7': () => {
      draft = null;
      return { status: 204 };
    },
    'POST /drafts/tags/7/preview-link': () => ({
      body: { urls: { pl: 'http://site.example/preview/tag/7?draft=t', en: 'x' }, expires: '' },
    }),
    'POST /drafts/tags/7/publish': () => options.publish ?? { body: stored },
  });
}

const renderForm = () =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <RecordContextProvider value={stored}>
        <SimpleForm record={stored} toolbar={<PublishingBar resource="tags" />}>
          <TextInput source="name" label="Nazwa" />
        </SimpleForm>
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );

beforeEach(() => i18nProvider.changeLocale('pl'));

test('a record with a draft is edited from the draft, under a banner naming who saved it and when', async () => {
  api({ draft: draftOf('Szkic Anny') });
  renderForm();
  expect(await screen.findByText(/Edytujesz szkic z .*, autor: Anna Nowak/)).toBeInTheDocument();
  expect(screen.getByLabelText('Nazwa')).toHaveValue('Szkic Anny');
});

test('"Save draft" sends what is typed with the version it is based on, and says the site is unchanged', async () => {
  const user = userEvent.setup();
  const fake = api();
  renderForm();
  const name = await screen.findByLabelText('Nazwa');
  await user.clear(name);
  await user.type(name, 'Nowa nazwa');
  await user.click(screen.getByRole('button', { name: 'Zapisz szkic' }));
  expect(await screen.findByText('Zapisano szkic. Strona się nie zmieniła.')).toBeInTheDocument();
  const put = fake.calls.find((call) => call.method === 'PUT');
  expect(put?.body).toMatchObject({ name: 'Nowa nazwa', version: 30 });
  expect(await screen.findByText(/Edytujesz szkic/)).toBeInTheDocument();
});

test('"Preview" saves the draft and opens its signed link in a new tab', async () => {
  const user = userEvent.setup();
  const tab = { opener: {}, location: { href: 'about:blank' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const fake = api();
  renderForm();
  await screen.findByLabelText('Nazwa');
  await user.click(screen.getByRole('button', { name: 'Podgląd' }));
  await waitFor(() => expect(tab.location.href).toBe('http://site.example/preview/tag/7?draft=t'));
  expect(open).toHaveBeenCalledWith('about:blank', '_blank');
  expect(tab.opener).toBeNull();
  expect(fake.calls.map((call) => call.method)).toEqual(expect.arrayContaining(['PUT', 'POST']));
  open.mockRestore();
});

test('"Publish" asks first, then publishes on the draft\'s version; a change made since is said plainly', async () => {
  const user = userEvent.setup();
  const fake = api({
    draft: draftOf('Szkic'),
    publish: { status: 409, body: { message: 'changed', current: stored } },
  });
  renderForm();
  await screen.findByText(/Edytujesz szkic/);
  await user.click(screen.getByRole('button', { name: 'Opublikuj szkic' }));
  await user.click(await screen.findByRole('button', { name: /Potwierdź/ }));
  expect(await screen.findByText(/Ktoś zapisał ten rekord po utworzeniu szkicu/)).toBeInTheDocument();
  expect(fake.calls.find((call) => call.path === '/drafts/tags/7/publish')?.body).toEqual({ version: 30 });
});

test('"Discard draft" forgets the draft and puts the stored record back in the form', async () => {
  const user = userEvent.setup();
  const fake = api({ draft: draftOf('Szkic') });
  renderForm();
  await screen.findByText(/Edytujesz szkic/);
  await user.click(screen.getByRole('button', { name: 'Odrzuć szkic' }));
  expect(await screen.findByText('Odrzucono szkic')).toBeInTheDocument();
  expect(screen.getByLabelText('Nazwa')).toHaveValue('Biurowe');
  expect(screen.queryByText(/Edytujesz szkic/)).toBeNull();
  expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true);
});
