// Bad input never gets a 5xx from the shell either. Hostile values in every parameter of the sitemap's slug
// patterns (every language), hostile paths (encoded tab/CR/LF/U+2028/U+2029, '//host/x', traversal, overlong, dots,
// capitals, escapes that are no UTF-8), preview tokens no header can carry, repeated and array query parameters,
// huge headers, and hostile calls through the /api and /media proxy — sent as raw request targets, exactly as
// written. Prints how many requests it made; every answer < 500.
import { request as httpRequest } from 'node:http';
import { test, expect } from '@playwright/test';
import { API_URL } from './site-helpers';

const SHELL = new URL(process.env.BASE_URL ?? 'http://localhost:3000');

interface Answer {
  status: number;
  location?: string;
}

/** Sends `target` as the request line says it, without any normalisation by a client library. */
function send(target: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const call = httpRequest(
      // A fresh connection each time: a request whose body the server refused must not leave bytes for the next.
      {
        host: SHELL.hostname,
        port: SHELL.port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}

const HOSTILE_SEGMENTS: readonly string[] = [
  'Nova',
  'NOVA',
  'a.b',
  '.',
  '..',
  'a_b',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f',
  'x'.repeat(250),
  'x'.repeat(301),
  '%09',
  '%0A',
  '%0D%0ASet-Cookie:%20x=1',
  '%E2%80%A8',
  '%E2%80%A9',
  '%00',
  '%FF',
  '%E0%A4%A',
  '%',
  '1e309',
  '-1',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%20'1'%3D'1",
  '__proto__',
  'constructor',
  '%F0%9F%AA%91',
  'nova%20',
  'nova;x=1',
];

const HOSTILE_PATHS: readonly string[] = [
  '/%09/%09',
  '/%09/',
  '/%E2%80%A8',
  '/%E2%80%A9',
  '/produkty%0A',
  '/produkty%0D',
  '/en%0A',
  '/a%0Ab',
  '//evil.example/kontakt',
  '//evil.example',
  '///kontakt',
  '/\\evil.example/kontakt',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/./kontakt',
  '/kontakt/.',
  '/KONTAKT',
  '/Produkty/Krzesla-Obrotowe',
  '/produkty//krzesla-obrotowe',
  '/kontakt%2F',
  '/xx/kontakt',
  '/en/en/en',
  '/fr/',
  `/${'a'.repeat(3_000)}`,
  `/${Array.from({ length: 200 }, () => 'a').join('/')}`,
  '/favicon.ico%00.svg',
  '/healthz?x=%00',
  '/sitemap.xml?x[]=1',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/main.js%00',
  '/media/..%2f..%2fsite.db',
  '/media/%2e%2e/%2e%2e/var/site.db',
  '/api/products?page=1e309',
  '/api/products/%0A',
  '/api/..%2fhealthz',
  '/preview/page/1?token=%E2%80%A8',
  '/preview/post/1?token=%00',
  '/en/preview/page/1?token=%F0%9F%AA%91',
];

const HOSTILE_QUERIES: readonly string[] = [
  'page=1e309',
  'page=-1',
  'page[]=1&page[]=2',
  'q=%00',
  'q[]=a&q[]=b',
  'q[x]=a',
  'q=%E2%80%A8',
  `q=${'x'.repeat(10_000)}`,
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'token=abc&token=def',
  'tab=%3Cscript%3E',
  '%=%',
  Array.from({ length: 500 }, (_, index) => `p${index}=${index}`).join('&'),
];

interface SitemapNode {
  slug: string;
}

/** The few segment values tried in the other languages (all of them in Polish). */
const SAMPLED_SEGMENTS = new Set(['Nova', 'a.b', 'x'.repeat(301), '%09', '%0A', '%E2%80%A8', '..%2f..%2f']);

async function slugPatterns(): Promise<Array<{ prefix: string; slug: string }>> {
  const patterns: Array<{ prefix: string; slug: string }> = [];
  for (const [locale, prefix] of [
    ['pl', ''],
    ['en', '/en'],
    ['fr', '/fr'],
  ] as const) {
    const response = await fetch(`${API_URL}/api/sitemap_nodes?pagination=false`, {
      headers: { 'Accept-Locale': locale },
    });
    const nodes = ((await response.json()) as { member: SitemapNode[] }).member;
    for (const node of nodes) if (node.slug.includes('{')) patterns.push({ prefix, slug: node.slug });
  }
  return patterns;
}

test('no hostile path, query or header gets a 5xx from the shell', async () => {
  test.setTimeout(240_000);
  const targets: string[] = [...HOSTILE_PATHS];
  for (const { prefix, slug } of await slugPatterns()) {
    const names = [...slug.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const values = prefix === '' ? HOSTILE_SEGMENTS : HOSTILE_SEGMENTS.filter((value) => SAMPLED_SEGMENTS.has(value));
    for (const name of names)
      for (const value of values) {
        const path = slug.replace(/\{(\w+)\}/g, (_, other: string) => (other === name ? value : 'krzesla-obrotowe'));
        targets.push(`${prefix}/${path}`);
      }
  }
  for (const page of ['/', '/produkty', '/szukaj', '/en/search', '/aktualnosci'])
    for (const query of HOSTILE_QUERIES) targets.push(`${page}?${query}`);

  const answers: Array<{ target: string; answer: Answer }> = [];
  const queue = [...targets];
  const worker = async () => {
    for (let target = queue.shift(); target !== undefined; target = queue.shift())
      answers.push({ target, answer: await send(target) });
  };
  await Promise.all(Array.from({ length: 4 }, worker));

  const headerCases: Array<Record<string, string>> = [
    { 'accept-language': 'x'.repeat(8_000) },
    { cookie: `a=${'b'.repeat(12_000)}` },
    { 'x-forwarded-for': 'not-an-address, \u00ff' },
    { 'x-forwarded-host': 'evil.example' },
    { host: 'evil.example' },
    { 'accept-encoding': 'x'.repeat(4_000) },
  ];
  for (const headers of headerCases)
    answers.push({ target: `/ ${Object.keys(headers)[0]}`, answer: await send('/', { headers }) });
  const bodyCases: Array<{ target: string; headers: Record<string, string>; body: Buffer }> = [
    {
      target: '/api/client_questions',
      headers: { 'content-type': 'application/json', expect: '100-continue' },
      body: Buffer.alloc(2_000_000, 0x20),
    },
    {
      target: '/api/client_questions',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"name": 1e309'),
    },
    {
      target: '/api/form_entries/job_application',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.from('--x\r\n'),
    },
    { target: '/kontakt', headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') },
  ];
  for (const { target, headers, body } of bodyCases)
    answers.push({ target: `POST ${target}`, answer: await send(target, { method: 'POST', headers, body }) });

  const serverErrors = answers.filter(({ answer }) => answer.status >= 500);
  const byStatus = new Map<number, number>();
  for (const { answer } of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  console.log(
    `Shell fuzz: ${answers.length} requests; 5xx: ${serverErrors.length} (${[...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')})`,
  );
  expect(serverErrors.map(({ target, answer }) => `${answer.status} ${target.slice(0, 120)}`)).toEqual([]);
  // Nothing sends the visitor to another host.
  for (const { answer } of answers) if (answer.location) expect(answer.location).toMatch(/^\/(?!\/)/);
});

test('paths that name no page are 404 pages', async () => {
  for (const target of [
    '/aktualnosci/Abc',
    '/mechanizmy/A_b',
    '/aktualnosci/a.b',
    `/aktualnosci/${'a'.repeat(201)}`,
    `/aktualnosci/${'a'.repeat(301)}`,
    `/mechanizmy/${'a'.repeat(301)}`,
    `/produkty/krzesla-obrotowe/${'a'.repeat(301)}`,
    `/en/products/swivel-chairs/${'a'.repeat(301)}`,
    '/%E2%80%A8',
    '/%09/%09',
    '/produkty%0A',
    '/produkty/%E0%A4%A',
    '//evil.example/kontakt',
  ])
    expect({ target, status: (await send(target)).status }).toEqual({ target, status: 404 });
});

test('a preview token no header can carry is a wrong token (403)', async () => {
  for (const token of ['%E2%80%A8', '%00', '%F0%9F%AA%91'])
    expect({ token, status: (await send(`/preview/page/1?token=${token}`)).status }).toEqual({ token, status: 403 });
});

test("the shell never forwards the API's administration", async () => {
  for (const target of ['/api/admin', '/api/admin/form_entries', '/api/%61dmin/form_entries', '/api//admin/x'])
    expect({ target, status: (await send(target)).status }).toEqual({ target, status: 404 });
});
