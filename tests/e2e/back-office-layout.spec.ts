// The back office on a phone (375 px): the main lists and edit pages fit the screen (a table wider than it scrolls
// in its own box, an edit page's side panel goes under the form) and have no axe violations.
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './page-helpers';
import { ADMIN_URL, signInAsNewEditor } from './staff-accounts';

/** The editor's main lists and edit pages (sample content ids). */
const SCREENS = [
  '/products',
  '/pages',
  '/pages/1',
  '/posts',
  '/posts/1',
  '/realizations',
  '/mechanisms',
  '/mechanisms/1',
  '/menus',
  '/menus/1',
  '/sitemap-nodes',
  '/sitemap-nodes/2',
  '/company',
  '/redirects',
  '/schedules',
  '/media',
];

test.use({ viewport: { width: 375, height: 800 } });

test('on a phone the lists and edit pages fit the screen and have no axe violations', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await signInAsNewEditor(page, 'QA Telefon');
  for (const path of SCREENS) {
    await test.step(path, async () => {
      await page.goto(`${ADMIN_URL}${path}`);
      await expect(page.locator('.RaList-main, .RaEmpty-message, .RaEdit-main, form').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
    });
  }
  expect(problems.errors).toEqual([]);
});
