import { render as renderInto, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../../app';
import { forgetWhoAmI } from '../../auth/auth-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';

const hr = { id: 2, name: 'Halina Kadrowa', email: 'hr@ergoforma.pl', role: 'hr', totpEnabled: true, version: 1 };
const item = {
  id: 5,
  form: 'job_application',
  status: 'new',
  assigneeId: null,
  unread: true,
  name: 'Ewa Kowalska',
  email: 'ewa@example.pl',
  position: 'Tapicer',
  createdAt: '2026-11-20T10:00:00.000Z',
  deleteAfter: '2027-05-19T10:00:00.000Z',
  version: 3,
};
const detail = {
  ...item,
  unread: false,
  fields: { firstName: 'Ewa', lastName: 'Kowalska', email: 'ewa@example.pl', position: 'Tapicer' },
  locale: 'pl',
  page: null,
  files: [{ id: 9, field: 'cv', name: 'cv.pdf', size: 2048, type: 'pdf' }],
  notes: [{ id: 1, authorName: 'Halina Kadrowa', text: 'Zadzwonić', createdAt: '2026-11-21T09:00:00.000Z' }],
  notification: { state: 'failed', attempts: 8, lastError: '550 refused', sentAt: null },
};

function inboxApi() {
  return fakeAdminApi({
    'GET /session': () => ({ body: { account: hr } }),
    'GET /inbox': () => ({ body: [item], headers: { 'X-Total-Count': '1' } }),
    'GET /inbox/assignees': () => ({ body: [{ id: 2, name: 'Halina Kadrowa', forms: ['job_application'] }] }),
    'GET /inbox/5': () => ({ body: detail }),
    'PATCH /inbox/5': () => ({ body: { ...detail, status: 'in_progress', version: 4 } }),
    'POST /inbox/5/notification/resend': () => ({ body: { state: 'queued', attempts: 0 } }),
    'POST /personal-data/find': () => ({
      body: [{ id: 5, form: 'job_application', createdAt: item.createdAt, files: 1 }],
    }),
    'POST /personal-data/erase': () => ({ body: { submissions: 1, files: 1 } }),
  });
}

const render = (path: string) => {
  window.history.pushState({}, '', path);
  return renderInto(
    <BrowserRouter>
      <App store={memoryStore()} />
    </BrowserRouter>,
  );
};

beforeEach(async () => {
  forgetWhoAmI();
  await i18nProvider.changeLocale('pl');
});

test('the inbox lists an unread submission in bold; its page shows the fields, the CV link and saves a status with its version', async () => {
  const user = userEvent.setup();
  const api = inboxApi();
  render('/inbox');
  const cell = await screen.findByText('Ewa Kowalska', {}, { timeout: 5000 });
  expect(cell.tagName).toBe('STRONG');
  expect(screen.getByText('Nieprzeczytane')).toBeTruthy();

  await user.click(cell);
  expect(await screen.findByRole('link', { name: /CV: cv\.pdf/ }, { timeout: 5000 })).toHaveProperty(
    'href',
    'http://localhost/api/admin/inbox/5/files/9',
  );
  expect(screen.getByText('Zadzwonić')).toBeTruthy();
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'W toku' }));
  await user.click(screen.getByRole('button', { name: 'Zapisz' }));
  await screen.findByText(/Powiadomienie e-mail/);
  expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    version: 3,
    status: 'in_progress',
    assigneeId: null,
  });
  await user.click(screen.getByRole('button', { name: 'Wyślij ponownie' }));
  expect(api.calls.some((call) => call.path === '/inbox/5/notification/resend')).toBe(true);
});

test('the personal-data page names what an erasure removes before it is confirmed', async () => {
  const user = userEvent.setup();
  const api = inboxApi();
  render('/personal-data');
  await user.type(await screen.findByLabelText(/Adres e-mail osoby/), 'ewa@example.pl');
  await user.click(screen.getByRole('button', { name: 'Szukaj' }));
  await user.click(await screen.findByRole('button', { name: 'Usuń dane' }));
  const dialog = await screen.findByRole('dialog', { name: 'Usunąć dane osoby ewa@example.pl?' });
  expect(within(dialog).getByText(/Aplikacja o pracę nr 5 z .*plików: 1/)).toBeTruthy();
  expect(api.calls.some((call) => call.path === '/personal-data/erase')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Usuń dane' }));
  expect(await screen.findByText('Usunięto zgłoszeń: 1, plików: 1')).toBeTruthy();
  expect(api.calls.find((call) => call.path === '/personal-data/erase')?.body).toEqual({ email: 'ewa@example.pl' });
});
