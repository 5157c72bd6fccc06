// Latency of the API under load (issue figures): starts the built API on the sample database and on the
// scale catalogue (generate it first: npm run scale-catalogue -w api) and drives each URL with autocannon at 50
// connections.
//   npm run bench -w api [-- --duration 10 --connections 50 --skip-scale]
// On PostgreSQL: DATABASE_URL names the database for the sample content, SCALE_DATABASE_URL the one holding the
// scale catalogue (written by DATABASE_URL=<that url> npm run scale-catalogue -w api).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API_ROOT } from '../app';

const SEARCH_WORDS = [
  'krzeslo',
  'fotel',
  'siatk',
  'mechanizm',
  'ergon',
  'obrotow',
  'tapicer',
  'biurow',
  'konferenc',
  'laborator',
];

/** 3,000 different searches (word x page size), more than the API keeps answers for: each one is worked out. */
const uncachedSearches = Array.from(
  { length: 3000 },
  (_, i) =>
    `/api/search?phrase=${SEARCH_WORDS[i % SEARCH_WORDS.length]}&itemsPerPage=${8 + Math.floor(i / SEARCH_WORDS.length)}`,
);

/** Each row: one path, or paths taken in turn. */
export const BENCH_URLS: Record<string, string | string[]> = {
  'product list (itemsPerPage=30)': '/api/products?itemsPerPage=30',
  'product detail': '/api/products/nova',
  'search "krzeslo" (repeated)': '/api/search?phrase=krzeslo&pagination=false',
  'search "ergon" (prefix, repeated)': '/api/search?phrase=ergon&pagination=false',
  'search, 3000 different': uncachedSearches,
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('API did not become healthy in 150 s');
}

async function measure(
  label: string,
  env: Record<string, string>,
  connections: number,
  duration: number,
): Promise<void> {
  const port = String(4900 + Math.floor(Math.random() * 90));
  const child = spawn(process.execPath, [path.join(API_ROOT, 'dist', 'main.js')], {
    env: { ...process.env, ...env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
    process.stdout.write(`\n${label}: ${connections} connections, ${duration} s per URL\n`);
    process.stdout.write('  url                                 req/s     p50 ms   p95 ms   p99 ms   errors\n');
    for (const [name, url] of Object.entries(BENCH_URLS)) {
      const times: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const paths = Array.isArray(url) ? url : [url];
        let turn = 0;
        const requests = [
          { setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[turn++ % paths.length] }) },
        ];
        const instance = autocannon(
          { url: base, requests, connections, duration, headers: { 'accept-locale': 'pl' } },
          (error, outcome) => (error ? reject(error) : resolve(outcome)),
        );
        instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
      });
      times.sort((a, b) => a - b);
      const cells = [
        result.requests.average.toFixed(0).padStart(7),
        ...[50, 95, 99].map((p) => percentile(times, p).toFixed(1).padStart(8)),
        String(result.errors + result.non2xx).padStart(8),
      ];
      process.stdout.write(`  ${name.padEnd(35)}${cells.join(' ')}\n`);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      'skip-scale': { type: 'boolean', default: false },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const sampleDir = mkdtempSync(path.join(os.tmpdir(), 'ergoforma-bench-'));
  const mediaDir = path.join(API_ROOT, 'var', 'media');
  try {
    await measure(
      process.env.DATABASE_URL ? 'sample catalogue (DATABASE_URL)' : 'sample catalogue',
      { DATABASE_PATH: path.join(sampleDir, 'site.db'), MEDIA_DIR: mediaDir },
      connections,
      duration,
    );
  } finally {
    rmSync(sampleDir, { recursive: true, force: true });
  }
  if (values['skip-scale']) return;
  if (process.env.DATABASE_URL) {
    const scaleUrl = process.env.SCALE_DATABASE_URL;
    if (!scaleUrl) throw new Error('SCALE_DATABASE_URL is missing: the PostgreSQL database of the scale catalogue');
    await measure(
      'scale catalogue (SCALE_DATABASE_URL)',
      { DATABASE_URL: scaleUrl, MEDIA_DIR: mediaDir },
      connections,
      duration,
    );
    return;
  }
  const scale = path.join(API_ROOT, 'var', 'scale.db');
  if (!existsSync(scale)) throw new Error(`${scale} is missing: run npm run scale-catalogue -w api first`);
  await measure('scale catalogue (var/scale.db)', { DATABASE_PATH: scale, MEDIA_DIR: mediaDir }, connections, duration);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
