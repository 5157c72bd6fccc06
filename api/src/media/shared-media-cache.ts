// One generated media folder shared by every test file and every later test run: rasterising the whole
// manifest takes a while, and each test file builds its own app. The folder is keyed by the manifest's
// contents and GENERATOR_VERSION, so an edit to a media*.json or to the drawings makes a new one. Jest
// workers run in parallel: the first takes a lock (an exclusive mkdir), the others wait for its
// 'complete' mark. A new folder starts as a copy of the newest completed one, so after a content edit
// only the changed entries are drawn (the stamps tell which).
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateMedia, GENERATOR_VERSION } from './generate-media';
import { readManifestSources } from './manifest';

/** A lock older than this belongs to a killed run and is taken over. */
const STALE_LOCK_MS = 10 * 60_000;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function lockAge(lock: string): Promise<number> {
  const info = await stat(lock).catch(() => null);
  return info ? Date.now() - info.mtimeMs : 0;
}

const FOLDER_PREFIX = 'ergoforma-media-';

/** The most recently completed shared folder in `parent`, if any. */
async function newestCompleted(parent: string): Promise<string | null> {
  const names = (await readdir(parent).catch(() => [])).filter(
    (name) => name.startsWith(FOLDER_PREFIX) && !name.endsWith('.lock'),
  );
  const completed = await Promise.all(
    names.map(async (name) => ({
      dir: path.join(parent, name),
      info: await stat(path.join(parent, name, '.complete')).catch(() => null),
    })),
  );
  const newest = completed
    .filter((item) => item.info !== null)
    .sort((a, b) => (b.info?.mtimeMs ?? 0) - (a.info?.mtimeMs ?? 0))[0];
  return newest?.dir ?? null;
}

/**
 * The shared media folder for `fixturesDir`, generated first if no run has completed it yet. Without an earlier
 * shared folder, it starts as a copy of `seedDir` when given (the API's own generated media, e.g. after a build).
 */
export async function sharedMediaDir(fixturesDir: string, parent = os.tmpdir(), seedDir?: string): Promise<string> {
  const sources = await readManifestSources(fixturesDir);
  const key = createHash('sha256')
    .update(`${GENERATOR_VERSION}\n${JSON.stringify(sources)}`)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(parent, `${FOLDER_PREFIX}${key}`);
  const complete = path.join(dir, '.complete');
  const lock = `${dir}.lock`;
  for (;;) {
    if (await exists(complete)) return dir;
    const locked = await mkdir(lock).then(
      () => true,
      () => false,
    );
    if (locked) {
      try {
        if (!(await exists(complete))) {
          const seed =
            (await newestCompleted(parent)) ?? (seedDir !== undefined && (await exists(seedDir)) ? seedDir : null);
          if (seed !== null && !(await exists(dir)))
            await cp(seed, dir, { recursive: true, filter: (source) => path.basename(source) !== '.complete' });
          await generateMedia(fixturesDir, dir);
          await writeFile(complete, new Date().toISOString());
        }
        return dir;
      } finally {
        await rm(lock, { recursive: true, force: true });
      }
    }
    if ((await lockAge(lock)) > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
    else await sleep(200);
  }
}
