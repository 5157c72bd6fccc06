// A remote released while the site is under load is taken without a restart and without a failed or
// mixed request; a broken or incompatible release is refused and the running version kept. A second shell runs
// on its own discovery file so the shared site is not disturbed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const PORT = 3102;
const BASE = `http://localhost:${PORT}`;

interface Descriptor {
  name: string;
  version: string;
  contractsVersion: string;
  browserEntry: string;
  serverEntry: string;
  browserManifest: string;
  integrity?: { browserEntry?: string; serverEntry?: string };
}
type Discovery = { remotes: Record<string, Descriptor> };
interface Health {
  remotes: Record<string, { version: string; state: string; refusedVersion?: string; reason?: string }>;
}

const discoveryDir = mkdtempSync(path.join(tmpdir(), 'ef-live-swap-'));
const discoveryFile = path.join(discoveryDir, 'remotes.json');
const readDiscovery = (): Discovery => JSON.parse(readFileSync(discoveryFile, 'utf8')) as Discovery;
function writeDiscovery(document: Discovery): void {
  writeFileSync(`${discoveryFile}.tmp`, JSON.stringify(document));
  renameSync(`${discoveryFile}.tmp`, discoveryFile);
}

async function health(): Promise<Health> {
  return (await (await fetch(`${BASE}/healthz`)).json()) as Health;
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The versions a page says it was rendered with (the browser loads exactly these). */
function renderedVersions(html: string): Record<string, { version: string; browserEntry: string }> {
  const json = /<script type="application\/json" id="__EF_STATE__">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no embedded state');
  return (JSON.parse(json) as { remotes: Record<string, { version: string; browserEntry: string }> }).remotes;
}

let shell: ChildProcess;

test.beforeAll(async () => {
  // The document the build wrote, with the SHA-384 of each remote's current entries.
  writeFileSync(discoveryFile, readFileSync(path.join(ROOT, 'shell/remotes.local.json')));
  shell = spawn(process.execPath, [path.join(ROOT, 'shell/dist/server/server/main.js')], {
    env: { ...process.env, PORT: String(PORT), REMOTES_DISCOVERY: discoveryFile, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await until(async () => (await fetch(`${BASE}/healthz`).catch(() => null))?.ok === true, 'the second shell');
});

test.afterAll(() => {
  shell.kill();
});

test('a release is taken under load without a failed or mixed page, and the page names its exact versions', async () => {
  const before = (await health()).remotes.search.version;
  // Publish the current search build as a versioned release into this shell's discovery file.
  const release = () =>
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'shared-contracts/webpack/release-remote.js'), '--discovery', discoveryFile],
      { cwd: path.join(ROOT, 'mfe-search') },
    );

  const pages: Array<{ status: number; html: string }> = [];
  let loading = true;
  const load = async () => {
    while (loading) {
      const response = await fetch(`${BASE}/szukaj?q=krzeslo`);
      pages.push({ status: response.status, html: await response.text() });
    }
  };
  const workers = Array.from({ length: 8 }, load);
  await new Promise((resolve) => setTimeout(resolve, 500));
  release();
  const after = readDiscovery().remotes.search;
  expect(after.version).not.toBe(before);
  expect(after.browserEntry).toContain(`/releases/${after.version}/browser/remoteEntry.js`);
  await until(async () => (await health()).remotes.search.version === after.version, 'the shell to switch');
  await new Promise((resolve) => setTimeout(resolve, 500));
  loading = false;
  await Promise.all(workers);

  // No page count here: how many pages 8 workers fetch depends on the machine's load. That load spanned the
  // swap is what the versions set below proves (pages of both the old and the new release were served).
  const versions = new Set<string>();
  for (const { status, html } of pages) {
    expect(status).toBe(200);
    // Rendered by the search remote (its results, not the region's fallback), with one coherent set of versions.
    expect(html).not.toContain('chwilowo niedostępna');
    expect(html).toMatch(/href="\/produkty\/[a-z0-9-]+\/[a-z0-9-]+"/);
    const search = renderedVersions(html).search;
    expect([before, after.version]).toContain(search.version);
    if (search.version === after.version) expect(search.browserEntry).toBe(after.browserEntry);
    versions.add(search.version);
  }
  expect(versions).toEqual(new Set([before, after.version]));
  // The new release's chunks are served, cached for ever; the old build still answers too.
  const entry = await fetch(after.browserEntry);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toContain('immutable');
  expect((await fetch('http://localhost:3005/remoteEntry.js')).status).toBe(200);

  // The rollback command points the document back at the entry the release replaced; the shell follows.
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'shared-contracts/webpack/rollback-remote.js'), '--discovery', discoveryFile],
    { cwd: path.join(ROOT, 'mfe-search') },
  );
  expect(readDiscovery().remotes.search.version).toBe(before);
  await until(async () => (await health()).remotes.search.version === before, 'the shell to roll back');
  const page = await fetch(`${BASE}/szukaj?q=krzeslo`);
  expect(renderedVersions(await page.text()).search.version).toBe(before);
});

test('a server entry whose bytes differ from the SHA-384 in the document is never run', async ({ request }) => {
  const running = (await health()).remotes.content.version;
  const document = readDiscovery();
  const content = document.remotes.content;
  // Same URLs, another pinned hash: what a tampered file on the remote's server looks like to the shell.
  const wrongHash = `sha384-${'A'.repeat(64)}`;
  writeDiscovery({
    remotes: {
      ...document.remotes,
      content: {
        ...content,
        version: `${running}-tampered`,
        integrity: { ...content.integrity, serverEntry: wrongHash },
      },
    },
  });
  await until(async () => (await health()).remotes.content.refusedVersion === `${running}-tampered`, 'the refusal');
  expect((await health()).remotes.content).toMatchObject({
    version: running,
    state: 'active',
    reason: expect.stringContaining('does not match the SHA-384'),
  });
  const news = await request.get(`${BASE}/aktualnosci`);
  expect(news.status()).toBe(200);
  expect(renderedVersions(await news.text()).content.version).toBe(running);
  writeDiscovery(document);
});

test('a release whose entry is missing, or built against another contracts major version, is refused', async ({
  request,
}) => {
  const running = (await health()).remotes.careers.version;
  const document = readDiscovery();
  const careers = document.remotes.careers;
  writeDiscovery({
    remotes: {
      ...document.remotes,
      careers: {
        ...careers,
        version: '9.9.9-missing',
        browserEntry: 'http://localhost:3004/releases/9.9.9-missing/browser/remoteEntry.js',
        serverEntry: 'http://localhost:3004/releases/9.9.9-missing/server/remoteEntry.js',
        browserManifest: 'http://localhost:3004/releases/9.9.9-missing/browser/mf-manifest.json',
      },
    },
  });
  await until(async () => (await health()).remotes.careers.refusedVersion === '9.9.9-missing', 'the refusal');
  expect((await health()).remotes.careers).toMatchObject({ version: running, state: 'active' });
  const jobs = await request.get(`${BASE}/kariera/oferty-pracy`);
  expect(jobs.status()).toBe(200);
  expect(renderedVersions(await jobs.text()).careers.version).toBe(running);

  writeDiscovery({
    remotes: { ...document.remotes, careers: { ...careers, version: '2.0.0-next', contractsVersion: '2.0.0' } },
  });
  await until(async () => (await health()).remotes.careers.refusedVersion === '2.0.0-next', 'the contracts refusal');
  expect((await health()).remotes.careers).toMatchObject({
    version: running,
    state: 'active',
    reason: expect.stringContaining('major versions differ'),
  });
});
