// Benchmark: Lighthouse 12.8.2 with its default mobile settings (simulated slow 4G and 4x CPU slowdown) on the
// page types of the site, three runs each, medians printed as a table beside the machine load; plus the gzip
// bytes of the JavaScript each first view downloads (first-view-js.ts), and the click-to-h1 time of a client-side
// navigation with and without prefetching (prefetch-navigation.ts).
// Run against a running site: `npm run bench:web -w tests` (BASE_URL, default http://localhost:3000;
// RUNS, default 3; paths as arguments to measure other pages). Lighthouse runs in Debian's Chromium
// (CHROMIUM_PATH) and never downloads a browser.
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS } from '../playwright.config';
import { measureFirstViewJs } from './first-view-js';
import { measurePrefetchNavigation } from './prefetch-navigation';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const BENCHMARK_PATHS = [
  '/',
  '/produkty',
  '/produkty/krzesla-obrotowe/nova',
  '/szukaj?q=krzeslo',
  '/aktualnosci',
  '/kariera/oferty-pracy',
];

/** A client-side navigation timed with and without prefetching: a product of its category's list. */
const PREFETCH_LINK: [string, string] = ['/produkty/krzesla-obrotowe', '/produkty/krzesla-obrotowe/nova'];

interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of JavaScript transferred, as Lighthouse saw them (compressed when the server compresses). */
  jsTransfer: number;
  lcpElement: string;
}

function numericValue(lhr: LighthouseResult, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  runtimeError?: { message: string };
}

function scriptTransferBytes(lhr: LighthouseResult): number {
  const details = lhr.audits['resource-summary']?.details as
    { items: Array<{ resourceType: string; transferSize: number }> } | undefined;
  return details?.items.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

function lcpElement(lhr: LighthouseResult): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  const snippet = details?.items[0]?.items?.[0]?.node?.snippet ?? '';
  return snippet.length > 70 ? `${snippet.slice(0, 67)}...` : snippet;
}

/** Lighthouse's own command line, in a child process (its page-side functions must not pass through tsx). */
const LIGHTHOUSE_CLI = createRequire(__filename).resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

/**
 * One Lighthouse run; a run that fails to record its trace (NO_NAVSTART and the like, which Lighthouse itself says
 * to retry) is run again, up to three times, rather than losing the pages measured so far.
 */
async function runLighthouse(url: string, attempt = 1): Promise<RunFigures> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`Lighthouse failed on ${url} (attempt ${attempt}), running it again`);
    return runLighthouse(url, attempt + 1);
  }
}

async function lighthouseOnce(url: string): Promise<RunFigures> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance',
      `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: numericValue(lhr, 'first-contentful-paint'),
    lcp: numericValue(lhr, 'largest-contentful-paint'),
    tbt: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    jsTransfer: scriptTransferBytes(lhr),
    lcpElement: lcpElement(lhr),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`;
  }
}

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : BENCHMARK_PATHS;
  console.log(`Lighthouse 12.8.2, mobile defaults, median of ${RUNS} runs, ${BASE_URL}`);
  console.log(`before: ${uptime()}`);
  const rows: string[][] = [];
  for (const path of paths) {
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(`${BASE_URL}${path}`));
    const firstView = await measureFirstViewJs(BASE_URL, path);
    const pick = (key: keyof Omit<RunFigures, 'lcpElement'>) => median(runs.map((figures) => figures[key]));
    rows.push([
      path,
      String(pick('score')),
      seconds(pick('fcp')),
      seconds(pick('lcp')),
      `${Math.round(pick('tbt'))} ms`,
      pick('cls').toFixed(3),
      kilobytes(pick('jsTransfer')),
      `${kilobytes(firstView.gzipBytes)} (${firstView.files.length})`,
      runs.map((figures) => figures.score).join('/'),
      runs[0]?.lcpElement ?? '',
    ]);
    console.error(`measured ${path}`);
  }
  const header = [
    'page',
    'score',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS transferred',
    'first-view JS gzip',
    'runs',
    'LCP element',
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(row));
  try {
    const navigations = [];
    for (let run = 0; run < RUNS; run += 1)
      navigations.push(await measurePrefetchNavigation(BASE_URL, ...PREFETCH_LINK));
    console.log(
      `click to h1, ${PREFETCH_LINK.join(' -> ')}, desktop, median of ${RUNS}: ` +
        `${Math.round(median(navigations.map((n) => n.prefetchedMs)))} ms prefetched, ` +
        `${Math.round(median(navigations.map((n) => n.notPrefetchedMs)))} ms without prefetch`,
    );
  } catch (error) {
    // The Lighthouse table above stands on its own.
    console.log(`click to h1: not measured (${(error as Error).message.split('\n')[0]})`);
  }
  console.log(`after: ${uptime()}`);
}

void main();
