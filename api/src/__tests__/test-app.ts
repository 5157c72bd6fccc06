// Test helper: the API on a fresh database (a file in the system temp folder, or a PostgreSQL database of its own:
// test-database.ts), driven with app.inject(). The generated media come from one folder shared by all test files
// and runs (media/shared-media-cache.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_ROOT, buildApp, type BuildAppOptions } from '../app';
import { sharedMediaDir } from '../media/shared-media-cache';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  /** Temp folder holding the database (SQLite) and the uploads. */
  dir: string;
  /** The PostgreSQL database of this app; undefined on SQLite. */
  databaseUrl: string | undefined;
  /** The (shared, read-only for tests) folder the media are served from. */
  mediaDir: string;
  get<T>(url: string, headers?: Record<string, string>): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface TestResponse<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  raw: string;
}

/** `options` override buildApp's (e.g. previewToken, or fixturesDir: content other than the sample's). */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-api-test-'));
  const fixturesDir = options.fixturesDir ?? path.join(API_ROOT, 'fixtures');
  const mediaDir = options.mediaDir ?? (await sharedMediaDir(fixturesDir));
  // The sample content is ready in a template database; other fixtures are loaded by the API on start.
  const database = await createTestDatabase(options.fixturesDir === undefined ? 'content' : 'empty');
  const app = await buildApp({
    databasePath: path.join(dir, 'site.db'),
    databaseUrl: database.url,
    logger: false,
    ...options,
    fixturesDir,
    mediaDir,
  });
  return {
    app,
    dir,
    databaseUrl: options.databaseUrl ?? database.url,
    mediaDir,
    async get<T>(url: string, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
      const response = await app.inject({ method: 'GET', url, headers });
      const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
      return {
        status: response.statusCode,
        headers: response.headers,
        body: (isJson ? response.json() : undefined) as T,
        raw: response.body,
      };
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
