// The media manifest: every api/fixtures/media*.json (media.json, media-editorial.json, ...), merged and
// validated. Each entry names one file under /media and how to draw it; a '.jpg' entry stands for the
// whole responsive set of responsive.ts (JPEG and WebP, full size and smaller copies).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  INTERIOR_SCENES,
  type BannerTone,
  type ChairParams,
  type ChairStyle,
  type ChairView,
  type InteriorScene,
} from './svg';

interface Illustration {
  /** Relative to the media folder: 'products/nova-1.jpg'. */
  file: string;
  width: number;
  height: number;
  title: string;
}

export type MediaEntry =
  | (Illustration & { kind: 'chair'; chair: ChairParams })
  | (Illustration & { kind: 'banner'; tone: BannerTone; chair: ChairParams })
  | (Illustration & { kind: 'interior'; scene: InteriorScene; chair: ChairParams })
  | (Illustration & { kind: 'mechanism' })
  | { file: string; kind: 'pdf'; title: string; lines: string[] };

const STYLES: readonly ChairStyle[] = ['task', 'executive', 'mesh', 'conference', 'lab', 'armchair', 'armrest', 'base'];
const VIEWS: readonly ChairView[] = ['front', 'angle', 'detail'];
const TONES: readonly BannerTone[] = ['dark', 'light', 'accent'];
const SAFE_FILE = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(svg|jpg|pdf)$/;
const MANIFEST_FILE = /^media.*\.json$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(where: string, problem: string): never {
  throw new Error(`Invalid media manifest entry ${where}: ${problem}`);
}

function str(entry: Json, key: string, where: string): string {
  const value = entry[key];
  if (typeof value !== 'string' || value === '') fail(where, `${key} must be a non-empty string`);
  return value;
}

function size(entry: Json, key: string, where: string): number {
  const value = entry[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 4000)
    fail(where, `${key} must be an integer 1..4000`);
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

/** Stable small number from a file name, so an interior without a scene still gets its own room. */
function nameHash(file: string): number {
  return [...file].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
}

function parseEntry(value: unknown, where: string): MediaEntry {
  if (!isObject(value)) fail(where, 'expected an object');
  const file = str(value, 'file', where);
  if (!SAFE_FILE.test(file)) fail(where, `file "${file}" must be a lower-case relative .jpg, .svg or .pdf path`);
  const title = str(value, 'title', where);
  if (value.kind === 'pdf') {
    if (!file.endsWith('.pdf')) fail(where, 'a pdf entry must name a .pdf file');
    const lines = value.lines;
    if (!Array.isArray(lines) || !lines.every((line): line is string => typeof line === 'string'))
      fail(where, 'lines must be strings');
    return { file, kind: 'pdf', title, lines };
  }
  if (file.endsWith('.pdf')) fail(where, 'a .pdf file needs kind pdf');
  const picture = { file, title, width: size(value, 'width', where), height: size(value, 'height', where) };
  switch (value.kind) {
    case 'chair':
      return { ...picture, kind: 'chair', chair: chairParams(value.chair, where) };
    case 'interior':
      return {
        ...picture,
        kind: 'interior',
        scene:
          value.scene === undefined
            ? (INTERIOR_SCENES[nameHash(file) % INTERIOR_SCENES.length] ?? 'office')
            : oneOf(value.scene, INTERIOR_SCENES, where, 'scene'),
        chair: chairParams(value.chair, where),
      };
    case 'banner':
      return {
        ...picture,
        kind: 'banner',
        tone: oneOf(value.tone, TONES, where, 'tone'),
        chair: chairParams(value.chair, where),
      };
    case 'mechanism':
      return { ...picture, kind: 'mechanism' };
    default:
      return fail(where, 'kind must be chair, banner, interior, mechanism or pdf');
  }
}

/** `sources` pairs each list with the file it came from, for error messages. */
export function parseMediaManifest(sources: ReadonlyArray<{ name: string; data: unknown }>): MediaEntry[] {
  const seen = new Map<string, string>();
  return sources.flatMap(({ name, data }) => {
    if (!Array.isArray(data)) throw new Error(`${name} must be an array`);
    return data.map((value, index) => {
      const entry = parseEntry(value, `${name}[${index}]`);
      const first = seen.get(entry.file);
      if (first !== undefined) fail(`${name}[${index}]`, `file ${entry.file} is already listed at ${first}`);
      seen.set(entry.file, `${name}[${index}]`);
      return entry;
    });
  });
}

/** The manifest files of a fixtures folder with their text, in name order. */
export async function readManifestSources(fixturesDir: string): Promise<Array<{ name: string; text: string }>> {
  const names = (await readdir(fixturesDir)).filter((name) => MANIFEST_FILE.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(fixturesDir, name), 'utf8') })));
}

/** Every media*.json of the fixtures folder, merged; a file listed twice is an error. */
export async function readMediaManifest(fixturesDir: string): Promise<MediaEntry[]> {
  const sources = await readManifestSources(fixturesDir);
  return parseMediaManifest(
    sources.map(({ name, text }) => {
      try {
        return { name, data: JSON.parse(text) as unknown };
      } catch (error) {
        throw new Error(`${name} is not valid JSON: ${(error as Error).message}`);
      }
    }),
  );
}
