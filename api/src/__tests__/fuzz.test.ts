// Bad input never gets a 5xx. Every route and every parameter of the API's own OpenAPI document (/api/docs.json) is
// sent hostile values — non-finite, huge and negative numbers, empty values, arrays and objects where scalars are
// expected, NUL and line terminators, very long strings, SQL and full-text syntax, prototype-pollution keys,
// malformed percent-encoding — and every form gets bodies of the wrong shape, type and size. Every answer must be
// below 500; the test prints how many requests it made.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app';

const TOKEN = 'fuzz-preview-token';
/** Building the app may first generate the shared media folder. */
const BUILD_TIMEOUT_MS = 180_000;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: { type?: string; properties?: Record<string, unknown> };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Hostile text values (sent percent-encoded in URLs). */
const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '9007199254740993',
  '99999999999999999999999999',
  '0x1F',
  '1e3',
  'true',
  'null',
  '[]',
  '{}',
  '\u0000',
  'a\nb',
  '\r\n',
  '\u2028',
  '\u2029',
  '\uFEFF',
  'x'.repeat(5_000),
  'ł'.repeat(300),
  "' OR '1'='1' --",
  '1; DROP TABLE products; --',
  '"unterminated',
  'NEAR(krzeslo obrotowe)',
  'krzes* OR ^nova AND name:x',
  '*',
  '(',
  '\\',
  '%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  '😀🪑',
  'Ma\u0301rquez',
  'asc',
];

/** Raw (not re-encoded) query or path fragments: broken percent-encoding and friends. */
const RAW_FRAGMENTS: readonly string[] = [
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%FF%FE',
  '%%',
  '%u2028',
  '+',
  '&',
  '=',
];

/** Query strings about no declared parameter: unknown names, pollution keys, repetitions, sheer size. */
const HOSTILE_QUERIES: readonly string[] = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__=1',
  'a[b][c][d]=1',
  '[]=1',
  '[x]=1',
  'page=1&page=2',
  'page[]=1&page[]=2',
  'order=asc',
  'order[]=asc',
  'order[__proto__]=asc',
  Array.from({ length: 2_000 }, (_, index) => `p${index}=1`).join('&'),
  `x=${'y'.repeat(60_000)}`,
];

const HOSTILE_HEADERS: ReadonlyArray<Record<string, string>> = [
  { 'accept-locale': 'xx' },
  { 'accept-locale': '*;q=NaN' },
  { 'accept-language': 'en;q=1e309, fr;q=-1, ;;;, *' },
  { 'accept-language': 'a'.repeat(8_000) },
  { accept: 'application/xml' },
  { 'x-preview-token': '\u00ff'.repeat(100) },
  { 'content-type': 'application/json' },
];

/** JSON values for one field of a form body. */
const HOSTILE_JSON: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000',
  '\u2028',
  [],
  ['a', 'b'],
  {},
  { __proto__: { polluted: true } },
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
];

/** Whole JSON bodies, as raw text. */
const HOSTILE_JSON_BODIES: readonly string[] = [
  '',
  'null',
  '[]',
  '"text"',
  '1e309',
  '{"name": 1e309}',
  '{',
  '{"a":1,}',
  '{"__proto__": {"polluted": true}, "name": "x"}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  JSON.stringify({ name: 'x', email: 'a@b.pl', message: 'm', consent: true, extra: 'x'.repeat(2 * 1024 * 1024) }),
];

const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/xml',
  'image/png',
];

let t: TestApp;
let docs: OpenApi;
const statuses = new Map<number, number>();
const failures: string[] = [];
let requests = 0;

async function send(options: InjectOptions, label: string): Promise<void> {
  const response = await t.app.inject({
    ...options,
    headers: { 'x-preview-token': TOKEN, ...options.headers },
  });
  requests += 1;
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500) failures.push(`${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
}

/** A value that passes validation for a parameter, so the other parameters' values are what is being tested. */
function validValue(parameter: Parameter): string {
  return parameter.schema?.type === 'integer' ? '1' : parameter.name === '*' ? 'products/nova.webp' : 'nova';
}

function urlFor(route: string, parameters: Parameter[], pathValues: Record<string, string> = {}): string {
  let url = route;
  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    const value = pathValues[parameter.name] ?? encodeURIComponent(validValue(parameter));
    url = url.replace(`{${parameter.name}}`, value);
  }
  return url;
}

/** Every way a query parameter can be written with `value` (API Platform conventions: name[]=, name[key]=). */
function queryForms(parameter: Parameter, value: string): string[] {
  const name = encodeURIComponent(parameter.name);
  const forms = [
    `${name}=${value}`,
    `${name}[]=${value}`,
    `${name}[${value}]=asc`,
    `${name}=${value}&${name}=${value}`,
  ];
  if (parameter.schema?.type === 'object')
    for (const key of Object.keys(parameter.schema.properties ?? {})) forms.push(`${name}[${key}]=${value}`);
  return forms;
}

async function fuzzOperation(route: string, method: string, operation: Operation): Promise<void> {
  const parameters = operation.parameters ?? [];
  const label = `${method.toUpperCase()} ${route}`;
  const inject = (url: string, extra: Partial<InjectOptions> = {}) =>
    send({ method: method.toUpperCase(), url, ...extra }, `${label} ${url.slice(0, 120)}`);

  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    const values = [...HOSTILE_TEXT.map(encodeURIComponent), ...RAW_FRAGMENTS, 'a/b', '..', '%2e%2e%2f%2e%2e%2fetc'];
    for (const value of values) await inject(urlFor(route, parameters, { [parameter.name]: value }));
  }
  const base = urlFor(route, parameters);
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
    for (const value of [...HOSTILE_TEXT.map(encodeURIComponent), ...RAW_FRAGMENTS])
      for (const query of queryForms(parameter, value)) await inject(`${base}?${query}`);
  }
  for (const query of HOSTILE_QUERIES) await inject(`${base}?${query}`);
  for (const headers of HOSTILE_HEADERS) await inject(base, { headers });

  const json = operation.requestBody?.content['application/json'];
  if (json) await fuzzJsonBody(base, json.schema.properties ?? {}, inject);
  if (operation.requestBody?.content['multipart/form-data']) await fuzzMultipartBody(base, inject);
}

const VALID_QUESTION = { name: 'Ewa', email: 'ewa@example.pl', message: 'Pytanie', consent: true };

async function fuzzJsonBody(
  url: string,
  properties: Record<string, unknown>,
  inject: (url: string, extra: Partial<InjectOptions>) => Promise<void>,
): Promise<void> {
  const json = { 'content-type': 'application/json' };
  for (const field of [...Object.keys(properties), '__proto__', 'constructor', 'unknownField'])
    for (const value of HOSTILE_JSON)
      await inject(url, { headers: json, payload: JSON.stringify({ ...VALID_QUESTION, [field]: value }) });
  for (const body of HOSTILE_JSON_BODIES) await inject(url, { headers: json, payload: body });
  for (const contentType of WRONG_CONTENT_TYPES)
    await inject(url, { headers: { 'content-type': contentType }, payload: JSON.stringify(VALID_QUESTION) });
  await inject(url, { headers: {}, payload: JSON.stringify(VALID_QUESTION) });
}

function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string }>, boundary = 'fz'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

async function fuzzMultipartBody(
  url: string,
  inject: (url: string, extra: Partial<InjectOptions>) => Promise<void>,
): Promise<void> {
  const type = { 'content-type': 'multipart/form-data; boundary=fz' };
  const fields = {
    firstName: 'Ala',
    lastName: 'Nowak',
    email: 'ala@example.pl',
    phone: '123 456 789',
    position: 'x',
    consent: 'true',
  };
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const valid = (overrides: Record<string, string>) =>
    multipart([
      ...Object.entries({ ...fields, ...overrides }).map(([name, value]) => ({ name, value })),
      { name: 'cv', value: pdf, filename: 'cv.pdf' },
    ]);
  for (const field of Object.keys(fields))
    for (const value of HOSTILE_TEXT) await inject(url, { headers: type, payload: valid({ [field]: value }) });
  for (const filename of [
    '',
    '../../../etc/passwd',
    'a\u0000b.pdf',
    'x'.repeat(5_000),
    'cv.pdf\r\nX-Injected: 1',
    '😀.pdf',
  ])
    await inject(url, {
      headers: type,
      payload: multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'cv', value: pdf, filename },
      ]),
    });
  const bodies: Array<[string, Buffer | string]> = [
    ['multipart/form-data; boundary=fz', ''],
    [
      'multipart/form-data; boundary=fz',
      '--fz\r\nContent-Disposition: form-data; name="cv"; filename="a"\r\n\r\nunterminated',
    ],
    ['multipart/form-data; boundary=other', valid({})],
    ['multipart/form-data', valid({})],
    ['multipart/form-data; boundary=fz', multipart([{ name: 'cv', value: Buffer.alloc(0), filename: 'empty.pdf' }])],
    [
      'multipart/form-data; boundary=fz',
      multipart(Array.from({ length: 200 }, (_, index) => ({ name: `f${index}`, value: 'x' }))),
    ],
    [
      'multipart/form-data; boundary=fz',
      multipart([
        { name: '__proto__', value: 'x' },
        { name: 'constructor', value: 'y' },
      ]),
    ],
    [
      'multipart/form-data; boundary=fz',
      multipart([
        { name: 'cv', value: pdf, filename: 'a.pdf' },
        { name: 'cv', value: pdf, filename: 'b.pdf' },
        { name: 'cv', value: pdf, filename: 'c.pdf' },
      ]),
    ],
    ['application/json', JSON.stringify(fields)],
    ['text/plain', 'firstName=Ala'],
  ];
  for (const [contentType, payload] of bodies) await inject(url, { headers: { 'content-type': contentType }, payload });
}

beforeAll(async () => {
  t = await createTestApp({ previewToken: TOKEN, formRateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
  docs = (await t.app.inject({ method: 'GET', url: '/api/docs.json' })).json<OpenApi>();
}, BUILD_TIMEOUT_MS);
afterAll(() => t.close());

it('answers every hostile request to every route and parameter of the OpenAPI document below 500', async () => {
  const operations = Object.entries(docs.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
  );
  expect(operations.length).toBeGreaterThan(25);
  for (const { route, method, operation } of operations) await fuzzOperation(route, method, operation);

  const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  process.stdout.write(
    `API fuzz: ${requests} requests over ${operations.length} operations; 5xx: ${failures.length} (${summary.join(', ')})\n`,
  );
  expect(failures).toEqual([]);
  expect(Object.prototype).not.toHaveProperty('polluted');
  // Refused uploads leave nothing behind.
  const uploads = await readdir(path.join(t.dir, 'uploads'));
  expect(uploads.filter((name) => name.startsWith('.incoming-'))).toEqual([]);
}, 300_000);
