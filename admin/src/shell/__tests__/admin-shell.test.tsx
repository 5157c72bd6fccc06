import { render, screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../../app';
import { forgetWhoAmI } from '../../auth/auth-provider';
import { i18nProvider } from '../../i18n/i18n-provider';
import { fakeAdminApi } from '../../testing/fake-api';

const anna = { id: 1, name: 'Anna Nowak', email: 'anna@ergoforma.pl', role: 'editor', totpEnabled: true, version: 1 };

beforeEach(async () => {
  forgetWhoAmI();
  await i18nProvider.changeLocale('pl');
  fakeAdminApi({ 'GET /session': () => ({ body: { account: anna } }) });
});

const renderAt = (address: string) => {
  window.history.pushState({}, '', address);
  render(
    <BrowserRouter>
      <App store={memoryStore()} />
    </BrowserRouter>,
  );
};

// The layout, the dashboard and the not-found page load after sign-in: they still show, in the layout with its menu.
test('a signed-in person sees the dashboard in the layout, with the menu', async () => {
  renderAt('/');
  expect(
    await screen.findByRole('heading', { name: 'Dzień dobry, Anna Nowak' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Twoja rola: redaktor')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: /Produkty/ })).toBeInTheDocument();
});

test('an address the back office does not have says so inside the layout', async () => {
  renderAt('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Nie znaleziono' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: /Produkty/ })).toBeInTheDocument();
});
