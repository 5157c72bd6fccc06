// What the content commands (content-reset.ts, content-export.ts, content-import.ts) share: the store of the API's
// database, from the same environment as the API (DATABASE_URL, or DATABASE_PATH: var/site.db; MEDIA_DIR:
// var/media; paths relative to the api folder), and a one-line error instead of a stack for a refusal.
import path from 'node:path';
import { API_ROOT } from '../app';
import { readEnvironment } from '../config/env';
import { openContentStore, type ContentStore } from '../db';

export const FIXTURES_DIR = path.join(API_ROOT, 'fixtures');

export function mediaDirFromEnvironment(): string {
  return readEnvironment().MEDIA_DIR;
}

/** Opens the API's database (migrating it, and seeding it from the fixtures if it never held content). */
export function openStoreFromEnvironment(): Promise<ContentStore> {
  const { DATABASE_PATH, DATABASE_URL } = readEnvironment();
  return openContentStore({ databasePath: DATABASE_PATH, databaseUrl: DATABASE_URL, fixturesDir: FIXTURES_DIR });
}

/** Runs a command's main, printing a failure as one line and exiting with 1. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
