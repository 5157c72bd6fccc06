import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateMedia } from '../generate-media';
import { readMediaManifest } from '../manifest';

const chair = { style: 'task', color: '#3a3f44', frame: '#2b2f33', view: 'front', arms: true };

describe('generateMedia', () => {
  let dir: string;
  const fixtures = () => path.join(dir, 'fixtures');
  const media = (file: string) => path.join(dir, 'media', file);
  const writeManifest = (name: string, entries: unknown[]) =>
    writeFile(path.join(fixtures(), name), JSON.stringify(entries));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-generate-'));
    await import('node:fs/promises').then((fs) => fs.mkdir(fixtures()));
    await writeManifest('media.json', [
      { file: 'products/x-1.jpg', kind: 'chair', width: 900, height: 900, title: 'X', chair },
      { file: 'products/x-1-thumb.jpg', kind: 'chair', width: 240, height: 240, title: 'X', chair },
      {
        file: 'files/x-instrukcja.pdf',
        kind: 'pdf',
        title: 'Instrukcja montażu',
        lines: ['Zażółć gęślą jaźń', 'Fauteuil élégant, façade'],
      },
    ]);
    await writeManifest('media-editorial.json', [
      { file: 'realizations/r-1.jpg', kind: 'interior', width: 1000, height: 600, title: 'R', scene: 'meeting', chair },
      { file: 'icons/m.svg', kind: 'mechanism', width: 300, height: 200, title: 'M' },
    ]);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the responsive JPEG and WebP set of responsive.ts, thumbnails without smaller copies', async () => {
    const result = await generateMedia(fixtures(), path.join(dir, 'media'));
    expect(result).toEqual({ entries: 5, rendered: 5, written: 6 + 2 + 1 + 6 + 1 });
    const full = await sharp(media('products/x-1.jpg')).metadata();
    expect([full.format, full.width, full.height, full.isProgressive]).toEqual(['jpeg', 900, 900, true]);
    expect((await sharp(media('products/x-1-800.webp')).metadata()).width).toBe(800);
    expect((await sharp(media('products/x-1-480.jpg')).metadata()).width).toBe(480);
    expect((await sharp(media('products/x-1-thumb.webp')).metadata()).width).toBe(240);
    await expect(stat(media('products/x-1-thumb-480.jpg'))).rejects.toThrow();
    expect((await sharp(media('realizations/r-1-800.jpg')).metadata()).height).toBe(480);
    expect(await readFile(media('icons/m.svg'), 'utf8')).toContain('width="300" height="200"');
  });

  it('prints product files in DejaVu Sans, Polish and French letters included', async () => {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', media('files/x-instrukcja.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('Instrukcja montażu');
    expect(text).toContain('Zażółć gęślą jaźń');
    expect(text).toContain('Fauteuil élégant, façade');
  });

  it('redraws nothing when nothing changed, and only the changed entry otherwise', async () => {
    expect(await generateMedia(fixtures(), path.join(dir, 'media'))).toMatchObject({ rendered: 0, written: 0 });
    await writeManifest('media-editorial.json', [
      { file: 'realizations/r-1.jpg', kind: 'interior', width: 1000, height: 600, title: 'R', scene: 'lounge', chair },
      { file: 'icons/m.svg', kind: 'mechanism', width: 300, height: 200, title: 'M' },
    ]);
    expect(await generateMedia(fixtures(), path.join(dir, 'media'))).toMatchObject({ rendered: 1 });
  });

  it('rejects a file listed in two manifest files, naming both places', async () => {
    await writeManifest('media-extra.json', [
      { file: 'icons/m.svg', kind: 'mechanism', width: 10, height: 10, title: 'again' },
    ]);
    await expect(readMediaManifest(fixtures())).rejects.toThrow(
      /media-extra\.json\[0\].*icons\/m\.svg.*media-editorial\.json\[1\]/,
    );
    await rm(path.join(fixtures(), 'media-extra.json'));
  });
});
