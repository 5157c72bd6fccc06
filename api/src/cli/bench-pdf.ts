// A burst of product data sheet downloads against the built API on the sample database: 200 connections ask for
// the sheets of every product in every language while 10 other connections read the product list, a product and
// the company data. Prints the API's memory (RSS before, peak, and after the burst) and the latency of those other
// calls, first alone (the machine's baseline: on a busy machine every figure grows) and then beside the burst.
//   npm run bench:pdf -w api [-- --duration 15 --connections 200]
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Collection, ProductSummary } from '@ergoforma/shared-contracts';
import { API_ROOT } from '../app';
import { percentile, startBuiltApi } from './bench-api';

const LOCALES = ['pl', 'en', 'fr'] as const;
const OTHER_CONNECTIONS = 10;
const OTHER_PATHS = ['/api/products?itemsPerPage=30', '/api/products/nova', '/api/company'];

/** Resident memory of a process in MB (Linux): VmRSS now, VmHWM its peak so far. */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kb / 1024;
}

interface Load {
  latencies: number[];
  result: autocannon.Result;
}

/** Drives `paths` in turn (each with its headers) and records every answer's latency. */
function load(
  base: string,
  paths: ReadonlyArray<{ path: string; headers?: Record<string, string> }>,
  connections: number,
  duration: number,
): Promise<Load> {
  const latencies: number[] = [];
  let turn = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        // Long enough to see how slow an answer gets; a timeout counts as an error.
        timeout: 30,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              const next = paths[turn++ % paths.length];
              return { ...request, path: next?.path, headers: { ...request.headers, ...next?.headers } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ latencies: latencies.sort((a, b) => a - b), result })),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

function line(label: string, { latencies, result }: Load): string {
  const [p50, p99] = [50, 99].map((p) => percentile(latencies, p).toFixed(1));
  return `  ${label.padEnd(28)} ${String(latencies.length).padStart(6)} answers  p50 ${p50} ms  p99 ${p99} ms  non-2xx ${result.non2xx}  errors ${result.errors} (timeouts ${result.timeouts})\n`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '15' }, connections: { type: 'string', default: '200' } },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ergoforma-bench-pdf-'));
  const { base, child } = await startBuiltApi({
    DATABASE_PATH: path.join(dataDir, 'site.db'),
    MEDIA_DIR: path.join(API_ROOT, 'var', 'media'),
  });
  try {
    const pid = child.pid ?? 0;
    const products = (await (
      await fetch(`${base}/api/products?pagination=false`)
    ).json()) as Collection<ProductSummary>;
    const sheets = products.member.flatMap((product) =>
      LOCALES.map((locale) => ({ path: `/api/products/${product.id}/pdf`, headers: { 'accept-locale': locale } })),
    );
    const otherPaths = OTHER_PATHS.map((otherPath) => ({ path: otherPath }));
    const baseline = await load(base, otherPaths, OTHER_CONNECTIONS, Math.min(duration, 5));
    process.stdout.write(line('other calls alone', baseline));
    const rssBefore = memoryMb(pid, 'VmRSS');
    process.stdout.write(
      `${connections} connections downloading ${sheets.length} data sheets for ${duration} s, ${OTHER_CONNECTIONS} on other calls\n`,
    );
    // The other calls' connections are open before the burst's 200 connect at once (a connection opened in that
    // instant can wait seconds for the kernel's handshake retries, whatever the API does).
    const otherLoad = load(base, otherPaths, OTHER_CONNECTIONS, duration + 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [pdf, other] = await Promise.all([load(base, sheets, connections, duration), otherLoad]);
    const peak = memoryMb(pid, 'VmHWM');
    await new Promise((resolve) => setTimeout(resolve, 5000));
    process.stdout.write(line('data sheets', pdf));
    process.stdout.write(line('other calls beside them', other));
    process.stdout.write(
      `  API RSS: ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${memoryMb(pid, 'VmRSS').toFixed(0)} MB 5 s after\n`,
    );
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
