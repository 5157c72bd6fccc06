// Shared test fixtures: a page that records console errors and uncaught exceptions.
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface ConsoleProblems {
  errors: string[];
}

export const test = base.extend<{ problems: ConsoleProblems }>({
  problems: async ({ page }, use) => {
    const problems: ConsoleProblems = { errors: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A failed request's message does not say which; its address tells a dead remote from a real problem.
      const { url } = message.location();
      problems.errors.push(
        message.text().startsWith('Failed to load resource') ? `${message.text()} ${url}` : message.text(),
      );
    });
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { expect };

/** Waits until the browser has hydrated the server HTML (the shell marks <html> when done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export type RemoteName = 'chrome' | 'catalogue' | 'content' | 'careers' | 'search';

/** The regions a remote owns on the composed page (the shell marks each with data-remote). */
export function region(page: Page, remote: RemoteName): Locator {
  return page.locator(`[data-remote="${remote}"]`);
}
