// The time from a click on a prefetched link to the new page's h1 on screen (desktop, 1366 px), beside the same
// click without prefetching (the browser reports data saver). The click happens once the prefetch has finished
// (hover, then the network is quiet), as it does when a visitor points at a link before clicking it.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

export interface PrefetchNavigation {
  from: string;
  to: string;
  prefetchedMs: number;
  notPrefetchedMs: number;
}

/**
 * Clicks the link and resolves with the milliseconds until an h1 other than the current one is in the DOM and the
 * next frame has run. Page-side code is a string: tsx would add helpers to a function that the page lacks.
 */
function clickToHeading(page: Page, href: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const link = document.querySelector('main a[href="${href}"]');
    if (!link) return reject(new Error('no link to ${href}'));
    const before = document.querySelector('h1');
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (!heading || heading === before || !heading.textContent) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    link.click();
  })`);
}

/** Reports a fast connection (or data saver) and that the browser is online, before any script of the page. */
function connectionScript(saveData: boolean): string {
  // A machine without a network interface besides loopback (a network namespace) has Chromium report offline.
  return `Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ effectiveType: '4g', saveData: ${saveData} }),
    });`;
}

async function timeNavigation(baseUrl: string, from: string, to: string, prefetch: boolean): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.addInitScript({ content: connectionScript(!prefetch) });
    // The target's data, whether its link is prefetched in view or on hover (the product: /api/products/{slug}).
    const dataPath = `/api/products/${to.split('/').at(-1)}`;
    const prefetched = prefetch
      ? page.waitForResponse((response) => new URL(response.url()).pathname === dataPath, { timeout: 120_000 })
      : null;
    await page.goto(`${baseUrl}${from}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator(`main a[href="${to}"]`).first().hover();
    if (prefetched) {
      await prefetched;
      // The page's code too: the browser has been idle once since.
      await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))');
    }
    return await clickToHeading(page, to);
  } finally {
    await browser.close();
  }
}

export async function measurePrefetchNavigation(
  baseUrl: string,
  from: string,
  to: string,
): Promise<PrefetchNavigation> {
  return {
    from,
    to,
    prefetchedMs: await timeNavigation(baseUrl, from, to, true),
    notPrefetchedMs: await timeNavigation(baseUrl, from, to, false),
  };
}
