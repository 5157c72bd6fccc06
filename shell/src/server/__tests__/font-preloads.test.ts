import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { everyPageFonts } from '../font-preloads';
import { documentStart } from '../html-document';

it('finds the fonts every page uses in the browser build, lightest first, and not the Latin Extended ones', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
  for (const file of [
    'inter-700.0a1b2c3d.woff2',
    'inter-400.9f8e7d6c.woff2',
    'inter-latin-ext-400.11223344.woff2',
    'main.js',
    'inter-600.55667788.woff2',
  ])
    writeFileSync(path.join(dir, file), '');
  expect(everyPageFonts(dir)).toEqual([
    '/assets/inter-400.9f8e7d6c.woff2',
    '/assets/inter-600.55667788.woff2',
    '/assets/inter-700.0a1b2c3d.woff2',
  ]);
});

it('preloads nothing when there is no browser build', () => {
  expect(everyPageFonts(path.join(tmpdir(), 'no-such-build'))).toEqual([]);
});

it('preloads the fonts from the head in CORS mode, as the stylesheet fetches them (else they load twice)', () => {
  const head = documentStart({
    locale: 'pl',
    headLines: [],
    stylesheets: [],
    scriptPreloads: [],
    shellAssets: { js: '/assets/main.js', css: '/assets/main.css', fonts: ['/assets/inter-400.9f8e7d6c.woff2'] },
    nonce: 'n',
  });
  expect(head).toContain(
    '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-400.9f8e7d6c.woff2" crossorigin>',
  );
});
