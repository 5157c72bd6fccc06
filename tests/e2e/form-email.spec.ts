// A form sent in the browser reaches a person: the contact question arrives as an e-mail in the development mail
// catcher that `npm run serve` runs (maildev, read through its HTTP API at /api/email), to the contact recipients,
// with the form's language and the link to the submission in the back office, and none of what the visitor typed.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { openAsReturningVisitor } from './page-helpers';

const MAIL_CATCHER = 'http://127.0.0.1:1080';

interface CaughtEmail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

async function caughtEmails(request: APIRequestContext): Promise<CaughtEmail[]> {
  const response = await request.get(`${MAIL_CATCHER}/api/email`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CaughtEmail[];
}

test('the contact form sent in the browser arrives as an e-mail in the mail catcher', async ({ page, request }) => {
  const message = `Proszę o ofertę ${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
  await openAsReturningVisitor(page, '/kontakt');
  const form = page.getByRole('form', { name: 'Napisz do nas' });
  await form.getByRole('textbox', { name: /Imię i nazwisko/ }).fill('Anna Nowak');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('anna.nowak@example.com');
  await form.getByRole('textbox', { name: /Wiadomość/ }).fill(message);
  await form.getByRole('checkbox', { name: /Wyrażam zgodę/ }).check();
  const answer = page.waitForResponse((response) => response.url().includes('/api/client_questions'));
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(form.getByRole('status')).toHaveText('Wiadomość wysłana. Dziękujemy');
  const { id } = (await (await answer).json()) as { id: number };
  const subject = `[Ergoforma] Pytanie z formularza kontaktowego nr ${id}`;

  let email: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        email = (await caughtEmails(request)).find((caught) => caught.subject === subject);
        return email !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(email?.to.map((recipient) => recipient.address)).toEqual(['kontakt@ergoforma.localhost']);
  expect(email?.text).toContain('Język formularza: polski (pl)');
  expect(email?.text).toContain(`http://localhost:3010/inbox/${id}/show`);
  expect(email?.text).not.toContain('Anna Nowak');
  expect(email?.text).not.toContain(message);
});

test('the mail catcher answers only its own pages, so no other site a developer visits can read the e-mails', async ({
  request,
}) => {
  const foreign = await request.get(`${MAIL_CATCHER}/api/email`, { headers: { Origin: 'https://example.com' } });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  const own = await request.get(`${MAIL_CATCHER}/api/email`, { headers: { Origin: MAIL_CATCHER } });
  expect(own.ok()).toBe(true);
  expect(own.headers()['access-control-allow-credentials']).toBeUndefined();
});
