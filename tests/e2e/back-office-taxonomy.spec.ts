// The catalogue's kinds in the back office on the composed system: an editor renames a category in English and the
// English site's category page shows the new name without a restart; the translation status shows percentages and links
// to what is missing; the pages have no axe violations.
import { test, expect } from './fixtures';
import { expectNoAxeViolations, withSavedCookieConsent } from './page-helpers';
import { apiGet } from './site-helpers';
import { signInAsNewEditor } from './staff-accounts';

const ADMIN_URL = process.env.ADMIN_URL ?? 'http://localhost:3010';

/** A new editor through the staff command, signed in on `page` (editors need no second factor). */

test('an editor renames a category in English, sees it on the English site, and reads the translation status', async ({
  page,
  request,
}) => {
  await signInAsNewEditor(page, 'QA Editor');
  const renamed = `ESD chairs ${Date.now()}`;

  await page.goto(`${ADMIN_URL}/categories`);
  const tree = page.getByRole('list', { name: 'Kategorie' });
  await expect(tree.getByRole('link', { name: 'Krzesła ESD' })).toBeVisible();
  await expect(tree.getByRole('button', { name: 'Przesuń wyżej: Krzesła ESD' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await tree.getByRole('link', { name: 'Krzesła ESD' }).click();
  const english = page.getByRole('group', { name: 'Angielski' });
  await expect(english.getByLabel('Nazwa')).toBeVisible();
  await expectNoAxeViolations(page);
  await english.getByLabel('Nazwa').fill(renamed);
  // The French name left empty: the translation status then lists it (the sample content is fully translated).
  const french = page.getByRole('group', { name: 'Francuski' }).getByLabel('Nazwa');
  const frenchName = await french.inputValue();
  await french.fill('');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(tree.getByRole('link', { name: 'Krzesła ESD' })).toBeVisible();

  // The category's English page (its address keeps its slug) shows the new name once the shell follows the write.
  interface Category {
    id: number;
    path: string;
    children?: Category[];
  }
  const { member } = await apiGet<{ member: Category[] }>(request, '/api/product_categories?pagination=false', 'en');
  const flat = (list: Category[]): Category[] => list.flatMap((c) => [c, ...flat(c.children ?? [])]);
  const esdPath = flat(member).find((category) => category.id === 15)?.path ?? '';
  await withSavedCookieConsent(page);
  await expect(async () => {
    await page.goto(esdPath);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  await page.goto(`${ADMIN_URL}/translation-status`);
  const table = page.getByRole('table', { name: 'Stan tłumaczeń' });
  await expect(table.getByRole('row', { name: /^Kategorie/ })).toContainText(/\d+ %/);
  await expect(page.getByRole('link', { name: /#15$/ }).first()).toHaveAttribute('href', '/categories/15');
  await expectNoAxeViolations(page);

  // The English name as it was, for the other specs.
  await page.goto(`${ADMIN_URL}/categories/15`);
  await page.getByRole('group', { name: 'Angielski' }).getByLabel('Nazwa').fill('ESD chairs');
  await page.getByRole('group', { name: 'Francuski' }).getByLabel('Nazwa').fill(frenchName);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('list', { name: 'Kategorie' })).toBeVisible();
});
