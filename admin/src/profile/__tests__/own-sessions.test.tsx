import { render as renderInto, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cloneElement, type ReactElement } from 'react';
import { memoryStore, type Store } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../../app';
import { forgetWhoAmI } from '../../auth/auth-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';

const render = (app: ReactElement<{ store?: Store }>) =>
  renderInto(<BrowserRouter>{cloneElement(app, { store: memoryStore() })}</BrowserRouter>);

const anna = { id: 1, name: 'Anna Nowak', email: 'anna@ergoforma.pl', role: 'editor', totpEnabled: false, version: 1 };
const session = (id: string, client: string | null, current = false) => ({
  id: id.repeat(64),
  method: 'password',
  createdAt: '2026-11-27T08:00:00.000Z',
  lastSeenAt: '2026-11-28T09:30:00.000Z',
  client,
  current,
});

function sessionsApi() {
  let sessions = [session('a', 'Firefox 128, Linux', true), session('b', 'Chrome 126, Android'), session('c', null)];
  return fakeAdminApi({
    'GET /session': () => ({ body: { account: anna } }),
    'GET /me': () => ({ body: { account: anna, passkeys: [] } }),
    'GET /me/sessions': () => ({ body: sessions }),
    [`DELETE /me/sessions/${'b'.repeat(64)}`]: () => {
      sessions = sessions.filter((one) => one.id !== 'b'.repeat(64));
      return { status: 204 };
    },
    'POST /me/sessions/end-others': () => {
      sessions = sessions.filter((one) => one.current);
      return { status: 204 };
    },
  });
}

beforeEach(async () => {
  forgetWhoAmI();
  await i18nProvider.changeLocale('pl');
  window.history.pushState({}, '', '/profile');
});

test('my sessions are listed with their browsers, this one marked; one or all the others end', async () => {
  const user = userEvent.setup();
  const api = sessionsApi();
  render(<App />);
  const list = await screen.findByRole('list', { name: 'Sesje' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/^Firefox 128, Linux · od .+, ostatnio .+Ta sesja$/);
  expect(within(items[0]).queryByRole('button', { name: 'Wyloguj' })).toBeNull();
  expect(items[2]).toHaveTextContent(/^Nieznana przeglądarka · od /);

  await user.click(within(items[1]).getByRole('button', { name: 'Wyloguj' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(list).not.toHaveTextContent('Chrome 126');

  await user.click(screen.getByRole('button', { name: 'Wyloguj pozostałe sesje' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(screen.queryByRole('button', { name: 'Wyloguj pozostałe sesje' })).toBeNull();
  expect(api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
    `DELETE /me/sessions/${'b'.repeat(64)}`,
    'POST /me/sessions/end-others',
  ]);
});
