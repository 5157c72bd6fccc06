// The inbox end to end: a visitor sends a job application with a PDF on the site; hr signs in (with the
// authenticator app), finds it unread, opens it and downloads the CV, sets "in progress" with a note; sales neither
// lists it nor gets its file (403); hr exports the applicant's data (the row and the file are in the ZIP) and erases
// it (row and file on disk gone); the audit log shows the download and the erasure. No axe violations.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { ADMIN_URL, newStaffAccount, signInThroughApi, zipEntries } from './inbox-helpers';
import { expectNoAxeViolations, withSavedCookieConsent } from './page-helpers';
import { SMALL_PDF } from './site-helpers';

const API_ROOT = resolve(__dirname, '..', '..', 'api');
const DATABASE_PATH = resolve(API_ROOT, process.env.DATABASE_PATH ?? 'var/site.db');
const UPLOADS_DIR = join(dirname(DATABASE_PATH), 'uploads');
const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

interface Stored {
  id: number;
  fields: Record<string, unknown>;
  files: Array<{ storedName: string }>;
}

async function storedApplications(): Promise<Stored[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(API_ROOT, 'dist/cli/list-submissions.js'), '--json', '--form', 'job_application'],
    { env: { ...process.env, DATABASE_PATH } },
  );
  return JSON.parse(stdout) as Stored[];
}

async function sendApplication(page: Page, email: string): Promise<number> {
  await withSavedCookieConsent(page);
  await page.goto('/kariera/oferty-pracy');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Formularz aplikacyjny' });
  await form.getByLabel(label('Imię')).fill('Ewa');
  await form.getByLabel(label('Nazwisko')).fill('Inboxowa');
  await form.getByLabel(label('E-mail')).fill(email);
  await form.getByLabel(label('Telefon')).fill('+48 600 100 200');
  await form.getByLabel(label('Stanowisko, na które aplikujesz')).selectOption({ index: 1 });
  await form
    .getByLabel(label('CV'))
    .setInputFiles({ name: 'ewa-cv.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await form.getByRole('checkbox').check();
  const answer = page.waitForResponse((response) => response.url().includes('/api/form_entries/job_application'));
  await form.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(form.getByRole('status')).toHaveText('Wiadomość wysłana. Dziękujemy');
  return ((await (await answer).json()) as { id: number }).id;
}

test('hr works a job application in the inbox; sales cannot reach it; its data is exported, then erased', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  test.setTimeout(120_000);
  const email = `ewa.inbox.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const visitor = await browser.newPage();
  const id = await sendApplication(visitor, email);
  await visitor.close();
  const stored = (await storedApplications()).find((row) => row.id === id);
  const storedName = stored?.files[0]?.storedName ?? '';
  expect(await readdir(UPLOADS_DIR)).toContain(storedName);

  // hr, signed in (password and a second factor) in the browser's context
  await signInThroughApi(page.request, newStaffAccount('hr', 'QA Kadry'), true);
  await page.goto(`${ADMIN_URL}/inbox`);
  await page.getByRole('textbox', { name: 'Szukaj' }).fill(email);
  const unread = page.getByRole('cell', { name: email }).locator('strong');
  await expect(unread).toBeVisible();
  await expectNoAxeViolations(page);

  await unread.click();
  await expect(page).toHaveURL(`${ADMIN_URL}/inbox/${id}/show`);
  const cv = page.getByRole('link', { name: /CV: ewa-cv\.pdf/ });
  const download = page.waitForEvent('download');
  await cv.click();
  expect((await download).suggestedFilename()).toBe('ewa-cv.pdf');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'W toku' }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await page.getByRole('textbox', { name: 'Nowa notatka' }).fill('Zaprosić na rozmowę');
  await page.getByRole('button', { name: 'Dodaj notatkę' }).click();
  await expect(page.getByText('Zaprosić na rozmowę')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('W toku');
  await expectNoAxeViolations(page);

  // sales: not in the list, and 403 for the file
  await signInThroughApi(request, newStaffAccount('sales', 'QA Sprzedaż'), false);
  const salesList = await request.get(`${ADMIN_URL}/api/admin/inbox?q=${encodeURIComponent(email)}`);
  expect(await salesList.json()).toEqual([]);
  const detail = (await (await page.request.get(`${ADMIN_URL}/api/admin/inbox/${id}`)).json()) as {
    files: Array<{ id: number }>;
  };
  const fileUrl = `${ADMIN_URL}/api/admin/inbox/${id}/files/${detail.files[0]?.id}`;
  expect((await request.get(fileUrl)).status()).toBe(403);

  // the export holds the row and the file
  const exported = await page.request.post(`${ADMIN_URL}/api/admin/personal-data/export`, {
    headers: { Origin: ADMIN_URL },
    data: { email },
  });
  expect(exported.headers()['content-type']).toBe('application/zip');
  const entries = zipEntries(await exported.body());
  const json = JSON.parse(entries.get('submissions.json')?.toString() ?? '{}') as {
    submissions: Array<{ id: number; fields: { email: string }; files: Array<{ archived: string }> }>;
  };
  expect(json.submissions.map((submission) => [submission.id, submission.fields.email])).toEqual([[id, email]]);
  expect(entries.get(json.submissions[0]?.files[0]?.archived ?? '')?.equals(SMALL_PDF)).toBe(true);

  // the erasure, confirmed on the personal-data page, removes the row and the file on disk
  await page.goto(`${ADMIN_URL}/personal-data`);
  await page.getByRole('textbox', { name: /Adres e-mail osoby/ }).fill(email);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByText(`Aplikacja o pracę nr ${id}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Usuń dane' }).click();
  const dialog = page.getByRole('dialog', { name: `Usunąć dane osoby ${email}?` });
  await expect(dialog.getByText(`Aplikacja o pracę nr ${id}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Usuń dane' }).click();
  await expect(page.getByText('Usunięto zgłoszeń: 1, plików: 1')).toBeVisible();
  expect((await storedApplications()).some((row) => row.id === id)).toBe(false);
  expect(await readdir(UPLOADS_DIR)).not.toContain(storedName);

  // the audit log, read by an admin, shows the download and the erasure (without the address)
  const admin = await playwright.request.newContext();
  try {
    await signInThroughApi(admin, newStaffAccount('admin', 'QA Admin'), true);
    const log = (await (await admin.get(`${ADMIN_URL}/api/admin/audit-log?perPage=100`)).json()) as Array<{
      action: string;
      target: string | null;
    }>;
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'submission_file_downloaded', target: `submission:${id}` }),
        expect.objectContaining({ action: 'personal_data_erased' }),
      ]),
    );
    expect(JSON.stringify(log)).not.toContain(email);
  } finally {
    await admin.dispose();
  }
});
