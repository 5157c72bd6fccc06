// A content folder in the fixtures' format (api/fixtures): one JSON file per list of records, company.json, and the
// media files the records reference under media/ (the export's backup format, and what the import loads).
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonValue } from '@ergoforma/shared-contracts';
import type { CompanyFixture } from '../db/fixtures/company';
import { FIXTURE_FILES } from '../db/fixtures/reader';
import type { ContentFiles } from './fixture-files';

/** The folder of the media files inside a content folder. */
export const MEDIA_FOLDER = 'media';

const MEDIA_URL = /^\/media\/(.+)$/;
/** A full-size JPEG stands for its responsive set: 'x.jpg' -> x.webp, x-480.jpg, x-480.webp... */
const RASTER = /^(.+)\.jpg$/;

/** Writes `value` as `file` beside and renames it, so a reader never sees half a file. */
function writeWhole(file: string, value: string | Buffer): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, value);
  renameSync(partial, file);
}

function copyWhole(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  const partial = `${to}.partial`;
  copyFileSync(from, partial);
  renameSync(partial, to);
}

/** Writes the records and company.json into `directory` (created if missing), as the fixture files are written. */
export function writeContentFiles(directory: string, files: ContentFiles, company: CompanyFixture): void {
  mkdirSync(directory, { recursive: true });
  for (const [list, file] of Object.entries(FIXTURE_FILES) as Array<[keyof ContentFiles, string]>)
    writeWhole(path.join(directory, file), `${JSON.stringify(files[list], null, 2)}\n`);
  writeWhole(path.join(directory, 'company.json'), `${JSON.stringify(company, null, 2)}\n`);
}

/** Every '/media/...' address in the records, as a file path under the media folder. */
export function referencedMedia(files: ContentFiles): string[] {
  const found = new Set<string>();
  const walk = (value: JsonValue): void => {
    if (typeof value === 'string') {
      const match = MEDIA_URL.exec(value);
      if (match?.[1] !== undefined) found.add(match[1]);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(files as unknown as JsonValue);
  return [...found].sort();
}

/** The files of one media address: itself, and for a full-size JPEG its WebP and smaller copies. */
function mediaFiles(mediaDir: string, file: string): string[] {
  const raster = RASTER.exec(file);
  if (raster?.[1] === undefined) return existsSync(path.join(mediaDir, file)) ? [file] : [];
  const folder = path.dirname(file);
  const base = path.basename(raster[1]);
  const copies = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:-\\d+)?\\.(?:jpg|webp)$`);
  const entries = existsSync(path.join(mediaDir, folder)) ? readdirSync(path.join(mediaDir, folder)) : [];
  return entries.filter((entry) => copies.test(entry)).map((entry) => path.join(folder, entry));
}

/** Copies the media the records reference from `mediaDir` into the content folder; returns what was not found. */
export function exportMedia(
  files: ContentFiles,
  mediaDir: string,
  directory: string,
): { copied: number; missing: string[] } {
  let copied = 0;
  const missing: string[] = [];
  for (const file of referencedMedia(files)) {
    const found = mediaFiles(mediaDir, file);
    if (!found.includes(file)) missing.push(`/media/${file}`);
    for (const each of found) copyWhole(path.join(mediaDir, each), path.join(directory, MEDIA_FOLDER, each));
    copied += found.length;
  }
  return { copied, missing };
}

/** Copies the content folder's media into `mediaDir` (files of the same name are replaced); returns how many. */
export function importMedia(directory: string, mediaDir: string): number {
  const source = path.join(directory, MEDIA_FOLDER);
  if (!existsSync(source)) return 0;
  const files = readdirSync(source, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const entry of files) {
    const relative = path.relative(source, path.join(entry.parentPath, entry.name));
    copyWhole(path.join(source, relative), path.join(mediaDir, relative));
  }
  return files.length;
}
