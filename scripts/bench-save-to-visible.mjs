// `npm run bench:save-to-visible [-- --saves 30] [-- --port 5100]`: how long a save in the back office takes to show
// on the public site. Starts, from the built workspaces, one API (a throwaway SQLite database filled with the
// fixtures), the five remotes and TWO shells, all on their own ports (from --port on, never the site's usual ones),
// signs an editor in, then saves a product's Polish short description through /api/admin N times and, after each,
// fetches the product page from both shells until both show the new text. Prints p50/p95/max of the time from the
// save's request to the page showing it on both (the target is 2 s at p95).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['chrome', 'catalogue', 'content', 'careers', 'search'];
const ADMIN_ORIGIN = 'http://localhost:3010';
const PASSWORD = 'a long bench passphrase nobody guesses';
/** How often a shell's page is fetched while waiting for the new text. */
const LOOK_EVERY_MS = 25;
const GIVE_UP_MS = 30_000;

const { values } = parseArgs({
  options: { saves: { type: 'string', default: '30' }, port: { type: 'string', default: '5100' } },
});
const saves = Number(values.saves);
const base = Number(values.port);
const ports = {
  shells: [base, base + 20],
  remotes: REMOTES.map((_, index) => base + 1 + index),
  api: base + 10,
  apiMetrics: base + 11,
  shellMetrics: [base + 21, base + 22],
};
const apiUrl = `http://localhost:${ports.api}`;
const dir = mkdtempSync(path.join(tmpdir(), 'ergoforma-save-to-visible-'));
const databasePath = path.join(dir, 'site.db');
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/** @param {string} name @param {string} cwd @param {string[]} args @param {Record<string, string>} env */
function start(name, cwd, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: path.join(ROOT, cwd),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  children.push(child);
}

/** @param {string} url */
async function waitFor(url) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}

/** The discovery file of the shells: the built remotes' entries (and integrity) at this run's ports. */
function discoveryFile() {
  let text = readFileSync(path.join(ROOT, 'shell/remotes.local.json'), 'utf8');
  REMOTES.forEach((_, index) => {
    text = text.replaceAll(`localhost:${3001 + index}/`, `localhost:${ports.remotes[index]}/`);
  });
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, text);
  return file;
}

/** @param {string} pathname @param {{ method?: string; body?: unknown; cookie?: string }} options */
async function admin(pathname, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(`${apiUrl}/api/admin${pathname}`, {
    method,
    headers: {
      Origin: ADMIN_ORIGIN,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

/** A new editor through the staff command, signed in: the session cookie. */
async function signedInEditor() {
  const email = `bench-${Date.now()}@ergoforma.pl`;
  const printed = execFileSync(
    process.execPath,
    ['dist/cli/staff.js', 'add', '--email', email, '--role', 'editor', '--name', 'Bench'],
    { cwd: path.join(ROOT, 'api'), env: { ...process.env, DATABASE_PATH: databasePath }, encoding: 'utf8' },
  );
  const token = /\/set-password#(\S+)/.exec(printed)?.[1];
  if (token === undefined) throw new Error(`The staff command printed no set-up link:\n${printed}`);
  await admin('/set-password', { method: 'POST', body: { token, password: PASSWORD } });
  const signedIn = await admin('/sign-in', { method: 'POST', body: { email, password: PASSWORD } });
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Milliseconds until the shell at `port` serves `pagePath` with `text` in it. */
async function untilShown(port, pagePath, text, started) {
  for (;;) {
    const html = await (await fetch(`http://localhost:${port}${pagePath}`)).text();
    if (html.includes(text)) return performance.now() - started;
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`localhost:${port}${pagePath} never showed ${text}`);
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  start('api', 'api', ['dist/main.js'], {
    PORT: String(ports.api),
    API_METRICS_PORT: String(ports.apiMetrics),
    DATABASE_PATH: databasePath,
    ADMIN_ORIGIN,
  });
  REMOTES.forEach((name, index) =>
    start(name, `mfe-${name}`, ['../shared-contracts/webpack/serve-remote.js'], { PORT: String(ports.remotes[index]) }),
  );
  const discovery = discoveryFile();
  ports.shells.forEach((port, index) =>
    start(`shell ${port}`, 'shell', ['dist/server/server/main.js'], {
      PORT: String(port),
      METRICS_PORT: String(ports.shellMetrics[index]),
      API_URL: apiUrl,
      REMOTES_DISCOVERY: discovery,
      ALLOWED_REMOTE_ORIGINS: ports.remotes.map((port_) => `http://localhost:${port_}`).join(','),
    }),
  );
  await waitFor(`${apiUrl}/healthz`);
  for (const port of ports.shells) await waitFor(`http://localhost:${port}/healthz`);

  const cookie = await signedInEditor();
  const id = 1;
  let product = await (await admin(`/products/${id}`, { cookie })).json();
  const pagePath = (await (await fetch(`${apiUrl}/api/products/${product.slug}`)).json()).path;
  // Both shells have the page in their cache before the first save, as a visited site would.
  for (const port of ports.shells) await fetch(`http://localhost:${port}${pagePath}`);

  const times = [];
  const stamp = Date.now();
  for (let index = 0; index < saves; index += 1) {
    const text = `Zapis ${stamp}-${index}`;
    const { version, ...fields } = product;
    const translations = {
      ...fields.translations,
      pl: { ...fields.translations.pl, shortDescription: `<p>${text}</p>` },
    };
    const started = performance.now();
    const saved = await admin(`/products/${id}`, { method: 'PUT', cookie, body: { ...fields, translations, version } });
    product = await saved.json();
    const both = await Promise.all(ports.shells.map((port) => untilShown(port, pagePath, text, started)));
    times.push(Math.max(...both));
  }
  times.sort((a, b) => a - b);
  const ms = (value) => `${Math.round(value)} ms`;
  process.stdout.write(
    `${saves} saves of a product's short description, until both shells' product page shows it: ` +
      `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1))} (target p95 ≤ 2000 ms)\n`,
  );
}

function stop() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

main().then(
  () => {
    stop();
    process.exit(0);
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    stop();
    process.exit(1);
  },
);
