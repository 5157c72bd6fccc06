import { render as renderInto, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cloneElement, type ReactElement } from 'react';
import { memoryStore, type Store } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../../app';
import { forgetWhoAmI } from '../../auth/auth-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi, type FakeCall } from '../../testing/fake-api';

const render = (app: ReactElement<{ store?: Store }>) =>
  renderInto(<BrowserRouter>{cloneElement(app, { store: memoryStore() })}</BrowserRouter>);

const anna = { id: 1, name: 'Anna Nowak', email: 'anna@ergoforma.pl', role: 'admin', totpEnabled: true, version: 1 };
const NEW_CODES = ['abcde-fghjk', 'mnpqr-stuvw'];

function profileApi() {
  return fakeAdminApi({
    'GET /session': () => ({ body: { account: anna } }),
    'GET /me': () => ({ body: { account: anna, passkeys: [] } }),
    'POST /me/password': ({ body }: FakeCall) =>
      (body as { currentPassword: string }).currentPassword === 'my current one'
        ? { status: 204 }
        : { status: 400, body: { message: 'Field "currentPassword" is not your current password' } },
    'POST /me/recovery-codes': () => ({ body: { recoveryCodes: NEW_CODES } }),
  });
}

beforeEach(async () => {
  forgetWhoAmI();
  await i18nProvider.changeLocale('pl');
  window.history.pushState({}, '', '/profile');
});

test('the password is changed with the current one; a mistyped repetition is caught before asking', async () => {
  const user = userEvent.setup();
  const api = profileApi();
  render(<App />);
  const current = await screen.findByLabelText(/Obecne hasło/);
  // Pasted, as from a password manager (typing character by character is slow in jsdom).
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await paste(current, 'my current one');
  await paste(screen.getByLabelText(/^Nowe hasło/), 'biurko narożne dębowe');
  await paste(screen.getByLabelText(/^Powtórz hasło/), 'biurko narożne dębow');
  await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
  expect(await screen.findByText('Hasła się różnią.')).toBeInTheDocument();
  expect(api.calls.some((call) => call.path === '/me/password')).toBe(false);

  await user.type(screen.getByLabelText(/^Powtórz hasło/), 'e');
  await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
  expect(await screen.findByText('Hasło zmienione. Pozostałe sesje zostały zakończone.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.path === '/me/password').map((call) => call.body)).toEqual([
    { currentPassword: 'my current one', password: 'biurko narożne dębowe' },
  ]);
});

test('new recovery codes are asked for with the password and shown', async () => {
  const user = userEvent.setup();
  const api = profileApi();
  render(<App />);
  await user.click(await screen.findByRole('button', { name: 'Nowe kody zapasowe' }));
  // The field opened in the authenticator app's card, above the password change's.
  const [current] = screen.getAllByLabelText(/Obecne hasło/);
  await user.type(current, 'my current one');
  await user.click(screen.getByRole('button', { name: 'Nowe kody zapasowe' }));
  const list = await screen.findByRole('list', { name: 'Kody zapasowe' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(NEW_CODES);
  expect(api.calls.find((call) => call.path === '/me/recovery-codes')?.body).toEqual({
    currentPassword: 'my current one',
  });
});
