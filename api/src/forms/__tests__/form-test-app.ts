// Test helper: the API on a temp database (SQLite or PostgreSQL, see __tests__/test-database.ts) with its own uploads
// folder and a chosen form rate limit, plus multipart bodies built with the platform's FormData (new
// Response(formData) encodes them).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Client, types } from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BuildAppOptions } from '../../app';
import { createTestApp } from '../../__tests__/test-app';

/** Building the app may first generate the shared media folder. */
export const BUILD_TIMEOUT_MS = 180_000;

export interface FormTestApp {
  app: FastifyInstance;
  dir: string;
  uploadsDir: string;
  databasePath: string;
  /** The PostgreSQL database; undefined on SQLite. */
  databaseUrl: string | undefined;
  postJson(url: string, body: unknown, options?: Partial<InjectOptions>): Promise<LightMyRequestResponse>;
  postForm(url: string, form: FormData, options?: Partial<InjectOptions>): Promise<LightMyRequestResponse>;
  /** Every file in the uploads folder, temporaries included. */
  uploadedFiles(): Promise<string[]>;
  /** Rows of a query on the app's database (none for a change): `?` placeholders; JSON columns come back as their text on both engines. */
  query<T>(sql: string, ...params: unknown[]): Promise<T[]>;
  submissionCount(): Promise<number>;
  /** Stops the app and this helper's own connection, keeping the database: a restart on the same data follows. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** `options` override buildApp's (e.g. mail, or the databasePath of an earlier app: a restart). */
export async function createFormTestApp(
  rateLimit = { max: 1000, timeWindowMs: 60_000 },
  options: Partial<BuildAppOptions> = {},
): Promise<FormTestApp> {
  const testApp = await createTestApp({ formRateLimit: rateLimit, ...options });
  const { app, dir } = testApp;
  const databasePath = options.databasePath ?? path.join(dir, 'site.db');
  const uploadsDir = path.join(path.dirname(databasePath), 'uploads'); // buildApp's default: next to the database
  const query =
    testApp.databaseUrl === undefined ? sqliteQuery(databasePath) : await postgresQuery(testApp.databaseUrl);
  return {
    app,
    dir,
    uploadsDir,
    databasePath,
    databaseUrl: testApp.databaseUrl,
    postJson: (url, body, options = {}) =>
      app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(body),
        ...options,
        headers: { 'content-type': 'application/json', ...options.headers },
      }),
    async postForm(url, form, options = {}) {
      const encoded = new Response(form);
      const payload = Buffer.from(await encoded.arrayBuffer());
      const contentType = encoded.headers.get('content-type') ?? '';
      return app.inject({
        method: 'POST',
        url,
        payload,
        ...options,
        headers: { 'content-type': contentType, ...options.headers },
      });
    },
    uploadedFiles: () => readdir(uploadsDir),
    query: query.run,
    submissionCount: async () =>
      (await query.run<{ n: number }>('SELECT count(*) AS n FROM form_submissions'))[0]?.n ?? 0,
    async stop() {
      await query.close();
      await app.close();
    },
    async close() {
      await query.close();
      await testApp.close();
    },
  };
}

interface TestQuery {
  run<T>(sql: string, ...params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

function sqliteQuery(databasePath: string): TestQuery {
  const db = new BetterSqlite3(databasePath); // writable: tests also age or mark rows (UPDATE returns no rows)
  return {
    run: async <T>(sql: string, ...params: unknown[]) => {
      const statement = db.prepare(sql);
      if (statement.reader) return statement.all(...params) as T[];
      statement.run(...params);
      return [];
    },
    close: async () => {
      db.close();
    },
  };
}

const JSON_TYPE = 114;

async function postgresQuery(databaseUrl: string): Promise<TestQuery> {
  const client = new Client({
    connectionString: databaseUrl,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === JSON_TYPE ? (value: string) => value : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
    },
  });
  await client.connect();
  return {
    run: async <T>(sql: string, ...params: unknown[]) => {
      let index = 0;
      const text = sql.replace(/\?/g, () => `$${(index += 1)}`).replace(/count\(\*\)/gi, 'count(*)::int');
      return (await client.query(text, params)).rows as T[];
    },
    close: () => client.end(),
  };
}

/** Minimal files of each accepted format (their real leading bytes) and a Windows executable. */
/** A compound file header (Word 97-2003): little-endian mark, 512-byte sectors, one sector long. */
function compoundFile(): Buffer {
  const bytes = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  bytes.writeUInt16LE(0xfffe, 28);
  bytes.writeUInt16LE(9, 30);
  return bytes;
}

/** Small files of each accepted format that hold together (the images decode), and two executables. */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  ),
  // 2 x 2 pixels, drawn by sharp.
  jpeg: Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAaoH/9k=',
    'base64',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM44KBwwEGBAUIBACIOBIG2L6QDAAAAAElFTkSuQmCC',
    'base64',
  ),
  // 2 x 2 pixels, 24 bits each.
  bmp: Buffer.from(
    'Qk1GAAAAAAAAADYAAAAoAAAAAgAAAAIAAAABABgAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==',
    'base64',
  ),
  doc: compoundFile(),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]),
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(60)]),
};

export function file(bytes: Buffer, name: string, type = 'application/octet-stream'): [Blob, string] {
  return [new Blob([new Uint8Array(bytes)], { type }), name];
}

export const APPLICATION_FIELDS = {
  firstName: 'Zażółć',
  lastName: 'Gęślą-Jaźń',
  email: 'kandydat@example.pl',
  phone: '+48 12 345 67 89',
  position: 'Tapicer / Tapicerka',
  consent: 'true',
};

/** A job application as the careers form sends it; `overrides` replaces or (with undefined) drops fields. */
export function applicationForm(
  overrides: Partial<Record<keyof typeof APPLICATION_FIELDS, string | undefined>> = {},
  files: Record<string, [Blob, string]> = { cv: file(SAMPLE_FILES.pdf, 'cv.pdf', 'application/pdf') },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...APPLICATION_FIELDS, ...overrides })) {
    if (value !== undefined) form.append(name, value);
  }
  for (const [name, [blob, fileName]] of Object.entries(files)) form.append(name, blob, fileName);
  return form;
}
