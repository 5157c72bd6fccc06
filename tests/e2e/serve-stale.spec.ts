// With the content API stopped, the shell still answers pages it rendered before (stale, marked so), answers the
// others with the 503 error page and Retry-After, and recovers by itself when the API is back. A private API
// (its own port and database) and shell are started here, so the API can be stopped without touching the site
// the other tests use.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');
const API_PORT = 4104;
const SHELL_PORT = 3104;
const api = `http://localhost:${API_PORT}`;
const base = `http://localhost:${SHELL_PORT}`;
const databaseDir = mkdtempSync(path.join(tmpdir(), 'ef-serve-stale-'));

/** Pages rendered while the API is up; the last one is never asked for before the API stops. */
const RENDERED = ['/', '/produkty', '/kontakt', '/aktualnosci'];
const NEVER_RENDERED = '/kariera/oferty-pracy';

let apiProcess: ChildProcess | null = null;
let shell: ChildProcess;

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

async function startApi(): Promise<void> {
  apiProcess = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(API_PORT),
      API_METRICS_PORT: String(API_PORT + 6000),
      DATABASE_PATH: path.join(databaseDir, 'site.db'),
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  await expect.poll(() => answers(`${api}/healthz`), { timeout: 30_000 }).toBe(true);
}

async function stopApi(): Promise<void> {
  const stopping = apiProcess;
  apiProcess = null;
  if (!stopping || stopping.exitCode !== null) return;
  await new Promise((resolve) => {
    stopping.once('exit', resolve);
    stopping.kill();
  });
}

test.beforeAll(async () => {
  await startApi();
  shell = spawn(process.execPath, [path.join(ROOT, 'shell/dist/server/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(SHELL_PORT),
      METRICS_PORT: String(SHELL_PORT + 6000),
      API_URL: api,
      // Pages are past their freshness after a second, so a request with the API down tries to render again.
      PAGE_CACHE_TTL_S: '1',
      PAGE_CACHE_SWR_S: '0',
      CONTENT_VERSION_POLL_MS: '200',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  await expect.poll(() => answers(`${base}/healthz`), { timeout: 30_000 }).toBe(true);
});

test.afterAll(async () => {
  shell?.kill();
  await stopApi();
});

test('pages rendered before are served stale while the API is down; the others 503; recovery without a restart', async ({
  request,
}) => {
  for (const url of RENDERED) {
    // The second answer comes from the cache: the page was kept.
    await expect.poll(async () => (await request.get(`${base}${url}`)).headers()['x-cache']).toBe('HIT');
  }

  await stopApi();
  await expect
    .poll(async () => (await request.get(`${base}${RENDERED[0]}`)).headers()['x-cache'], { timeout: 10_000 })
    .toBe('STALE-IF-ERROR');
  for (const url of RENDERED) {
    // Every answer is the page (fresh for up to a second more, then stale).
    const statuses = new Set<number>();
    await expect
      .poll(async () => {
        const response = await request.get(`${base}${url}`);
        statuses.add(response.status());
        expect(await response.text()).toContain('</html>');
        return response.headers()['x-cache'];
      })
      .toBe('STALE-IF-ERROR');
    expect([...statuses], url).toEqual([200]);
  }
  const never = await request.get(`${base}${NEVER_RENDERED}`);
  expect(never.status()).toBe(503);
  expect(Number(never.headers()['retry-after'])).toBeGreaterThan(0);

  await startApi();
  await expect
    .poll(async () => (await request.get(`${base}${NEVER_RENDERED}`)).status(), { timeout: 15_000 })
    .toBe(200);
  await expect
    .poll(async () => (await request.get(`${base}${RENDERED[0]}`)).headers()['x-cache'], { timeout: 10_000 })
    .toMatch(/^(MISS|HIT)$/);
});
