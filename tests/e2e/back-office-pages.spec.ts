// The pages in the back office on the composed system: an editor changes a banner's title in Polish and English and
// the site shows both without a restart; restoring an earlier save brings its title back on the site; two
// editors saving the same page: the second is told and keeps what they typed; no axe violations.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, withSavedCookieConsent } from './page-helpers';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

/** "O nas": its first block is a banner, at /o-nas and /en/about-us. */
const ABOUT = `${ADMIN_URL}/pages/2`;
const ORIGINAL = { pl: 'O nas', en: 'About us' };

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

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
}

test('an editor changes a banner in Polish and English, sees both on the site, and restores an earlier save', async ({
  browser,
}) => {
  // Three saves, each awaited on the site in two languages: more than the default time on a busy machine.
  test.slow();
  const page = await editorPage(browser);
  const stamp = Date.now();
  const changed = { pl: `Kim jesteśmy ${stamp}`, en: `Who we are ${stamp}` };

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
  await page.goto(ABOUT);
  await bannerTitle(page, 'Polski').fill(`${changed.pl} (2)`);
  await save(page);
  await expectOnSite(page, '/o-nas', `${changed.pl} (2)`);
  await page.goto(ABOUT);
  // Newest first: the row after the header is the second save, the one after it the first.
  const history = page.getByRole('table').filter({ hasText: 'QA Editor' });
  await history.getByRole('row').nth(2).getByRole('button', { name: 'Przywróć' }).click();
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText(/^Przywrócono wersję/)).toBeVisible();
  await expectOnSite(page, '/o-nas', changed.pl);

  // The sample's titles back, for the other specs.
  await page.goto(ABOUT);
  await bannerTitle(page, 'Polski').fill(ORIGINAL.pl);
  await bannerTitle(page, 'Angielski').fill(ORIGINAL.en);
  await save(page);
  await expectOnSite(page, '/o-nas', ORIGINAL.pl);
  await expectOnSite(page, '/en/about-us', ORIGINAL.en);
});

test('two editors save the same page: the second is told, and what they typed stays in the form', async ({
  browser,
}) => {
  const [first, second] = [await editorPage(browser), await editorPage(browser)];
  for (const page of [first, second]) {
    await page.goto(ABOUT);
    await expect(bannerTitle(page, 'Polski')).toHaveValue(ORIGINAL.pl);
  }
  await bannerTitle(first, 'Polski').fill('O nas – pierwszy');
  await save(first);
  await expect(first.getByRole('cell', { name: 'Polityka cookies' })).toBeVisible();

  await bannerTitle(second, 'Polski').fill('O nas – drugi');
  await save(second);
  await expect(second.getByText(/Ktoś zmienił tę stronę w międzyczasie/)).toBeVisible();
  await expect(bannerTitle(second, 'Polski')).toHaveValue('O nas – drugi');

  // The sample's title back, for the other specs.
  await first.goto(ABOUT);
  await bannerTitle(first, 'Polski').fill(ORIGINAL.pl);
  await save(first);
  await expect(first.getByRole('cell', { name: 'Polityka cookies' })).toBeVisible();
});
