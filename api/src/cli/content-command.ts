// What the content commands (content-reset.ts, content-export.ts, content-import.ts) share: the store of the API's
// database, from the same environment as the API (DATABASE_URL, or DATABASE_PATH: var/site.db; MEDIA_DIR:
// var/media; paths relative to the api folder), and a one-line error instead of a stack for a refusal.
import path from 'node:path';
import { isPostgresUrl, openContentStore, type ContentStore } from '../db';

/** The api package folder (this file is in src/cli or dist/cli). */
export const API_ROOT = path.resolve(__dirname, '..', '..');
export const FIXTURES_DIR = path.join(API_ROOT, 'fixtures');

export function mediaDirFromEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(API_ROOT, env.MEDIA_DIR ?? 'var/media');
}

/** Opens the API's database (migrating it, and seeding it from the fixtures if it never held content). */
export function openStoreFromEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<ContentStore> {
  if (env.DATABASE_URL && !isPostgresUrl(env.DATABASE_URL))
    throw new Error('DATABASE_URL must be a postgres:// address (leave it unset for the SQLite file)');
  return openContentStore({
    databasePath: path.resolve(API_ROOT, env.DATABASE_PATH ?? 'var/site.db'),
    databaseUrl: env.DATABASE_URL || undefined,
    fixturesDir: FIXTURES_DIR,
  });
}

/** Runs a command's main, printing a failure as one line and exiting with 1. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
