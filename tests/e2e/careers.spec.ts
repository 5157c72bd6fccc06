// The job application form on the composed job offers page (docs/behaviour.md#job-application-form), sending to the
// real POST /api/form_entries/job_application. What the API stored is read with the api's list-submissions command
// (DATABASE_PATH as for the API) and from the uploads folder next to the database.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { WCAG_TAGS, openAsReturningVisitor, requestsSettled } from './page-helpers';
import { apiGet, SMALL_PDF } from './site-helpers';

const JOB_PAGE = '/kariera/oferty-pracy';
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

/** Opens the job page as a returning visitor; `sent` records the application requests. */
async function openJobPage(page: Page): Promise<{ sent: string[] }> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'ef:cookie-consent',
      JSON.stringify({
        necessary: true,
        functional: false,
        performance: false,
        advertising: false,
        savedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/form_entries/job_application'))
      sent.push(request.url());
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

test('an empty submit shows "pole wymagane" and focuses the first field; nothing is sent', async ({
  page,
  problems,
}) => {
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
  const firstOffer = page
    .getByRole('listitem')
    .filter({ has: page.locator('details') })
    .first();
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
  await requestsSettled(page);
  expect(sent).toEqual([]);
});

const REPO_ROOT = resolve(__dirname, '..', '..');
const API_ROOT = join(REPO_ROOT, 'api');
const DATABASE_PATH = resolve(API_ROOT, process.env.DATABASE_PATH ?? 'var/site.db');
const UPLOADS_DIR = join(dirname(DATABASE_PATH), 'uploads');

interface StoredApplication {
  id: number;
  form: string;
  fields: Record<string, unknown>;
  files: Array<{
    field: string;
    originalName: string;
    storedName: string;
    size: number;
    detectedType: string;
    sha256: string;
  }>;
}

/** The stored job applications, read by the API's own command (read-only). */
async function storedApplications(): Promise<StoredApplication[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(API_ROOT, 'dist/cli/list-submissions.js'), '--json', '--form', 'job_application'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_PATH },
    },
  );
  return JSON.parse(stdout) as StoredApplication[];
}

const storedFiles = () => readdir(UPLOADS_DIR).catch(() => [] as string[]);

/** An address no other run uses: finds this test's row among the stored ones. */
const uniqueEmail = (label: string) => `anna.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('a real PDF is sent, stored with its file, and the form is cleared', async ({ page, problems }) => {
  const { sent } = await openJobPage(page);
  await fillPersonalData(page);
  const f = form(page);
  const email = uniqueEmail('pdf');
  await f.getByLabel(label('E-mail')).fill(email);
  await f.getByLabel(label('CV')).setInputFiles(await writeTempFile('anna-nowak-cv.pdf', SMALL_PDF));
  await f.getByRole('checkbox').check();
  await f.getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(f.getByRole('status')).toHaveText('Wiadomość wysłana. Dziękujemy');
  expect(sent).toHaveLength(1);
  // Cleared: text fields, the chosen file and the consent.
  await expect(f.getByLabel(label('Imię'))).toHaveValue('');
  await expect(f.getByLabel(label('E-mail'))).toHaveValue('');
  expect(await f.getByLabel(label('CV')).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  await expect(f.getByRole('checkbox')).not.toBeChecked();

  const row = (await storedApplications()).find((application) => application.fields.email === email);
  expect(row, 'the application is stored').toBeDefined();
  expect(row!.fields).toMatchObject({ firstName: 'Anna', lastName: 'Nowak', phone: '+48 600 100 200' });
  expect(row!.files).toHaveLength(1);
  const [file] = row!.files;
  expect(file).toMatchObject({
    field: 'cv',
    originalName: 'anna-nowak-cv.pdf',
    detectedType: 'pdf',
    size: SMALL_PDF.length,
  });
  const stored = await readFile(join(UPLOADS_DIR, file.storedName));
  expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(SMALL_PDF).digest('hex'));
  expect(problems.errors).toEqual([]);
});

test('the API refuses a renamed executable with the CV message, keeps the input, and stores nothing', async ({
  page,
}) => {
  const { sent } = await openJobPage(page);
  const rowsBefore = (await storedApplications()).length;
  const filesBefore = (await storedFiles()).length;
  await fillPersonalData(page);
  const f = form(page);
  const email = uniqueEmail('exe');
  await f.getByLabel(label('E-mail')).fill(email);
  // An ELF program (the same header as /bin/true) under a .pdf name: the client sees a PDF, the API reads the bytes.
  const executable = Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
    Buffer.alloc(2048, 0x90),
  ]);
  await f.getByLabel(label('CV')).setInputFiles(await writeTempFile('cv.pdf', executable));
  await expect(f.getByLabel(label('CV'))).not.toHaveAttribute('aria-invalid', 'true');
  await f.getByRole('checkbox').check();
  const answer = page.waitForResponse((response) => response.url().includes('/api/form_entries/job_application'));
  await f.getByRole('button', { name: 'Wyślij aplikację' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { errors?: Record<string, string> }).errors).toHaveProperty('cv');
  const cv = f.getByLabel(label('CV'));
  await expect(f.getByRole('status')).toHaveText('Błąd wysyłania pliku CV, sprawdź czy format jest poprawny');
  await expect(cv).toHaveAttribute('aria-invalid', 'true');
  await expect(cv).toHaveAccessibleDescription(/Błąd wysyłania pliku CV, sprawdź czy format jest poprawny/);
  await expect(cv).toBeFocused();
  // The visitor's input and chosen file are kept.
  await expect(f.getByLabel(label('E-mail'))).toHaveValue(email);
  expect(await cv.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('cv.pdf');
  await expect(f.getByRole('checkbox')).toBeChecked();
  expect(sent).toHaveLength(1);
  // Nothing stored: no row, no file.
  const rows = await storedApplications();
  expect(rows.find((application) => application.fields.email === email)).toBeUndefined();
  expect(rows).toHaveLength(rowsBefore);
  expect(await storedFiles()).toHaveLength(filesBefore);
});

test('the job page with the form open and its errors shown has no axe violations', async ({ page }) => {
  await openJobPage(page);
  const firstOffer = page
    .getByRole('listitem')
    .filter({ has: page.locator('details') })
    .first();
  await firstOffer.locator('summary').click();
  await firstOffer.getByRole('button', { name: /^Aplikuj/ }).click();
  const open = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    open.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await form(page).getByRole('button', { name: 'Wyślij aplikację' }).click();
  await expect(form(page).getByText('pole wymagane').first()).toBeVisible();
  const withErrors = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    withErrors.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
});

test('the job offers page head has one JobPosting per offer', async ({ request }) => {
  const offers = await apiGet<{ member: Array<{ title: string; published: string }> }>(
    request,
    '/api/job_offers?pagination=false',
    'en',
  );
  const html = await (await request.get('/en/careers/job-offers')).text();
  const postings = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    .filter((item) => item['@type'] === 'JobPosting');
  expect(postings.map((posting) => posting.title)).toEqual(offers.member.map((offer) => offer.title));
  for (const posting of postings) {
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      hiringOrganization: { '@type': 'Organization', name: 'Ergoforma' },
    });
    expect(typeof posting.description === 'string' && posting.description.length > 0).toBe(true);
    expect(Number.isNaN(Date.parse(String(posting.datePosted)))).toBe(false);
    expect(posting.jobLocation).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'PL' },
    });
  }
});

test("the careers content page's job list block lists the offers (careers/JobList)", async ({ page, request }) => {
  const offers = await apiGet<{ member: Array<{ title: string }> }>(request, '/api/job_offers?pagination=false');
  await openAsReturningVisitor(page, '/kariera');
  const block = page.getByRole('region', { name: 'Aktualne oferty pracy' });
  await expect(block.getByRole('heading', { level: 3 })).toHaveText(offers.member.map((offer) => offer.title));
});

test('the English careers page is English throughout: no text falls back to Polish', async ({ page, request }) => {
  const { member: offers } = await apiGet<{ member: Array<{ title: string; untranslated?: string[] }> }>(
    request,
    '/api/job_offers?pagination=false',
    'en',
  );
  expect(offers.filter((offer) => offer.untranslated?.length)).toEqual([]);

  await page.goto('/en/careers');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'What we offer' })).toBeVisible();
  for (const offer of await page.locator('main details').all()) await offer.locator('summary').click();
  await expect(page.getByRole('heading', { name: 'Responsibilities' }).first()).toBeVisible();
  // The page's language is the English texts' own: a Polish one would be marked lang="pl" (the remotes' tests).
  await expect(page.locator('main [lang="pl"]')).toHaveCount(0);
});
