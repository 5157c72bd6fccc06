import { render as renderInto, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cloneElement, type ReactElement } from 'react';
import { memoryStore, type Store } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../../app';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';
import { forgetWhoAmI } from '../auth-provider';

const render = (app: ReactElement<{ store?: Store }>) =>
  renderInto(<BrowserRouter>{cloneElement(app, { store: memoryStore() })}</BrowserRouter>);

beforeEach(async () => {
  forgetWhoAmI();
  await i18nProvider.changeLocale('pl');
  window.history.pushState({}, '', '/');
});

test('a forgotten password is asked for with the address typed, and the answer never says whether it has an account', async () => {
  const user = userEvent.setup();
  const api = fakeAdminApi({
    'GET /session': () => ({ body: { account: null } }),
    'POST /password-reset': () => ({ status: 202, body: { message: 'If this address belongs to an account…' } }),
  });
  render(<App />);
  await user.type(await screen.findByLabelText(/E-mail/), 'anna@ergoforma.pl');
  await user.click(screen.getByRole('button', { name: 'Nie pamiętasz hasła?' }));
  expect(screen.getByRole('heading', { name: 'Nowe hasło' })).toBeInTheDocument();
  expect(screen.getByLabelText(/E-mail/)).toHaveValue('anna@ergoforma.pl');
  await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Jeśli ten adres należy do konta w panelu');
  expect(api.calls.filter((call) => call.path === '/password-reset').map((call) => call.body)).toEqual([
    { email: 'anna@ergoforma.pl' },
  ]);
  await user.click(screen.getByRole('button', { name: 'Wróć do logowania' }));
  expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
});

test('too many requests say how long to wait', async () => {
  const user = userEvent.setup();
  fakeAdminApi({
    'GET /session': () => ({ body: { account: null } }),
    'POST /password-reset': () => ({ status: 429, body: { message: 'Too many requests; try again in 8 s' } }),
  });
  render(<App />);
  await user.click(await screen.findByRole('button', { name: 'Nie pamiętasz hasła?' }));
  await user.type(screen.getByLabelText(/E-mail/), 'anna@ergoforma.pl');
  await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 8 s.');
});
