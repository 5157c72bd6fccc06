// A forgotten password in the browser: "Nie pamiętasz hasła?" on the sign-in page sends the account a one-time link
// by e-mail (caught by the development mail catcher); the link sets a new password, which signs in, and the old
// one no longer does. The page says the same for an address without an account; no console errors throughout.
import { test, expect } from './fixtures';
import { ADMIN_URL, emailsTo, newStaffAccount, onAdminUrl } from './staff-accounts';

const OLD_PASSWORD = 'the first long passphrase';
const NEW_PASSWORD = 'a second passphrase, after the reset';

test('a forgotten password is replaced through the e-mailed link', async ({ page, request, problems }) => {
  const { email, link } = newStaffAccount('editor', 'QA Reset');
  await page.goto(link);
  await page.getByLabel(/^Nowe hasło/).fill(OLD_PASSWORD);
  await page.getByLabel(/^Powtórz hasło/).fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Zapisz hasło' }).click();
  await expect(page.getByText('Hasło zapisane. Możesz się zalogować.')).toBeVisible();

  const ask = async (address: string) => {
    await page.goto(`${ADMIN_URL}/login`);
    await page.getByRole('button', { name: 'Nie pamiętasz hasła?' }).click();
    await page.getByLabel(/^E-mail/).fill(address);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    return (await page.getByRole('status').filter({ hasText: 'Jeśli ten adres' }).textContent()) ?? '';
  };
  const unknownAnswer = await ask(`nobody-${Date.now()}@ergoforma.pl`);
  expect(await ask(email)).toBe(unknownAnswer);

  let resetLink = '';
  await expect
    .poll(
      async () => {
        const mail = (await emailsTo(request, email)).at(-1);
        resetLink = /https?:\/\/\S+\/set-password#[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return resetLink !== '';
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  await page.goto(onAdminUrl(resetLink));
  await page.getByLabel(/^Nowe hasło/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Powtórz hasło/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Zapisz hasło' }).click();
  await expect(page.getByText('Hasło zapisane. Możesz się zalogować.')).toBeVisible();

  await page.goto(`${ADMIN_URL}/login`);
  const signIn = async (password: string) => {
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Hasło/).fill(password);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  };
  await signIn(OLD_PASSWORD);
  await expect(page.getByText('Nieprawidłowy e-mail lub hasło.')).toBeVisible();
  await signIn(NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dzień dobry, QA Reset' })).toBeVisible();
  // The wrong old password is the one failed request.
  expect(problems.errors.filter((error) => !/status of 401 .*\/api\/admin\/sign-in$/.test(error))).toEqual([]);
});
