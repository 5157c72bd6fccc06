// What the site serves of its own code: no source maps (they stay on disk for error reporting), and remote
// entries that the browser loads only with the SHA-384 the discovery document pins (Subresource Integrity).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = { chrome: 3001, catalogue: 3002, content: 3003, careers: 3004, search: 3005 } as const;

test('source maps are written beside the builds but never served', async ({ request }) => {
  const main = await request.get('/assets/main.js');
  expect(main.status()).toBe(200);
  expect(await main.text()).not.toContain('sourceMappingURL');
  expect((await request.get('/assets/main.js.map')).status()).toBe(404);
  expect(existsSync(path.join(ROOT, 'shell/dist/sourcemaps/main.js.map'))).toBe(true);

  for (const [name, port] of Object.entries(REMOTES)) {
    const origin = `http://localhost:${port}`;
    const entry = await request.get(`${origin}/remoteEntry.js`);
    expect(await entry.text()).not.toContain('sourceMappingURL');
    for (const map of ['/remoteEntry.js.map', '/server/remoteEntry.js.map'])
      expect((await request.get(`${origin}${map}`)).status(), `${name}${map}`).toBe(404);
    expect(existsSync(path.join(ROOT, `mfe-${name}/dist/sourcemaps/browser/remoteEntry.js.map`))).toBe(true);
    expect(existsSync(path.join(ROOT, `mfe-${name}/dist/sourcemaps/server/remoteEntry.js.map`))).toBe(true);
  }
});

test('the browser runs a remote entry only with the SHA-384 the build recorded', async ({ page, problems }) => {
  const discovery = JSON.parse(readFileSync(path.join(ROOT, 'shell/remotes.local.json'), 'utf8')) as {
    remotes: Record<string, { browserEntry: string; integrity: { browserEntry: string; serverEntry: string } }>;
  };
  const search = discovery.remotes.search;
  expect(search.integrity.browserEntry).toMatch(/^sha384-/);

  const response = await page.goto('/szukaj?q=krzeslo');
  // The page's inline bootstrap preloads the entry with its SHA-384.
  expect(await response?.text()).toContain(
    JSON.stringify({ href: search.browserEntry, integrity: search.integrity.browserEntry }),
  );
  await waitForHydration(page);
  expect(problems.errors).toEqual([]);

  // The same entry with one byte more, as a tampered remote host would serve it: the browser refuses to run it.
  await page.route(search.browserEntry, async (route) => {
    const genuine = await route.fetch();
    await route.fulfill({ response: genuine, body: `${await genuine.text()}\n` });
  });
  const refusal = page.waitForEvent('console', (message) => /integrity/i.test(message.text()));
  await page.goto('/szukaj?q=krzeslo');
  expect((await refusal).text()).toContain(search.browserEntry);
});
