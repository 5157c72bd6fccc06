// Where records are used, in the back office on the composed system: a news post restored from its history can be
// saved right away (the form shows the restored version); unpublishing a page the menus link to lists those links
// and asks first; a library photo a news post shows cannot be deleted. What a test changes is put back, even when
// it fails part-way.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

const API_DIR = path.resolve(__dirname, '../../api');
const POST = `${ADMIN_URL}/posts/3`;

/** The input labelled `label` in `scope`: a required one's label ends in an asterisk. */
const field = (scope: Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
const polishTitle = (page: Page): Locator => field(page.getByRole('group', { name: 'Polski' }), 'Tytuł');

/** Opens the post's edit page and waits for its loaded title; returns it. */
async function openPost(page: Page): Promise<string> {
  await page.goto(POST);
  await expect(polishTitle(page)).toHaveValue(/\S/);
  return polishTitle(page).inputValue();
}

async function savePost(page: Page, title: string): Promise<void> {
  await polishTitle(page).fill(title);
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  // Saved: react-admin goes back to the list.
  await expect(page.getByRole('columnheader', { name: 'Tytuł' })).toBeVisible();
}

/**
 * Points post 3's picture at `url` on the API's database (the post form that does this is not what is tested here);
 * returns the address it replaced (null: no picture).
 */
function pointPostPicture(url: string | null): string | null {
  const script = `
    const db = require('better-sqlite3')(process.env.DATABASE_PATH ?? 'var/site.db');
    const before = db.prepare('SELECT image_url FROM posts WHERE id = 3').get().image_url;
    db.prepare('UPDATE posts SET image_url = ? WHERE id = 3').run(process.argv[1] === '' ? null : process.argv[1]);
    process.stdout.write(before ?? '');`;
  const before = execFileSync('node', ['-e', script, url ?? ''], { cwd: API_DIR, encoding: 'utf8' });
  return before === '' ? null : before;
}

test('a news post restored from its history is saved right after without a conflict', async ({ page }) => {
  test.slow();
  await signInAsNewEditor(page, 'QA Usage');
  const original = await openPost(page);
  const stamp = Date.now();
  try {
    await savePost(page, `${original} ${stamp} (1)`);
    await openPost(page);
    await savePost(page, `${original} ${stamp} (2)`);
    await openPost(page);
    // Newest first: the row after the header is the second save, the one after it the first.
    const history = page.getByRole('table').filter({ hasText: 'QA Usage' });
    await history.getByRole('row').nth(2).getByRole('button', { name: 'Przywróć' }).click();
    await page.getByRole('button', { name: 'Potwierdź' }).click();
    await expect(page.getByText(/^Przywrócono wersję/)).toBeVisible();
    await expect(polishTitle(page)).toHaveValue(`${original} ${stamp} (1)`);
    await savePost(page, `${original} ${stamp} (3)`);
    await expect(page.getByRole('cell', { name: `${original} ${stamp} (3)` })).toBeVisible();
  } finally {
    if ((await openPost(page)) !== original) await savePost(page, original);
  }
});

test('unpublishing a page the menus link to lists those links and asks first', async ({ page }) => {
  await signInAsNewEditor(page, 'QA Usage');
  // "Ergonomia": in the main and footer menus, in every language.
  await page.goto(`${ADMIN_URL}/pages/8`);
  const publishing = page.getByRole('region', { name: 'Publikacja' });
  await expect(publishing.getByRole('heading', { name: 'Opublikowany' })).toBeVisible();
  await publishing.getByRole('button', { name: 'Wycofaj teraz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odnośniki do tego rekordu' });
  await expect(dialog.getByRole('link', { name: 'menu main: Ergonomia' })).toBeVisible();
  await expect(dialog).toContainText('items[1021].page (pl): /ergonomia');
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(publishing.getByRole('heading', { name: 'Opublikowany' })).toBeVisible();
});

test('a library photo a news post shows is listed as used by it and cannot be deleted', async ({ page, problems }) => {
  await signInAsNewEditor(page, 'QA Usage');
  const stamp = Date.now();
  const alt = `Hala ${stamp}`;
  await page.getByRole('menuitem', { name: /Biblioteka mediów/ }).click();
  const colour = `#${(stamp % 0xffffff).toString(16).padStart(6, '0')}`;
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: `hala-${stamp}.jpg`, mimeType: 'image/jpeg', buffer });
  await page.getByLabel(/^Tekst alternatywny \(polski\)/).fill(alt);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  const tile = page.getByRole('link', { name: new RegExp(alt) });
  const thumbnail = await tile.locator('img[src^="/media/library/"]').getAttribute('src');
  if (thumbnail === null) throw new Error('no photo on the tile');
  const previous = pointPostPicture(thumbnail.replace(/-thumb\.(jpg|webp)$/, '.jpg'));
  try {
    await tile.click();
    await expect(page.getByRole('link', { name: /^aktualność / })).toHaveAttribute('href', /\/posts\/3$/);
    await page.getByRole('button', { name: 'Usuń', exact: true }).click();
    await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
    await expect(page.getByText(/is still used by post/)).toBeVisible();
  } finally {
    pointPostPicture(previous);
  }
  // The photo, unused again, is deleted: the library is as it was.
  await page.reload();
  await expect(page.getByText('Nieużywany')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Usuń', exact: true }).click();
  await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
  await expect(page.getByRole('link', { name: new RegExp(alt) })).toHaveCount(0);
  // The 409 of the refused delete is the only failed request.
  expect(problems.errors.filter((error) => !/status of 409 /.test(error))).toEqual([]);
});
