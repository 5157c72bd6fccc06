// A form keeps what the visitor typed into the server-rendered page before the form's code arrived, and sends it
// (docs/behaviour.md#form-validation). The form's code is held back with page.route until the typing is done, so the
// typing certainly happens before hydration; then it is let through.
import type { Page, Route } from '@playwright/test';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, waitForHydration } from './fixtures';
import { withSavedCookieConsent } from './page-helpers';
import { SMALL_PDF } from './site-helpers';

/** Holds back the JavaScript files `matches` picks until release() is called; `requested` settles once one was asked for. */
async function holdScripts(page: Page, matches: (url: URL, body: () => Promise<string>) => Promise<boolean>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route: Route) => {
      const response = await route.fetch();
      if (await matches(new URL(route.request().url()), () => response.text())) {
        markRequested();
        await released;
      }
      await route.fulfill({ response });
    },
  );
  return { requested, release };
}

test('the contact form keeps what was typed before its code arrived and sends it', async ({ page, problems }) => {
  await withSavedCookieConsent(page);
  // The contact block's own chunk of the content remote: the one drawing the form's success message.
  const formCode = await holdScripts(page, async (_, body) => (await body()).includes('ef-form-message--success'));
  // Not waiting for the load event, which may wait for the held code.
  await page.goto('/kontakt', { waitUntil: 'commit' });
  await formCode.requested;

  const form = page.getByRole('form', { name: 'Napisz do nas' });
  const send = form.getByRole('button', { name: 'Wyślij' });
  const name = form.getByRole('textbox', { name: /Imię i nazwisko/ });
  const email = form.getByRole('textbox', { name: /^E-mail/ });
  const message = form.getByRole('textbox', { name: /Wiadomość/ });
  const consent = form.getByRole('checkbox', { name: /Wyrażam zgodę/ });
  await name.fill('Anna Nowak');
  await email.fill('anna.nowak@example.com');
  await message.fill('Pytanie wpisane, zanim formularz ożył');
  await consent.check();
  // Still the server's form: its send button waits for the code.
  await expect(send).toBeDisabled();

  formCode.release();
  await expect(send).toBeEnabled();
  await expect(name).toHaveValue('Anna Nowak');
  await expect(email).toHaveValue('anna.nowak@example.com');
  await expect(message).toHaveValue('Pytanie wpisane, zanim formularz ożył');
  await expect(consent).toBeChecked();
  await expect(name).not.toHaveAttribute('aria-invalid');

  const request = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().includes('/api/client_questions'),
  );
  await send.click();
  expect((await request).postDataJSON()).toMatchObject({
    name: 'Anna Nowak',
    email: 'anna.nowak@example.com',
    message: 'Pytanie wpisane, zanim formularz ożył',
    consent: true,
  });
  await expect(form.getByRole('status')).toHaveText('Wiadomość wysłana. Dziękujemy');
  expect(problems.errors).toEqual([]);
});

test('the job application form keeps what was typed and attached before its code arrived and sends it', async ({
  page,
  problems,
}) => {
  const dir = await mkdtemp(join(tmpdir(), 'typed-before-hydration-'));
  try {
    const cvPath = join(dir, 'anna-nowak-cv.pdf');
    await writeFile(cvPath, SMALL_PDF);
    await withSavedCookieConsent(page);
    // The job offers page's module of the careers remote: the page hydrates once it has arrived.
    const pageCode = await holdScripts(page, async (url) => url.pathname.includes('__federation_expose_JobOffers'));
    await page.goto('/kariera/oferty-pracy', { waitUntil: 'commit' });
    await pageCode.requested;

    const form = page.getByRole('region', { name: 'Formularz aplikacyjny' });
    const field = (text: string) => form.getByLabel(new RegExp(`^${text}( \\*)?$`));
    await field('Imię').fill('Anna');
    await field('Nazwisko').fill('Nowak');
    await field('E-mail').fill('anna.nowak@example.com');
    await field('Telefon').fill('+48 600 100 200');
    await field('Stanowisko, na które aplikujesz').selectOption({ index: 1 });
    const position = await field('Stanowisko, na które aplikujesz').inputValue();
    await field('CV').setInputFiles(cvPath);
    await form.getByRole('checkbox').check();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    pageCode.release();
    await waitForHydration(page);
    await expect(field('Imię')).toHaveValue('Anna');
    await expect(field('Stanowisko, na które aplikujesz')).toHaveValue(position);
    await expect(form.getByText('anna-nowak-cv.pdf')).toBeVisible();
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(field('Imię')).not.toHaveAttribute('aria-invalid');

    const request = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().includes('/api/form_entries/job_application'),
    );
    await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
    const body = (await request).postDataBuffer()?.toString('latin1') ?? '';
    for (const part of ['Anna', 'Nowak', 'anna.nowak@example.com', 'filename="anna-nowak-cv.pdf"'])
      expect(body).toContain(part);
    expect(body).toContain(Buffer.from(position).toString('latin1'));
    await expect(form.getByRole('status')).toHaveText('Wiadomość wysłana. Dziękujemy');
    expect(problems.errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
