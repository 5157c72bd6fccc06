// A visitor assigned to a canary keeps its version from page to page and after hydration: with the header and
// footer remote (on every page) released as a 10 % canary, a browser in a canary bucket gets the canary's markup,
// `data-remote-version` and browser code on five pages and after a client-side navigation, with no hydration
// warning or error; a browser outside the share gets the stable version on the same pages; a first visit draws its
// bucket once and keeps it. A second shell runs on its own discovery file so the shared site is not disturbed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, region, waitForHydration, type ConsoleProblems } from './fixtures';
import { firstProductPath } from './site-helpers';

const ROOT = path.resolve(__dirname, '../..');
const PORT = 3103;
const BASE = `http://localhost:${PORT}`;
const RELEASE_COOKIE = 'ef_release';

interface Health {
  remotes: Record<string, { version: string; canary?: { version: string; share: number; state: string } }>;
}

const discoveryFile = path.join(mkdtempSync(path.join(tmpdir(), 'ef-canary-')), 'remotes.json');

async function health(): Promise<Health> {
  return (await (await fetch(`${BASE}/healthz`)).json()) as Health;
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let shell: ChildProcess;
let stable: string;
let canary: string;
let pages: string[];

test.beforeAll(async ({ request }) => {
  writeFileSync(discoveryFile, readFileSync(path.join(ROOT, 'shell/remotes.local.json')));
  shell = spawn(process.execPath, [path.join(ROOT, 'shell/dist/server/server/main.js')], {
    env: { ...process.env, PORT: String(PORT), REMOTES_DISCOVERY: discoveryFile, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await until(async () => (await fetch(`${BASE}/healthz`)).ok, 'the second shell');
  stable = (await health()).remotes.chrome.version;
  // The current chrome build, published as a release beside the stable entry, for 10 % of the visitors.
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'shared-contracts/webpack/release-remote.js'), '--discovery', discoveryFile, '--canary', '10'],
    { cwd: path.join(ROOT, 'mfe-chrome') },
  );
  await until(async () => (await health()).remotes.chrome.canary?.state === 'active', 'the canary in rotation');
  canary = (await health()).remotes.chrome.canary?.version ?? '';
  expect(canary).not.toBe(stable);
  pages = ['/', '/o-nas', '/kariera/oferty-pracy', '/szukaj?q=krzes', await firstProductPath(request)];
});

test.afterAll(() => {
  shell.kill();
});

/** A browser whose assignment cookie holds `bucket` (as its first page would have drawn it). */
async function visitor(context: BrowserContext, bucket: number): Promise<void> {
  await context.addCookies([{ name: RELEASE_COOKIE, value: String(bucket), url: BASE }]);
}

/** The chrome versions a hydrated page shows and loaded: every region's attribute, the embedded state's. */
async function chromeVersions(page: Page): Promise<{ regions: string[]; state: string | undefined }> {
  const regions = await region(page, 'chrome').evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-remote-version') ?? ''),
  );
  const state = await page.evaluate(() => {
    const json = document.getElementById('__EF_STATE__')?.textContent;
    return json ? (JSON.parse(json) as { remotes: Record<string, { version: string }> }).remotes.chrome?.version : '';
  });
  return { regions, state };
}

/** Opens each page and checks it was rendered, loaded and hydrated with `version` of chrome, without a problem. */
async function expectEveryPageOn(page: Page, problems: ConsoleProblems, version: string): Promise<void> {
  // Chrome's entry scripts the browser fetched (a page may take the entry from its memory cache instead).
  const entries = new Set<string>();
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3001/') && request.url().endsWith('/remoteEntry.js'))
      entries.add(request.url());
  });
  for (const address of pages) {
    const response = await page.goto(`${BASE}${address}`);
    expect(response?.status(), address).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const { regions, state } = await chromeVersions(page);
    expect(regions.length, `${address}: chrome regions`).toBeGreaterThan(0);
    expect(new Set(regions), `${address}: data-remote-version`).toEqual(new Set([version]));
    expect(state, `${address}: the versions the browser was told to load`).toBe(version);
    expect(problems.errors, `${address}: console errors and hydration warnings`).toEqual([]);
  }
  // The canary's browser code comes from its release folder, the stable one's from the remote's root: never both.
  const released = `http://localhost:3001/releases/${canary}/browser/remoteEntry.js`;
  expect([...entries]).toEqual([version === canary ? released : 'http://localhost:3001/remoteEntry.js']);
}

test('a visitor in the canary gets its version on five pages, hydrated without a mismatch', async ({
  page,
  context,
  problems,
}) => {
  await visitor(context, 3);
  await expectEveryPageOn(page, problems, canary);

  // After hydration, a client-side navigation keeps the version the page started from.
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.locator('header a[href="/kontakt"]').first().click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(new Set((await chromeVersions(page)).regions)).toEqual(new Set([canary]));
  expect(problems.errors).toEqual([]);
});

test('a visitor outside the share gets the stable version on the same pages', async ({ page, context, problems }) => {
  await visitor(context, 10);
  await expectEveryPageOn(page, problems, stable);
});

test('a first visit draws its bucket once and keeps the version it gives on every page', async ({
  page,
  context,
  problems,
}) => {
  // The first page (no cookie yet) is stable, like a crawler's; its script draws the bucket.
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  expect(new Set((await chromeVersions(page)).regions)).toEqual(new Set([stable]));
  const drawn = (await context.cookies(BASE)).find((cookie) => cookie.name === RELEASE_COOKIE);
  expect(drawn?.value).toMatch(/^\d{1,2}$/);
  await expectEveryPageOn(page, problems, Number(drawn?.value) < 10 ? canary : stable);
  expect((await context.cookies(BASE)).find((cookie) => cookie.name === RELEASE_COOKIE)?.value).toBe(drawn?.value);
});
