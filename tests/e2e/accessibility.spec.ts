// WCAG 2.2 AA checks (axe) of the composed pages, with the cookie popup open as a first-time visitor sees it.
import { test, waitForHydration } from './fixtures';
import { expectCookiePopupShown, expectNoAxeViolations } from './page-helpers';

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
    await expectCookiePopupShown(page); // the cookie popup is part of the page
    await expectNoAxeViolations(page);
  });
}
