// Failure isolation (docs/behaviour.md#region-fallbacks): with one remote stopped, every page still answers 200 and
// only that region shows its fallback. A second shell is started whose discovery document points one remote at a dead
// port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, region, waitForHydration } from './fixtures';
import { reportOnline, requestsSettled } from './page-helpers';
import { firstProductPath } from './site-helpers';

const ROOT = path.resolve(__dirname, '../..');
const DEAD_ORIGIN = 'http://localhost:3999';

function startShellWithout(remote: string, port: number): Promise<ChildProcess> {
  // The document the build wrote (with each entry's SHA-384), one remote moved to a dead origin.
  const discovery = JSON.parse(readFileSync(path.join(ROOT, 'shell/remotes.local.json'), 'utf8')) as {
    remotes: Record<string, Record<string, string>>;
  };
  const descriptor = discovery.remotes[remote];
  for (const key of ['browserEntry', 'serverEntry', 'browserManifest']) {
    descriptor[key] = descriptor[key].replace(/^http:\/\/localhost:\d+/, DEAD_ORIGIN);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ef-discovery-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(discovery));
  const child = spawn(process.execPath, [path.join(ROOT, 'shell/dist/server/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      REMOTES_DISCOVERY: file,
      ALLOWED_REMOTE_ORIGINS: ['3001', '3002', '3003', '3004', '3005', '3999']
        .map((p) => `http://localhost:${p}`)
        .join(','),
      REMOTE_TIMEOUT_MS: '1500',
    },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 15_000;
    const poll = () =>
      fetch(`http://localhost:${port}/healthz`)
        .then((response) => (response.ok ? resolve(child) : Promise.reject(new Error(String(response.status)))))
        .catch(() =>
          Date.now() > deadline ? reject(new Error('shell did not start')) : setTimeout(() => void poll(), 200),
        );
    void poll();
  });
}

test.describe('with the catalogue remote stopped', () => {
  const port = 3101;
  let shell: ChildProcess;
  test.beforeAll(async () => {
    shell = await startShellWithout('catalogue', port);
  });
  test.afterAll(() => {
    shell.kill();
  });

  test('a product page answers 200 with header, footer and a fallback for the catalogue region', async ({
    page,
    request,
  }) => {
    const productPath = await firstProductPath(request);
    const response = await page.goto(`http://localhost:${port}${productPath}`);
    expect(response?.status()).toBe(200);
    await expect(region(page, 'chrome').locator('header')).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
    await expect(region(page, 'catalogue')).toContainText('Ta część strony jest chwilowo niedostępna');
  });

  test('pages of other remotes are unaffected and navigation keeps working', async ({ page, problems }) => {
    let documentLoads = 0;
    page.on('load', () => (documentLoads += 1));
    await reportOnline(page);
    const response = await page.goto(`http://localhost:${port}/`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    // Pointing at a category in the mega-menu prefetches its page, the catalogue's code included: the stopped
    // remote must not make the page being read reload.
    const prefetchFailed = page.waitForEvent('requestfailed', (request) => request.url().startsWith(DEAD_ORIGIN));
    await page.getByRole('button', { name: 'Produkty', exact: true }).click();
    await page.locator('header a[href^="/produkty/"]:visible').first().hover();
    await prefetchFailed;
    await requestsSettled(page);
    expect(documentLoads).toBe(1);
    await page.keyboard.press('Escape');
    await expect(region(page, 'content')).not.toContainText('niedostępna');
    await page.locator('header a[href="/kontakt"]').first().click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The browser reports each failed request to the stopped remote; nothing else may go wrong.
    expect(problems.errors.filter((error) => !error.includes(DEAD_ORIGIN))).toEqual([]);
  });
});

test.describe('with the chrome remote stopped', () => {
  const port = 3102;
  let shell: ChildProcess;
  test.beforeAll(async () => {
    shell = await startShellWithout('chrome', port);
  });
  test.afterAll(() => {
    shell.kill();
  });

  test('the front page answers 200 with the fallback header and the full content', async ({ page }) => {
    const response = await page.goto(`http://localhost:${port}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: /Ergoforma/ }).first()).toHaveAttribute('href', '/');
    await expect(region(page, 'content')).not.toBeEmpty();
    await expect(region(page, 'content')).not.toContainText('niedostępna');
  });
});
