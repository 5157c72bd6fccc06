// Test helper: the API on a fresh database file in the system temp folder, driven with app.inject().
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';

export interface TestApp {
  app: FastifyInstance;
  /** Temp folder holding the database and the generated media. */
  dir: string;
  get<T>(url: string, headers?: Record<string, string>): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface TestResponse<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  raw: string;
}

export async function createTestApp(): Promise<TestApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-api-test-'));
  const app = await buildApp({ databasePath: path.join(dir, 'site.db'), logger: false });
  return {
    app,
    dir,
    async get<T>(url: string, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
      const response = await app.inject({ method: 'GET', url, headers });
      const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
      return { status: response.statusCode, headers: response.headers, body: (isJson ? response.json() : undefined) as T, raw: response.body };
    },
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
