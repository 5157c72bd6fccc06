// Issue 7: the job application form on the composed job offers page (SPEC §5, §8).
// The endpoint POST /api/form_entries/job_application comes with a later issue: the server-side expectations
// are marked test.fixme until then; the client-side rules are checked now.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const JOB_PAGE = '/kariera/oferty-pracy';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SEND_PATH = '**/api/form_entries/job_application';
/** Accessible names end without the visible ' *' of required fields. */
const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

let fileDir = '';
test.beforeAll(async () => {
  fileDir = await mkdtemp(join(tmpdir(), 'careers-e2e-'));
});
test.afterAll(async () => {
  if (fileDir) await rm(fileDir, { recursive: true, force: true });
});

async function writeTempFile(name: string, content: Buffer): Promise<string> {
  const path = join(fileDir, name);
  await writeFile(path, content);
  return path;
}

const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Opens the job page as a returning visitor (cookie choice saved, so no popup over the form). */
async function openJobPage(page: Page): Promise<{ sent: string[] }> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'ef:cookie-consent',
      JSON.stringify({ necessary: true, functional: false, performance: false, advertising: false, savedAt: '2026-01-01T00:00:00.000Z' }),
    );
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/form_entries/job_application')) sent.push(request.url());
  });
  await page.goto(JOB_PAGE);
  await waitForHydration(page);
  return { sent };
}

function form(page: Page) {
  return page.getByRole('region', { name: 'Formularz aplikacyjny' });
}

async function fillPersonalData(page: Page) {
  const f = form(page);
  await f.getByLabel(label('Imię')).fill('Anna');
  await f.getByLabel(label('Nazwisko')).fill('Nowak');
  await f.getByLabel(label('E-mail')).fill('anna.nowak@example.com');
  await f.getByLabel(label('Telefon')).fill('+48 600 100 200');
  await f.getByLabel(label('Stanowisko, na które aplikujesz')).selectOption({ index: 1 });
}

test('an empty submit shows "pole wymagane" and focuses the first field; nothing is sent', async ({ page, problems }) => {
  const { sent } = await openJobPage(page);
  const f = form(page);
  await f.getByRole('button', { name: 'Wyślij aplikację' }).click();
  const firstName = f.getByLabel(label('Imię'));
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('pole wymagane');
  await expect(f.getByText('pole wymagane')).toHaveCount(6); // first/last name, e-mail, phone, position, CV
  expect(sent).toEqual([]);
  expect(problems.errors).toEqual([]); // no hydration mismatch or script error
});

test('Apply on an offer prefills the position applied for', async ({ page }) => {
  await openJobPage(page);
  const firstOffer = page.getByRole('listitem').filter({ has: page.locator('details') }).first();
  const title = (await firstOffer.getByRole('heading', { level: 2 }).textContent())!.trim();
  await firstOffer.locator('summary').click();
  await firstOffer.getByRole('button', { name: /^Aplikuj/ }).click();
  const position = form(page).getByLabel(label('Stanowisko, na które aplikujesz'));
  await expect(position).toBeFocused();
  await expect(position.locator('option:checked')).toHaveText(title);
});

test('the consent is required: without it nothing is sent and the consent gets the focus', async ({ page }) => {
  const { sent } = await openJobPage(page);
  await fillPersonalData(page);
  const f = form(page);
  await f.getByLabel(label('CV')).setInputFiles(await writeTempFile('cv.pdf', SMALL_PDF));
  await f.getByRole('button', { name: 'Wyślij aplikację' }).click();
  const consent = f.getByRole('checkbox');
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription('Zgoda na przetwarzanie danych osobowych jest wymagana');
  expect(sent).toEqual([]);
});

test('an 11 MB file is refused before upload', async ({ page }) => {
  const { sent } = await openJobPage(page);
  await fillPersonalData(page);
  const f = form(page);
  const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
  SMALL_PDF.copy(big);
  await f.getByLabel(label('CV')).setInputFiles(await writeTempFile('big-cv.pdf', big));
  await f.getByRole('checkbox').check();
  await expect(f.getByLabel(label('CV'))).toHaveAccessibleDescription(/Plik jest za duży \(maksymalnie 10 MB\)/);
  await f.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(f.getByLabel(label('CV'))).toBeFocused();
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
});

test('a renamed executable with a .pdf name passes the client check (the API refuses it)', async ({ page }) => {
  const { sent } = await openJobPage(page);
  // Answer for the endpoint that does not exist yet: this test only checks what the client does.
  await page.route(SEND_PATH, (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 1, createdAt: '2026-01-01T00:00:00Z' }) }),
  );
  await fillPersonalData(page);
  const f = form(page);
  const executable = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(1024)]);
  await f.getByLabel(label('CV')).setInputFiles(await writeTempFile('cv.pdf', executable));
  await expect(f.getByLabel(label('CV'))).not.toHaveAttribute('aria-invalid', 'true');
  await f.getByRole('checkbox').check();
  await f.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(f.getByRole('status')).toHaveText('Wiadomość wysłana. Dziękujemy');
  expect(sent).toHaveLength(1);
});

// Until POST /api/form_entries/job_application exists (later issue): the API must answer the renamed executable
// with a CV error (fieldErrors.cv), the page shows 'Błąd wysyłania pliku CV…', keeps the input, and no row or file is stored.
test.fixme('the API refuses a renamed executable and stores nothing', async () => {});

// Until the endpoint exists: send a real PDF, see 'Wiadomość wysłana. Dziękujemy' and a cleared form, then check the
// stored form entry row and the stored file through the API.
test.fixme('a real PDF is sent, stored, and the form is cleared', async () => {});

test('the job page with the form open and its errors shown has no axe violations', async ({ page }) => {
  await openJobPage(page);
  const firstOffer = page.getByRole('listitem').filter({ has: page.locator('details') }).first();
  await firstOffer.locator('summary').click();
  await firstOffer.getByRole('button', { name: /^Aplikuj/ }).click();
  const open = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(open.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await form(page).getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(form(page).getByText('pole wymagane').first()).toBeVisible();
  const withErrors = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(withErrors.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
