// An invitation in the browser's reach: an admin invites a person through the back-office API, the person gets
// the set-up link by e-mail (through the outbox, caught by the development mail catcher), opens it, chooses a
// password, signs in with it and finds this session on their profile.
import { request as playwrightRequest } from '@playwright/test';
import { test, expect } from './fixtures';
import { newStaffAccount, signInThroughApi } from './inbox-helpers';
import { ADMIN_URL, emailsTo, onAdminUrl } from './staff-accounts';

const PASSWORD = 'an invited person chose this';

test('an invited person sets their password from the e-mailed link, signs in and sees the session', async ({
  page,
  request,
  problems,
}) => {
  const admin = await playwrightRequest.newContext();
  await signInThroughApi(admin, newStaffAccount('admin', 'QA Invites'), true);
  const email = `qa-invited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ergoforma.pl`;
  const invited = await admin.post(`${ADMIN_URL}/api/admin/accounts`, {
    headers: { Origin: ADMIN_URL },
    data: { email, name: 'QA Invited', role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  await admin.dispose();

  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await emailsTo(request, email)).at(-1);
        expect(mail?.subject ?? '[Ergoforma] Zaproszenie do panelu').toBe('[Ergoforma] Zaproszenie do panelu');
        link = /https?:\/\/\S+\/set-password#[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link !== '';
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  await page.goto(onAdminUrl(link));
  await page.getByLabel(/^Nowe hasło/).fill(PASSWORD);
  await page.getByLabel(/^Powtórz hasło/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zapisz hasło' }).click();
  await expect(page.getByText('Hasło zapisane. Możesz się zalogować.')).toBeVisible();

  await page.goto(`${ADMIN_URL}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Hasło/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dzień dobry, QA Invited' })).toBeVisible();
  // Their profile lists this one session, in this browser.
  await page.goto(`${ADMIN_URL}/profile`);
  const sessions = page.getByRole('list', { name: 'Sesje' }).getByRole('listitem');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText(/^Chrome \d+, Linux · od .*Ta sesja$/);
  expect(problems.errors).toEqual([]);
});
