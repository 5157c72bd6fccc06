// An unpublish, now or scheduled, first shows what links to the record and asks; nothing is sent until confirmed.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, RecordContextProvider } from 'react-admin';
import { dataProvider } from '../../data/data-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi, type FakeRoute } from '../../testing/fake-api';
import { ScheduleControls } from '../../schedules/schedule-controls';
import type { RecordUse } from '../unpublish-check';

const session: FakeRoute = () => ({
  body: { account: { id: 1, email: 'ewa@ergoforma.pl', name: 'Ewa', role: 'editor', totpEnabled: false, version: 1 } },
});
const uses: RecordUse[] = [
  {
    where: { kind: 'menu', id: 1, title: 'main: Ergonomia', field: 'items[1021].page' },
    href: '/ergonomia',
    locale: 'pl',
  },
  {
    where: { kind: 'page', id: 1, title: 'Strona główna', field: 'blocks[3].link.href' },
    href: '/ergonomia',
    locale: 'pl',
  },
];

const renderControls = () =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <RecordContextProvider value={{ id: 8, version: 5 }}>
        <ScheduleControls resource="pages" />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );

beforeEach(() => i18nProvider.changeLocale('pl'));

test('unpublishing now lists the links to the record, each leading to its record, and goes ahead with the redirect typed there', async () => {
  const user = userEvent.setup();
  const api = fakeAdminApi({
    'GET /session': session,
    'GET /pages/8/uses': () => ({ body: uses }),
    'POST /publishing/pages/8/unpublish': () => ({ body: { id: 8, isPublished: false, version: 6 } }),
  });
  renderControls();
  await user.click(screen.getByRole('button', { name: 'Wycofaj teraz' }));
  const dialog = await screen.findByRole('dialog', { name: 'Odnośniki do tego rekordu' });
  expect(within(dialog).getByRole('link', { name: 'menu main: Ergonomia' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/menus\/1$/),
  );
  expect(within(dialog).getByRole('link', { name: 'strona Strona główna' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/pages\/1$/),
  );
  expect(dialog).toHaveTextContent('blocks[3].link.href (pl): /ergonomia');
  expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

  await user.type(within(dialog).getByLabelText('Przekieruj na adres (opcjonalnie)'), '/o-nas');
  await user.click(within(dialog).getByRole('button', { name: 'Wycofaj mimo to' }));
  expect(await screen.findByText('Wycofano ze strony')).toBeInTheDocument();
  expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
    path: '/publishing/pages/8/unpublish',
    body: { version: 5, redirectTo: '/o-nas' },
  });
});

test('a scheduled unpublish shows the links too, and cancelling schedules nothing', async () => {
  const user = userEvent.setup();
  const api = fakeAdminApi({ 'GET /session': session, 'GET /pages/8/uses': () => ({ body: uses }) });
  renderControls();
  await user.type(screen.getByLabelText('Data i godzina'), '2030-01-15T09:30');
  await user.click(screen.getByRole('button', { name: 'Wycofaj o tej porze' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Po wycofaniu w zaplanowanym czasie zaprowadzą na stronę 404');
  expect(within(dialog).queryByLabelText('Przekieruj na adres (opcjonalnie)')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
  expect(api.calls.some((call) => call.path === '/schedules')).toBe(false);
});
