// Job offers and the link checker in the back office, on the composed system: HR retitles an offer in English and the
// English job list shows it without a restart; an editor's dead link in published content is listed by the link
// checker with the record it is in. Each test puts the content back as it found it.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { ADMIN_URL, newStaffAccount, signInThroughApi } from './inbox-helpers';
import { expectNoAxeViolations, withSavedCookieConsent } from './page-helpers';
import { newStaffAccount as newEditorAccount } from './staff-accounts';

const headers = { Origin: ADMIN_URL };

type StoredRecord = Record<string, unknown> & { version: number };

async function read(request: APIRequestContext, path: string): Promise<StoredRecord> {
  const response = await request.get(`${ADMIN_URL}/api/admin${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredRecord;
}

/** Saves `record` (as read, changed) on the version it now has. */
async function save(request: APIRequestContext, path: string, record: StoredRecord): Promise<void> {
  const { version } = await read(request, path);
  const response = await request.put(`${ADMIN_URL}/api/admin${path}`, { headers, data: { ...record, version } });
  expect(response.status(), await response.text()).toBe(200);
}

test('HR retitles a job offer in English and the English job list shows it', async ({ page }) => {
  await signInThroughApi(page.request, newStaffAccount('hr', 'QA Kadry'), true);
  const original = await read(page.request, '/job-offers/1');
  const title = `Export Sales Lead ${Date.now()}`;
  try {
    await page.goto(`${ADMIN_URL}/job-offers`);
    await page.getByRole('cell', { name: 'Specjalista ds. sprzedaży eksportowej' }).click();
    const english = page.getByRole('group', { name: 'Angielski' });
    await expect(english.getByLabel('Stanowisko')).toHaveValue('Export Sales Specialist');
    await english.getByLabel('Stanowisko').fill(title);
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page.getByRole('cell', { name: 'Specjalista ds. sprzedaży eksportowej' })).toBeVisible();

    await withSavedCookieConsent(page);
    await expect(async () => {
      await page.goto('/en/careers/job-offers');
      await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  } finally {
    await save(page.request, '/job-offers/1', original);
  }
});

test('a dead link an editor puts into published content is listed by the link checker', async ({ page }) => {
  await signInThroughApi(page.request, newEditorAccount('editor', 'QA Redaktor'), false);
  const original = await read(page.request, '/products/1');
  const dead = `/nie-ma-takiej-strony-${Date.now()}`;
  const blocks = original.blocks as Array<{ translations: { pl: { content: string } } }>;
  const [first, ...rest] = blocks;
  if (first === undefined) throw new Error('product 1 has no tab');
  const linked = {
    ...first,
    translations: {
      ...first.translations,
      pl: { ...first.translations.pl, content: `${first.translations.pl.content}<p><a href="${dead}">więcej</a></p>` },
    },
  };
  try {
    await save(page.request, '/products/1', { ...original, blocks: [linked, ...rest] });
    await page.goto(`${ADMIN_URL}/link-check`);
    const table = page.getByRole('table', { name: 'Niedziałające linki' });
    const row = table.getByRole('row').filter({ hasText: dead });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: new RegExp(`^Produkt #1: ${String(original.name)}`) })).toHaveAttribute(
      'href',
      '/products/1',
    );
    await expectNoAxeViolations(page);
  } finally {
    await save(page.request, '/products/1', original);
  }
});
