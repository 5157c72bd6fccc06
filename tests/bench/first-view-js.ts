// The JavaScript a first view downloads: every script the page requests from navigation until it has hydrated and
// the network has been quiet for 500 ms, without any interaction and without prefetching (the browser reports data
// saver), with the gzip size (level 9) of each body.
// Bytes depend only on the build, so the figure is deterministic.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

/** A phone's viewport: what a first view on a phone loads. */
export const FIRST_VIEW_VIEWPORT = { width: 375, height: 812 };

export interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
}

export interface FirstViewJs {
  path: string;
  files: ScriptFile[];
  gzipBytes: number;
  rawBytes: number;
}

/**
 * Loads `url` in `page` as a first view and returns the scripts it downloaded. The page must be fresh (no cache, no
 * cookies): a new browser context. `hydrated: false` for a page that is no server-rendered site page (the back
 * office): the network going quiet is the end of its first view.
 */
export async function firstViewScripts(
  page: Page,
  url: string,
  { hydrated = true }: { hydrated?: boolean } = {},
): Promise<ScriptFile[]> {
  // Prefetching (links in view, when the browser is idle) loads other pages' code: not part of this first view.
  await page.addInitScript({
    content: `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });`,
  });
  const pending: Array<Promise<ScriptFile | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (hydrated) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== null);
  return files.sort((a, b) => b.gzip - a.gzip);
}

export const totalGzip = (files: ScriptFile[]) => files.reduce((sum, file) => sum + file.gzip, 0);

export async function measureFirstViewJs(baseUrl: string, path: string): Promise<FirstViewJs> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: FIRST_VIEW_VIEWPORT });
    const files = await firstViewScripts(page, `${baseUrl}${path}`);
    return {
      path,
      files,
      gzipBytes: totalGzip(files),
      rawBytes: files.reduce((sum, file) => sum + file.raw, 0),
    };
  } finally {
    await browser.close();
  }
}
