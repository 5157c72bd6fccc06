// Benchmark of the shell's server rendering: throughput and latency of the product page and the front page with
// the page cache warm and with the cache off, each beside a bare Node server that sends the same bytes from
// memory (measured in the same run), then a soak over many pages that prints errors and the shell's memory.
//
// Needs the API and the remotes running (`npm start` or `npm run serve`); it starts its own shells from the build
// (one with the page cache, one with PAGE_CACHE_MAX_MB=0) so it knows their process and starts them clean.
//   npm run bench:ssr -w tests                      # everything (about 12 minutes)
//   npm run bench:ssr -w tests -- --soak-minutes=2  # a shorter soak; --soak-minutes=0 skips it
// Options: --duration=15 (s per measurement), --connections=50, --soak-connections=10, --soak-minutes=10,
// --raw (ask for uncompressed pages, as a client that sends no Accept-Encoding).
//
// Every request carries the headers a browser sends (Accept-Encoding, Accept-Language), so the shell answers
// with compressed bodies, as it does for visitors; the bare server answers with exactly the bytes and headers the
// shell sent for the same request, so the comparison stays like for like.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const ROOT = path.resolve(__dirname, '../..');
const SHELL_MAIN = path.join(ROOT, 'shell/dist/server/server/main.js');
const CACHED_PORT = 3110;
const UNCACHED_PORT = 3111;
const BARE_PORT = 3112;
/** A shell's metrics port is its port plus this. */
const METRICS_OFFSET = 6000;
const PAGES = { product: '/produkty/krzesla-obrotowe/nova', front: '/' };

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    'soak-minutes': { type: 'string', default: '10' },
    'soak-connections': { type: 'string', default: '10' },
    raw: { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const SOAK_MINUTES = Number(values['soak-minutes']);
const SOAK_CONNECTIONS = Number(values['soak-connections']);

/** What a browser sends that changes the answer (the encoding) or its cost; --raw leaves compression out. */
const REQUEST_HEADERS: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7',
  ...(values.raw ? {} : { 'accept-encoding': 'br, gzip, deflate' }),
};
/** Headers of a shell's answer that the bare server does not repeat: they describe the connection. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding']);

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
  const shell = spawn(process.execPath, [`--max-old-space-size=${process.env.SHELL_HEAP_MB ?? 192}`, SHELL_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: String(port + METRICS_OFFSET),
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A shell that stops (out of memory, port taken) is a result: say so instead of measuring something else.
  shell.on('exit', (code, signal) => {
    if (!stopping) console.error(`The shell on port ${port} exited (code ${code}, signal ${signal}).`);
  });
  return shell;
}

let stopping = false;

interface Answer {
  headers: Record<string, string>;
  body: Buffer;
}

/** The shell's answer to one browser-like request, as sent: the body still compressed, the headers as they were. */
function fetchAsSent(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: REQUEST_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string' && !CONNECTION_HEADERS.has(name)) headers[name] = value;
          }
          const body = Buffer.concat(chunks);
          headers['content-length'] = String(body.length);
          resolve({ headers, body });
        });
      })
      .on('error', reject);
  });
}

/** A bare Node server answering every request with `answer` from memory (the ceiling for the same bytes). */
function startBareServer(answer: Answer): ChildProcess {
  const script = `
    const http = require('node:http');
    const headers = JSON.parse(process.argv[1]);
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', () => {
      const body = Buffer.concat(chunks);
      http.createServer((request, response) => {
        response.writeHead(200, headers);
        response.end(body);
      }).listen(${BARE_PORT}, 'localhost');
    });`;
  const child = spawn(process.execPath, ['-e', script, JSON.stringify(answer.headers)], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  child.stdin.end(answer.body);
  return child;
}

const MB = 1024 * 1024;

/** Where the resident memory goes, from the shell's metrics: V8 heap, memory outside it, the page cache. */
async function memoryParts(metricsUrl: string): Promise<string> {
  const text = await fetch(metricsUrl)
    .then((response) => response.text())
    .catch(() => '');
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)`, 'm').exec(text)?.[1] ?? NaN) / MB;
  return [
    `heap ${value('nodejs_heap_size_used_bytes').toFixed(0)}/${value('nodejs_heap_size_total_bytes').toFixed(0)}`,
    `external ${value('nodejs_external_memory_bytes').toFixed(0)}`,
    `page cache ${value('shell_page_cache_bytes').toFixed(0)}`,
  ].join(', ');
}

/** Resident memory of a process in MB (Linux); NaN once it has exited. */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, connections = CONNECTIONS, duration = DURATION_S): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers: REQUEST_HEADERS });
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
  await measure(url, 10, 3); // warm-up: JIT, remote code, page cache
  const answer = await fetchAsSent(url);
  const bare = startBareServer(answer);
  try {
    await waitFor(`http://localhost:${BARE_PORT}/`, 'the bare server');
    const encoding = answer.headers['content-encoding'] ?? 'uncompressed';
    console.log(
      `\n${name} ${pagePath} (body ${answer.body.length} bytes, ${encoding}), ${CONNECTIONS} connections, ${DURATION_S} s; load ${load()}`,
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
        headers: REQUEST_HEADERS,
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
  const metricsUrl = `http://localhost:${Number(new URL(base).port) + METRICS_OFFSET}/metrics`;
  const report = async () => {
    const rss = rssMb(shell.pid!).toFixed(0);
    const parts = await memoryParts(metricsUrl);
    console.log(
      `${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s  ${String(responses).padStart(7)} responses  errors ${errors}  shell RSS ${rss.padStart(4)} MB (${parts})  load ${load()}`,
    );
  };
  await report();
  const timer = setInterval(() => void report(), 30_000);
  const result = await finished;
  clearInterval(timer);
  await report();
  console.log(
    `Soak total: ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${
      result.errors + result.timeouts + result.non2xx
    }`,
  );
}

async function main(): Promise<void> {
  console.log(`bench:ssr on ${new Date().toISOString()}, load average ${load()}`);
  console.log(
    values.raw
      ? 'Requests send no Accept-Encoding (--raw): bodies are uncompressed.'
      : `Requests send a browser's headers (Accept-Encoding: ${REQUEST_HEADERS['accept-encoding']}): bodies are compressed; the bare server sends the same compressed bytes.`,
  );
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
    stopping = true;
    cached.kill();
    uncached.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
