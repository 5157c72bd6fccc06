// Writes the files of the media manifest (manifest.ts) into the media folder served under /media: SVG
// illustrations, their JPEG/WebP renderings (raster.ts) and PDF documents (pdf.ts). Runs as `npm run media`
// (cli.ts) and on every API start, where it must be cheap: each entry leaves a stamp (hash of the entry
// and GENERATOR_VERSION) in .stamps/, and an entry whose stamp matches and whose files all exist is skipped.
// Files are replaced atomically (write, then rename), so a running server never serves half a file.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readMediaManifest, type MediaEntry } from './manifest';
import { renderPdf } from './pdf';
import { rasterOutputs, renderRaster } from './raster';
import { bannerSvg, chairSvg, interiorSvg, mechanismSvg } from './svg';

/** Bump whenever the drawings, the encoders' settings or the PDF layout change: every entry is redrawn. */
export const GENERATOR_VERSION = 2;

/** Folder (inside the media folder, never served: names starting with a dot are refused) of the stamps. */
const STAMP_DIR = '.stamps';

export interface MediaGeneration {
  /** Entries in the manifest. */
  entries: number;
  /** Entries drawn in this run (the rest were up to date). */
  rendered: number;
  /** Files written in this run. */
  written: number;
}

/** The SVG drawing of an illustration entry. */
export function illustrationSvg(entry: Exclude<MediaEntry, { kind: 'pdf' }>): string {
  switch (entry.kind) {
    case 'chair':
      return chairSvg(entry.chair, entry.width, entry.height, entry.title);
    case 'banner':
      return bannerSvg(entry.tone, entry.chair, entry.width, entry.height, entry.title);
    case 'interior':
      return interiorSvg(entry.scene, entry.chair, entry.width, entry.height, entry.title);
    case 'mechanism':
      return mechanismSvg(entry.width, entry.height, entry.title);
  }
}

/** Relative names of every file an entry produces. */
export function entryOutputs(entry: MediaEntry): string[] {
  return entry.kind !== 'pdf' && entry.file.endsWith('.jpg') ? rasterOutputs(entry.file, entry.width) : [entry.file];
}

/** The files of one entry with their bytes. */
export async function renderEntry(entry: MediaEntry): Promise<Array<{ file: string; bytes: Buffer }>> {
  if (entry.kind === 'pdf') return [{ file: entry.file, bytes: await renderPdf(entry) }];
  const svg = illustrationSvg(entry);
  if (entry.file.endsWith('.jpg')) return renderRaster(svg, entry.file);
  return [{ file: entry.file, bytes: Buffer.from(svg) }];
}

const entryStamp = (entry: MediaEntry): string =>
  createHash('sha256')
    .update(`${GENERATOR_VERSION}\n${JSON.stringify(entry)}`)
    .digest('hex');

/** Writes `bytes` to `target` through a temporary file in the same folder, then renames it into place. */
export async function writeAtomically(target: string, bytes: Buffer | string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
}

async function isUpToDate(mediaDir: string, entry: MediaEntry, stamp: string): Promise<boolean> {
  const recorded = await readFile(path.join(mediaDir, STAMP_DIR, entry.file), 'utf8').catch(() => null);
  if (recorded !== stamp) return false;
  const present = await Promise.all(
    entryOutputs(entry).map((file) =>
      stat(path.join(mediaDir, file)).then(
        (info) => info.isFile(),
        () => false,
      ),
    ),
  );
  return present.every(Boolean);
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Generates every manifest entry that is missing or out of date into `mediaDir`. Entries are drawn
 * `concurrency` at a time (default: one per core; each sharp pipeline is single-threaded here).
 */
export async function generateMedia(
  fixturesDir: string,
  mediaDir: string,
  options: { concurrency?: number } = {},
): Promise<MediaGeneration> {
  const entries = await readMediaManifest(fixturesDir);
  const result: MediaGeneration = { entries: entries.length, rendered: 0, written: 0 };
  await forEachLimited(entries, options.concurrency ?? os.availableParallelism(), async (entry) => {
    const stamp = entryStamp(entry);
    if (await isUpToDate(mediaDir, entry, stamp)) return;
    const files = await renderEntry(entry);
    for (const { file, bytes } of files) await writeAtomically(path.join(mediaDir, file), bytes);
    // The stamp goes last: an interrupted run leaves the entry out of date, and the next run redraws it.
    await writeAtomically(path.join(mediaDir, STAMP_DIR, entry.file), stamp);
    result.rendered += 1;
    result.written += files.length;
  });
  return result;
}
