import { render as renderInto, screen } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { memoryStore, type Store } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { App } from '../../app';
import { fakeAdminApi, type FakeCall } from '../../testing/fake-api';
import { i18nProvider } from '../../i18n/i18n-provider';
import { forgetWhoAmI } from '../auth-provider';

/** The app as index.tsx starts it, on the browser's own addresses, as on a first visit (nothing remembered). */
const render = (app: ReactElement<{ store?: Store }>) =>
  renderInto(<BrowserRouter>{cloneElement(app, { store: memoryStore() })}</BrowserRouter>);

const anna = { id: 1, name: 'Anna Nowak', email: 'anna@ergoforma.pl', role: 'admin', totpEnabled: true, version: 1 };

/** The API of a person who must give a code after the password; signed in once both are right. */
function signInApi() {
  let signedIn = false;
  return fakeAdminApi({
    'GET /session': () => ({ body: { account: signedIn ? anna : null } }),
    'POST /sign-in': ({ body }: FakeCall) => {
      const { password, code } = body as { password: string; code?: string };
      if (password !== 'correct horse battery')
        return { status: 401, body: { message: 'Wrong e-mail address or password' } };
      if (code === undefined) return { body: { account: null, codeRequired: true } };
      if (code !== '123456') return { status: 401, body: { message: 'Wrong e-mail address or password' } };
      signedIn = true;
      return { body: { account: anna } };
    },
    'POST /sign-out': () => ({ status: 204 }),
    'GET /accounts': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
  });
}

beforeEach(async () => {
  forgetWhoAmI();
  // The language a test chose stays with the translations' one instance: each test starts in Polish.
  await i18nProvider.changeLocale('pl');
  window.history.pushState({}, '', '/');
});

test('a wrong password is said plainly and what was typed stays; the right one asks for the code, which signs in', async () => {
  const user = userEvent.setup();
  const api = signInApi();
  render(<App />);

  await user.type(await screen.findByLabelText(/E-mail/), 'anna@ergoforma.pl');
  await user.type(screen.getByLabelText(/^Hasło/), 'wrong password here');
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
  expect(await screen.findByText('Nieprawidłowy e-mail lub hasło.')).toBeInTheDocument();
  expect(screen.getByLabelText(/E-mail/)).toHaveValue('anna@ergoforma.pl');

  await user.clear(screen.getByLabelText(/^Hasło/));
  await user.type(screen.getByLabelText(/^Hasło/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
  const code = await screen.findByLabelText(/Kod z aplikacji/);
  expect(code).toHaveFocus();

  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
  expect(
    await screen.findByRole('heading', { name: 'Dzień dobry, Anna Nowak' }, { timeout: 8000 }),
  ).toBeInTheDocument();
  expect(api.calls.filter((call) => call.path === '/sign-in').at(-1)?.body).toEqual({
    email: 'anna@ergoforma.pl',
    password: 'correct horse battery',
    code: '123456',
  });
  // An admin sees the accounts and the audit log in the menu.
  expect(screen.getByRole('menuitem', { name: /Konta/ })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: /Dziennik zdarzeń/ })).toBeInTheDocument();
});

test('too many attempts tell the person how long to wait', async () => {
  const user = userEvent.setup();
  fakeAdminApi({
    'GET /session': () => ({ body: { account: null } }),
    'POST /sign-in': () => ({ status: 429, body: { message: 'Too many failed sign-ins; try again in 240 s' } }),
  });
  render(<App />);
  await user.type(await screen.findByLabelText(/E-mail/), 'anna@ergoforma.pl');
  await user.type(screen.getByLabelText(/^Hasło/), 'whatever it is');
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 240 s.');
});

test('the interface speaks Polish first, and English once chosen', async () => {
  const user = userEvent.setup();
  fakeAdminApi({ 'GET /session': () => ({ body: { account: null } }) });
  render(<App />);
  expect(await screen.findByRole('heading', { name: 'Logowanie do panelu' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'EN, English' }));
  expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeInTheDocument();
});

test('the set-up link opens its page without a session: the person has no password yet', async () => {
  fakeAdminApi({
    'GET /session': () => ({ body: { account: null } }),
    'POST /set-password/check': () => ({
      body: { email: 'ewa@ergoforma.pl', name: 'Ewa Lis', role: 'editor', totpRequired: false },
    }),
  });
  window.history.pushState({}, '', '/set-password#0123456789abcdefghij0123');
  render(<App />);
  expect(await screen.findByRole('heading', { name: 'Ustaw hasło do panelu' })).toBeInTheDocument();
  expect(await screen.findByText('Ewa Lis · ewa@ergoforma.pl')).toBeInTheDocument();
});
