// Benchmark: the JavaScript a browser downloads for a first view, gzip-compressed, per file and in total.
// Run against a running site: `npm run bench:js -w tests -- /produkty/krzesla-obrotowe/nova`.
import { measureFirstViewJs } from './first-view-js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';

async function main() {
  const paths = process.argv.slice(2);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  for (const path of paths.length ? paths : ['/']) {
    const { files, gzipBytes, rawBytes } = await measureFirstViewJs(BASE_URL, path);
    console.log(`\n${path}`);
    for (const file of files) console.log(`${kb(file.gzip)} KB gzip ${kb(file.raw)} KB raw  ${file.url}`);
    console.log(`${kb(gzipBytes)} KB gzip ${kb(rawBytes)} KB raw  TOTAL (${files.length} files)`);
  }
}

void main();
