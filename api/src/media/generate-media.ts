// Writes the media files listed in api/fixtures/media.json (illustrations and placeholder documents) into
// the media folder served under /media. Runs on every start; files whose bytes are unchanged are not
// rewritten, and a file is replaced atomically (write, then rename), so a running server never serves half a file.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPdf } from './pdf';
import { bannerSvg, chairSvg, interiorSvg, mechanismSvg, type BannerTone, type ChairParams, type ChairStyle, type ChairView } from './svg';

export type MediaEntry =
  | { file: string; kind: 'chair'; width: number; height: number; title: string; chair: ChairParams }
  | { file: string; kind: 'banner'; width: number; height: number; title: string; tone: BannerTone; chair: ChairParams }
  | { file: string; kind: 'interior'; width: number; height: number; title: string; chair: ChairParams }
  | { file: string; kind: 'mechanism'; width: number; height: number; title: string }
  | { file: string; kind: 'pdf'; title: string; lines: string[] };

const STYLES: readonly ChairStyle[] = ['task', 'executive', 'mesh', 'conference', 'lab', 'armchair', 'armrest', 'base'];
const VIEWS: readonly ChairView[] = ['front', 'angle', 'detail'];
const TONES: readonly BannerTone[] = ['dark', 'light', 'accent'];
const SAFE_FILE = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(svg|pdf)$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(where: string, problem: string): never {
  throw new Error(`Invalid media.json entry ${where}: ${problem}`);
}

function str(entry: Json, key: string, where: string): string {
  const value = entry[key];
  if (typeof value !== 'string' || value === '') fail(where, `${key} must be a non-empty string`);
  return value;
}

function size(entry: Json, key: string, where: string): number {
  const value = entry[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 4000) fail(where, `${key} must be an integer 1..4000`);
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string, key: string): T {
  const found = allowed.find((item) => item === value);
  if (found === undefined) fail(where, `${key} must be one of ${allowed.join(', ')}`);
  return found;
}

function chairParams(value: unknown, where: string): ChairParams {
  if (!isObject(value)) fail(where, 'chair must be an object');
  const color = str(value, 'color', where);
  const frame = str(value, 'frame', where);
  if (!/^#[0-9a-f]{6}$/i.test(color) || !/^#[0-9a-f]{6}$/i.test(frame)) fail(where, 'colours must be #rrggbb');
  return {
    style: oneOf(value.style, STYLES, where, 'chair.style'),
    view: oneOf(value.view ?? 'front', VIEWS, where, 'chair.view'),
    color,
    frame,
    arms: value.arms === true,
  };
}

export function parseMediaManifest(data: unknown): MediaEntry[] {
  if (!Array.isArray(data)) throw new Error('media.json must be an array');
  const files = new Set<string>();
  return data.map((value, index): MediaEntry => {
    const where = `[${index}]`;
    if (!isObject(value)) fail(where, 'expected an object');
    const file = str(value, 'file', where);
    if (!SAFE_FILE.test(file)) fail(where, `file "${file}" must be a lower-case relative .svg or .pdf path`);
    if (files.has(file)) fail(where, `duplicate file ${file}`);
    files.add(file);
    const title = str(value, 'title', where);
    switch (value.kind) {
      case 'chair':
      case 'interior':
        return { file, kind: value.kind, title, width: size(value, 'width', where), height: size(value, 'height', where), chair: chairParams(value.chair, where) };
      case 'banner':
        return {
          file,
          kind: 'banner',
          title,
          width: size(value, 'width', where),
          height: size(value, 'height', where),
          tone: oneOf(value.tone, TONES, where, 'tone'),
          chair: chairParams(value.chair, where),
        };
      case 'mechanism':
        return { file, kind: 'mechanism', title, width: size(value, 'width', where), height: size(value, 'height', where) };
      case 'pdf': {
        const lines = value.lines;
        if (!Array.isArray(lines) || !lines.every((line): line is string => typeof line === 'string')) fail(where, 'lines must be strings');
        return { file, kind: 'pdf', title, lines };
      }
      default:
        return fail(where, 'kind must be chair, banner, interior, mechanism or pdf');
    }
  });
}

/** The bytes of one media file. */
export function renderMedia(entry: MediaEntry): Buffer {
  switch (entry.kind) {
    case 'chair':
      return Buffer.from(chairSvg(entry.chair, entry.width, entry.height, entry.title));
    case 'banner':
      return Buffer.from(bannerSvg(entry.tone, entry.chair, entry.width, entry.height, entry.title));
    case 'interior':
      return Buffer.from(interiorSvg(entry.chair, entry.width, entry.height, entry.title));
    case 'mechanism':
      return Buffer.from(mechanismSvg(entry.width, entry.height, entry.title));
    case 'pdf':
      return renderPdf({ title: entry.title, lines: entry.lines });
  }
}

export async function readMediaManifest(fixturesDir: string): Promise<MediaEntry[]> {
  const text = await readFile(path.join(fixturesDir, 'media.json'), 'utf8');
  return parseMediaManifest(JSON.parse(text));
}

/** Generates every listed file into `mediaDir`; returns how many files were (re)written. */
export async function generateMedia(fixturesDir: string, mediaDir: string): Promise<{ files: number; written: number }> {
  const entries = await readMediaManifest(fixturesDir);
  let written = 0;
  for (const entry of entries) {
    const target = path.join(mediaDir, entry.file);
    const bytes = renderMedia(entry);
    const current = await readFile(target).catch(() => null);
    if (current?.equals(bytes)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
    written += 1;
  }
  return { files: entries.length, written };
}
