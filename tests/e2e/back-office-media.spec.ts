// The back office's media library with the real API: an editor uploads two photos (with Polish alt text and a focal
// point moved by keyboard) and a PDF data sheet (with its type); a program renamed to .jpg is refused with a message
// naming the file; an item a product uses cannot be deleted and says by whom; the pages have no axe violations.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './page-helpers';
import { signInAsNewEditor } from './staff-accounts';

const API_DIR = path.resolve(__dirname, '../../api');

/**
 * Points the first photo of the first product at `url` (or back), on the API's database: the product form that
 * does this is not part of these pages. Returns the address it replaced.
 */
function pointFirstProductPhoto(url: string, previous?: string): string {
  const script = `
    const db = require('better-sqlite3')(process.env.DATABASE_PATH ?? 'var/site.db');
    const row = db.prepare('SELECT id, url FROM product_images ORDER BY product_id, position LIMIT 1').get();
    db.prepare('UPDATE product_images SET url = ? WHERE id = ?').run(process.argv[1], row.id);
    process.stdout.write(row.url);`;
  return execFileSync('node', ['-e', script, previous ?? url], { cwd: API_DIR, encoding: 'utf8' });
}

/** A photo of one colour: a colour of each run's own, so a run never sends the bytes an earlier one did. */
const photo = (colour: number) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: `#${colour.toString(16).padStart(6, '0')}` } })
    .jpeg()
    .toBuffer();

/** A small PDF that holds together, with the run's stamp in a comment (its bytes are the run's own too). */
const pdf = (stamp: number) =>
  Buffer.from(
    `%PDF-1.4\n% run ${stamp}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );

test('an editor uploads photos and a PDF, a renamed program is refused, a used photo cannot be deleted', async ({
  page,
  problems,
}) => {
  await signInAsNewEditor(page, 'QA Media');
  await page.getByRole('menuitem', { name: /Biblioteka mediów/ }).click();
  await expect(page.getByText(/Upuść tutaj zdjęcie/)).toBeVisible();
  await expectNoAxeViolations(page);

  const fileInput = page.locator('input[type="file"]');
  const stamp = Date.now();
  for (const [name, colour, alt] of [
    [`nova-${stamp}.jpg`, stamp % 0xffffff, `Nova ${stamp} z przodu`],
    [`nova-${stamp}-bok.jpg`, (stamp + 0x808080) % 0xffffff, `Nova ${stamp} z boku`],
  ] as const) {
    await fileInput.setInputFiles({ name, mimeType: 'image/jpeg', buffer: await photo(colour) });
    await page.getByRole('slider', { name: 'Punkt ostrości miniatury' }).press('ArrowRight');
    await page.getByLabel(/^Tekst alternatywny \(polski\)/).fill(alt);
    await page.getByRole('button', { name: 'Wyślij' }).click();
    await expect(page.getByRole('img', { name: alt })).toBeVisible();
  }

  await fileInput.setInputFiles({ name: `karta-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf(stamp) });
  await page.getByRole('combobox', { name: /Rodzaj pliku/ }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Nazwa \(polski\)/).fill(`Karta ${stamp}`);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByText(`Karta ${stamp}`)).toBeVisible();

  const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096, 7)]);
  await fileInput.setInputFiles({ name: 'instrukcja.jpg', mimeType: 'image/jpeg', buffer: program });
  await page.getByLabel(/^Tekst alternatywny \(polski\)/).fill('Instrukcja');
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'instrukcja.jpg' })).toContainText(
    'instrukcja.jpg is not a JPEG, PNG, WebP or PDF file',
  );
  await expectNoAxeViolations(page);

  // The first photo becomes a product's: the library says so, and refuses to delete it.
  const tile = page.getByRole('link', { name: new RegExp(`Nova ${stamp} z przodu`) });
  // The tile's own thumbnail names the photo (the edit page opens in place of the list, which may linger a moment).
  const mediaUrl = await tile.locator('img[src^="/media/library/"]').getAttribute('src');
  if (mediaUrl === null) throw new Error('no photo on the tile');
  await tile.click();
  await expect(page.getByRole('slider', { name: 'Punkt ostrości miniatury' })).toBeVisible();
  const previous = pointFirstProductPhoto(mediaUrl);
  try {
    await page.reload();
    // The whole app loads again: on a busy machine that outlasts the default wait.
    await expect(page.getByText(/Używany: produkt/)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Usuń', exact: true }).click();
    // react-admin asks before a delete that waits for the server.
    await page.getByRole('button', { name: 'Potwierdź', exact: true }).click();
    await expect(page.getByText(/is still used by product/)).toBeVisible();
  } finally {
    pointFirstProductPhoto(previous, previous);
  }
  // The 409 of the refused delete and the 415 of the program are the only failed requests.
  expect(problems.errors.filter((error) => !/status of (409|415) /.test(error))).toEqual([]);
});
