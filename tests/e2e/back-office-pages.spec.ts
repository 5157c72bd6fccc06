// The pages in the back office on the composed system: an editor changes a banner's title in Polish and English and
// the site shows both without a restart; restoring an earlier save brings its title back on the site; two
// editors saving the same page: the second is told and keeps what they typed; no axe violations.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, withSavedCookieConsent } from './page-helpers';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

/** "O nas": its first block is a banner, at /o-nas and /en/about-us. */
const ABOUT = `${ADMIN_URL}/pages/2`;
const ABOUT_API = `${ADMIN_URL}/api/admin/pages/2`;
const ORIGINAL = { pl: 'O nas', en: 'About us' };

type StoredPage = Record<string, unknown> & { version: number };

async function readAbout(request: APIRequestContext): Promise<StoredPage> {
  const response = await request.get(ABOUT_API);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredPage;
}

/** Puts the page back as `original` was, on whatever version it has now (the other specs expect the sample). */
async function restoreAbout(request: APIRequestContext, original: StoredPage): Promise<void> {
  const { version } = await readAbout(request);
  const response = await request.put(ABOUT_API, { headers: { Origin: ADMIN_URL }, data: { ...original, version } });
  expect(response.status(), await response.text()).toBe(200);
}

async function editorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsNewEditor(page, 'QA Editor');
  return page;
}

/** The banner's title field in `language` (the group's name: Polski, Angielski). */
const bannerTitle = (page: Page, language: string) =>
  page
    .getByRole('listitem', { name: '1. Baner z tekstem' })
    .getByRole('group', { name: language })
    .getByLabel('Tytuł', { exact: true });

async function expectOnSite(page: Page, path: string, title: string): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Saves the form and waits for the API's answer (leaving the page earlier would cancel the save). */
async function save(page: Page, status = 200): Promise<void> {
  const answer = page.waitForResponse(
    (response) => response.url() === ABOUT_API && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
}

/**
 * Opens the page's edit form and waits until it shows the banner title `loaded` (typing earlier could be lost). The
 * form of a page with all its blocks takes a while on a busy machine.
 */
async function openAbout(page: Page, loaded: string): Promise<void> {
  await page.goto(ABOUT);
  await expect(bannerTitle(page, 'Polski')).toHaveValue(loaded, { timeout: 20_000 });
}

test('an editor changes a banner in Polish and English, sees both on the site, and restores an earlier save', async ({
  browser,
}) => {
  // Three saves, each awaited on the site in two languages: more than the default time on a busy machine.
  test.slow();
  const page = await editorPage(browser);
  const original = await readAbout(page.request);
  const stamp = Date.now();
  const changed = { pl: `Kim jesteśmy ${stamp}`, en: `Who we are ${stamp}` };

  try {
    await page.goto(`${ADMIN_URL}/pages`);
    await expect(page.getByRole('cell', { name: 'Polityka cookies' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('cell', { name: 'O nas' }).click();
    await expect(bannerTitle(page, 'Polski')).toHaveValue(ORIGINAL.pl);
    await expectNoAxeViolations(page);
    await bannerTitle(page, 'Polski').fill(changed.pl);
    await bannerTitle(page, 'Angielski').fill(changed.en);
    await save(page);
    await expect(page.getByRole('cell', { name: 'Polityka cookies' })).toBeVisible();

    await withSavedCookieConsent(page);
    await expectOnSite(page, '/o-nas', changed.pl);
    await expectOnSite(page, '/en/about-us', changed.en);

    // A second save, then the first one restored from the history: the site shows its title again.
    await openAbout(page, changed.pl);
    await bannerTitle(page, 'Polski').fill(`${changed.pl} (2)`);
    await save(page);
    await expectOnSite(page, '/o-nas', `${changed.pl} (2)`);
    await openAbout(page, `${changed.pl} (2)`);
    // Newest first: the row after the header is the second save, the one after it the first.
    const history = page.getByRole('table').filter({ hasText: 'QA Editor' });
    await history.getByRole('row').nth(2).getByRole('button', { name: 'Przywróć' }).click();
    await page.getByRole('button', { name: 'Potwierdź' }).click();
    await expect(page.getByText(/^Przywrócono wersję/)).toBeVisible();
    await expectOnSite(page, '/o-nas', changed.pl);
  } finally {
    await restoreAbout(page.request, original);
  }
  await expectOnSite(page, '/o-nas', ORIGINAL.pl);
  await expectOnSite(page, '/en/about-us', ORIGINAL.en);
});

test('two editors save the same page: the second is told, and what they typed stays in the form', async ({
  browser,
}) => {
  // Two people signing in and loading the form: more than the default time on a busy machine.
  test.slow();
  const [first, second] = [await editorPage(browser), await editorPage(browser)];
  const original = await readAbout(first.request);
  try {
    for (const page of [first, second]) await openAbout(page, ORIGINAL.pl);
    await bannerTitle(first, 'Polski').fill('O nas – pierwszy');
    await save(first);
    await expect(first.getByRole('cell', { name: 'Polityka cookies' })).toBeVisible();

    await bannerTitle(second, 'Polski').fill('O nas – drugi');
    await save(second, 409);
    await expect(second.getByText(/Ktoś zmienił tę stronę w międzyczasie/)).toBeVisible();
    await expect(bannerTitle(second, 'Polski')).toHaveValue('O nas – drugi');
  } finally {
    await restoreAbout(first.request, original);
  }
});
