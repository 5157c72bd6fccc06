// Benchmark of the shell's server rendering: throughput and latency of the product page and the front page with
// the page cache warm and with the cache off, each beside a bare Node server that sends the same bytes from
// memory (measured in the same run), then a soak over many pages that prints errors and the shell's memory.
//
// Needs the API and the remotes running (`npm start` or `npm run serve`); it starts its own shells from the build
// (one with the page cache, one with PAGE_CACHE_MAX_MB=0) so it knows their process and starts them clean.
//   npm run bench:ssr -w tests                      # everything (about 12 minutes)
//   npm run bench:ssr -w tests -- --soak-minutes=2  # a shorter soak; --soak-minutes=0 skips it
// Options: --duration=15 (s per measurement), --connections=50, --soak-connections=10, --soak-minutes=10.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const ROOT = path.resolve(__dirname, '../..');
const SHELL_MAIN = path.join(ROOT, 'shell/dist/server/server/main.js');
const CACHED_PORT = 3110;
const UNCACHED_PORT = 3111;
const BARE_PORT = 3112;
const PAGES = { product: '/produkty/krzesla-obrotowe/nova', front: '/' };

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    'soak-minutes': { type: 'string', default: '10' },
    'soak-connections': { type: 'string', default: '10' },
  },
});
const DURATION_S = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const SOAK_MINUTES = Number(values['soak-minutes']);
const SOAK_CONNECTIONS = Number(values['soak-connections']);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function waitFor(url: string, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Like `npm start -w shell` (shell/package.json), with its heap limit. */
function startShell(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [`--max-old-space-size=${process.env.SHELL_HEAP_MB ?? 192}`, SHELL_MAIN], {
    env: { ...process.env, PORT: String(port), METRICS_PORT: String(port + 6000), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A bare Node server answering every request with `html` from memory (the ceiling for the same bytes). */
function startBareServer(html: Buffer): ChildProcess {
  const script = `
    const http = require('node:http');
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', () => {
      const body = Buffer.concat(chunks);
      http.createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
        response.end(body);
      }).listen(${BARE_PORT}, 'localhost');
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'ignore', 'inherit'] });
  child.stdin.end(html);
  return child;
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, connections = CONNECTIONS, duration = DURATION_S): Promise<Figures> {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const row = (label: string, figures: Figures, bare?: Figures) =>
  `${label.padEnd(34)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(5)} ms  p99 ${String(
    figures.p99,
  ).padStart(
    5,
  )} ms  errors ${figures.errors}${bare ? `  (${((100 * figures.rps) / bare.rps).toFixed(1)} % of bare)` : ''}`;

async function compare(name: string, pagePath: string, base: string, label: string): Promise<void> {
  const url = `${base}${pagePath}`;
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  const bare = startBareServer(html);
  try {
    await waitFor(`http://localhost:${BARE_PORT}/`, 'the bare server');
    await measure(url, 10, 3); // warm-up: JIT, remote code, page cache
    console.log(
      `\n${name} ${pagePath} (${html.length} bytes), ${CONNECTIONS} connections, ${DURATION_S} s; load ${load()}`,
    );
    const shell = await measure(url);
    const bareFigures = await measure(`http://localhost:${BARE_PORT}${pagePath}`);
    console.log(row(label, shell, bareFigures));
    console.log(row('bare Node server, same bytes', bareFigures));
  } finally {
    bare.kill();
  }
}

/** At least 12 different pages of the site, from its sitemap.xml. */
async function soakPaths(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const unique = [...new Set([...paths, '/szukaj?q=krzeslo', '/szukaj?q=fotel'])];
  if (unique.length < 12) throw new Error(`only ${unique.length} pages found for the soak`);
  return unique;
}

async function soak(shell: ChildProcess, base: string): Promise<void> {
  const paths = await soakPaths(base);
  console.log(
    `\nSoak: ${SOAK_MINUTES} min, ${SOAK_CONNECTIONS} connections over ${paths.length} pages (page cache on); load ${load()}`,
  );
  let responses = 0;
  let errors = 0;
  const started = Date.now();
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections: SOAK_CONNECTIONS,
        duration: SOAK_MINUTES * 60,
        requests: paths.map((pagePath) => ({ method: 'GET', path: pagePath })),
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  instance.on('response', (_client, statusCode) => {
    responses += 1;
    if (statusCode >= 400) errors += 1;
  });
  instance.on('reqError', () => (errors += 1));
  const report = () =>
    console.log(
      `${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s  ${String(responses).padStart(7)} responses  errors ${errors}  shell RSS ${rssMb(shell.pid!).toFixed(0)} MB  load ${load()}`,
    );
  report();
  const timer = setInterval(report, 30_000);
  const result = await finished;
  clearInterval(timer);
  report();
  console.log(
    `Soak total: ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${
      result.errors + result.timeouts + result.non2xx
    }`,
  );
}

async function main(): Promise<void> {
  console.log(`bench:ssr on ${new Date().toISOString()}, load average ${load()}`);
  const cached = startShell(CACHED_PORT, {});
  const uncached = startShell(UNCACHED_PORT, { PAGE_CACHE_MAX_MB: '0' });
  try {
    const cachedBase = `http://localhost:${CACHED_PORT}`;
    const uncachedBase = `http://localhost:${UNCACHED_PORT}`;
    await waitFor(`${cachedBase}/healthz`, 'the shell with the page cache');
    await waitFor(`${uncachedBase}/healthz`, 'the shell without the page cache');
    for (const [name, pagePath] of Object.entries(PAGES)) {
      await compare(name, pagePath, cachedBase, 'shell, page cache warm');
      await compare(name, pagePath, uncachedBase, 'shell, page cache off');
    }
    console.log(
      '\nTargets: product page, warm cache: p99 <= 50 ms and >= 30 % of bare; cache off: >= 150 req/s, p99 <= 500 ms.',
    );
    if (SOAK_MINUTES > 0) await soak(cached, cachedBase);
    console.log('Soak target: 0 errors, shell RSS <= 300 MB at the end and flat over the last 5 minutes.');
  } finally {
    cached.kill();
    uncached.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
