// WCAG 2.2 AA checks (axe) of the composed pages, with the cookie popup open as a first-time visitor sees it.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForHydration } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const path of [
  '/',
  '/en',
  '/fr',
  '/kontakt',
  '/o-nas',
  '/kariera/oferty-pracy',
  '/szukaj?q=krzes',
  '/to-nie-istnieje',
]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 4000 }); // the cookie popup is part of the page
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
