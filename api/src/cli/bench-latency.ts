// Latency of the API under load (issue figures): starts the built API on the sample database and on the
// scale catalogue (generate it first: npm run scale-catalogue -w api) and drives each URL with autocannon at 50
// connections. Next to the latencies, the API process's CPU time per request: on a busy machine the latencies follow
// the other processes' load, the CPU time much less, so it is the figure to compare two builds by.
//   npm run bench -w api [-- --duration 10 --connections 50 --skip-scale --api path/to/main.js]
// On PostgreSQL: DATABASE_URL names the database for the sample content, SCALE_DATABASE_URL the one holding the
// scale catalogue (written by DATABASE_URL=<that url> npm run scale-catalogue -w api).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API_ROOT } from '../app';
import { readEnvironment } from '../config/env';
import { percentile, startBuiltApi } from './bench-api';

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
  'search, uncached (3000 different)': uncachedSearches,
};

/** User and system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface BenchOptions {
  connections: number;
  duration: number;
  /** The API's entry point (dist/main.js, or another build's to compare). */
  api: string;
}

async function measure(label: string, env: Record<string, string>, options: BenchOptions): Promise<void> {
  const { connections, duration } = options;
  const { base, child } = await startBuiltApi(env, options.api);
  try {
    process.stdout.write(`\n${label}: ${connections} connections, ${duration} s per URL\n`);
    process.stdout.write(
      '  url                                 req/s     p50 ms   p95 ms   p99 ms   errors   CPU ms/req\n',
    );
    for (const [name, url] of Object.entries(BENCH_URLS)) {
      const times: number[] = [];
      const cpuBefore = cpuMs(child.pid);
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
        ((cpuMs(child.pid) - cpuBefore) / result.requests.total).toFixed(2).padStart(12),
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
      api: { type: 'string', default: path.join(API_ROOT, 'dist', 'main.js') },
    },
  });
  const options: BenchOptions = {
    duration: Number(values.duration),
    connections: Number(values.connections),
    api: path.resolve(values.api),
  };
  const env = readEnvironment();
  const sampleDir = mkdtempSync(path.join(os.tmpdir(), 'ergoforma-bench-'));
  const mediaDir = path.join(API_ROOT, 'var', 'media');
  try {
    await measure(
      env.DATABASE_URL ? 'sample catalogue (DATABASE_URL)' : 'sample catalogue',
      { DATABASE_PATH: path.join(sampleDir, 'site.db'), MEDIA_DIR: mediaDir },
      options,
    );
  } finally {
    rmSync(sampleDir, { recursive: true, force: true });
  }
  if (values['skip-scale']) return;
  if (env.DATABASE_URL) {
    const scaleUrl = env.SCALE_DATABASE_URL;
    if (!scaleUrl) throw new Error('SCALE_DATABASE_URL is missing: the PostgreSQL database of the scale catalogue');
    await measure('scale catalogue (SCALE_DATABASE_URL)', { DATABASE_URL: scaleUrl, MEDIA_DIR: mediaDir }, options);
    return;
  }
  const scale = path.join(API_ROOT, 'var', 'scale.db');
  if (!existsSync(scale)) throw new Error(`${scale} is missing: run npm run scale-catalogue -w api first`);
  await measure('scale catalogue (var/scale.db)', { DATABASE_PATH: scale, MEDIA_DIR: mediaDir }, options);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
