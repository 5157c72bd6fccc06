import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { everyPageFonts } from '../font-preloads';
import { documentStart } from '../html-document';

it('finds the font every page uses in the browser build, and not the Latin Extended one', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
  for (const file of ['inter-latin-ext.11223344.woff2', 'inter.9f8e7d6c.woff2', 'main.js'])
    writeFileSync(path.join(dir, file), '');
  expect(everyPageFonts(dir)).toEqual(['/assets/inter.9f8e7d6c.woff2']);
});

it('preloads nothing when there is no browser build', () => {
  expect(everyPageFonts(path.join(tmpdir(), 'no-such-build'))).toEqual([]);
});

it('preloads the fonts from the head in CORS mode, as the stylesheet fetches them (else they load twice)', () => {
  const { html: head } = documentStart({
    locale: 'pl',
    headLines: [],
    stylesheets: [],
    scriptPreloads: [],
    shellAssets: { js: '/assets/main.js', css: '/assets/main.css', fonts: ['/assets/inter.9f8e7d6c.woff2'] },
  });
  expect(head).toContain(
    '<link rel="preload" as="font" type="font/woff2" href="/assets/inter.9f8e7d6c.woff2" crossorigin>',
  );
});
