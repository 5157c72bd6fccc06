// Benchmark: the JavaScript a browser downloads for a first view, gzip-compressed, per file and in total.
// Run against a running site: `npm run bench:js -w tests -- /produkty/krzesla-obrotowe/nova`.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';

async function measure(path: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  const files: Array<{ url: string; raw: number; gzip: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) files.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await browser.close();

  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  console.log(`\n${path}`);
  for (const file of files.sort((a, b) => b.gzip - a.gzip))
    console.log(`${kb(file.gzip)} KB gzip ${kb(file.raw)} KB raw  ${file.url}`);
  const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`${kb(total.gzip)} KB gzip ${kb(total.raw)} KB raw  TOTAL (${files.length} files)`);
}

async function main() {
  const paths = process.argv.slice(2);
  for (const path of paths.length ? paths : ['/']) await measure(path);
}

void main();
