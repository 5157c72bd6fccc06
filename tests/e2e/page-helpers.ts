// What many specs do to a page: open it as a returning visitor (a cookie choice saved, so the popup does not cover
// what is tested; the popup has its own specs) and check it with axe against WCAG 2.2 AA.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every page the test opens from now on finds a saved cookie choice (necessary cookies only). */
export async function withSavedCookieConsent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const consent = {
      necessary: true,
      functional: false,
      performance: false,
      advertising: false,
      savedAt: '2026-01-01T00:00:00.000Z',
    };
    window.localStorage.setItem('ef:cookie-consent', JSON.stringify(consent));
  });
}

/** Opens a page as a returning visitor and waits until it has hydrated. */
export async function openAsReturningVisitor(page: Page, path: string): Promise<void> {
  await withSavedCookieConsent(page);
  await page.goto(path);
  await waitForHydration(page);
}

/** The cookie popup of a first visit is open and drawn in full: it fades in a second after load (global.css,
 * `ef-cookie-reveal`), and axe measures colours as drawn, so a check during the fade finds false contrast faults. */
export async function expectCookiePopupShown(page: Page): Promise<void> {
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 4000 });
  await popup.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** The page as it is now has no WCAG 2.2 AA violations axe can find; each one is listed with its elements. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Makes the browser report that it is online. A test machine without a network interface besides loopback (a
 * network namespace, a sandbox) has Chromium report navigator.onLine = false, and nothing would be prefetched.
 */
export async function reportOnline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
}

/**
 * For asserting that an action sent, loaded or changed nothing, instead of sleeping: lets the page run two animation
 * frames (the action's own updates and their effects), then fetches a small file of the site and waits for it. The
 * browser reports requests in the order they start, so any request the action started has reached the test's
 * listeners by then; a page that reloads or navigates away meanwhile fails the call.
 */
export async function requestsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await fetch('/robots.txt', { cache: 'no-store' });
  });
}
