import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app';
import { fakeAdminApi, type FakeCall } from '../../testing/fake-api';
import { forgetWhoAmI } from '../auth-provider';

const anna = { id: 1, name: 'Anna Nowak', email: 'anna@ergoforma.pl', role: 'admin', totpEnabled: true, version: 1 };

/** The API of a person who must give a code after the password; signed in once both are right. */
function signInApi() {
  let signedIn = false;
  return fakeAdminApi({
    'GET /me': () =>
      signedIn ? { body: { account: anna, passkeys: [] } } : { status: 401, body: { message: 'Sign in first' } },
    'POST /sign-in': ({ body }: FakeCall) => {
      const { password, code } = body as { password: string; code?: string };
      if (password !== 'correct horse battery')
        return { status: 401, body: { message: 'Wrong e-mail address or password' } };
      if (code === undefined) return { status: 401, body: { message: 'Enter the code', codeRequired: true } };
      if (code !== '123456') return { status: 401, body: { message: 'Wrong e-mail address or password' } };
      signedIn = true;
      return { body: { account: anna } };
    },
    'POST /sign-out': () => ({ status: 204 }),
    'GET /accounts': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
  });
}

beforeEach(() => {
  forgetWhoAmI();
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
    'GET /me': () => ({ status: 401, body: { message: 'Sign in first' } }),
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
  fakeAdminApi({ 'GET /me': () => ({ status: 401, body: { message: 'Sign in first' } }) });
  render(<App />);
  expect(await screen.findByRole('heading', { name: 'Logowanie do panelu' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeInTheDocument();
});
