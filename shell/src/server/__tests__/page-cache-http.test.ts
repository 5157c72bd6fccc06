// The rendered-page cache as a browser or CDN sees it (fastify inject on buildShell), with a fake content API
// whose content version and availability the tests change, and in-process fake remotes that count renders.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { ApiError, REMOTE_NAMES, type ExposedModuleId, type SitemapNode } from '@ergoforma/shared-contracts';
import { buildShell } from '../app';
import { readConfig } from '../config';
import { ContentVersion } from '../content-version';
import type { ServerFederation } from '../federation';
import { registry } from '../metrics';

const collection = (member: unknown[]) => ({ member, totalItems: member.length, page: 1, itemsPerPage: 50 });
const node = (id: number, slug: string, nodeType: SitemapNode['nodeType'], action: SitemapNode['action']) =>
  ({ id, slug, nodeType, action, nodeReference: null, resolver: null, crumbs: [] }) as SitemapNode;

/** The fake API's state: content version, whether it answers, and how many page loads reached it. */
const api = { version: 'v1', down: false, loads: 0 };

async function fakeApi(): Promise<FastifyInstance> {
  const app = Fastify();
  app.addHook('onRequest', async (_request, reply) => {
    if (api.down) reply.raw.destroy();
  });
  app.get('/api/content_version', async () => ({ version: api.version }));
  app.get('/api/sitemap_nodes', async () =>
    collection([
      node(1, '', 'root', 'index'),
      node(2, 'o-nas', 'article', 'show'),
      node(3, 'search', 'search', 'index'),
    ]),
  );
  app.get('/api/page_data', async () => ({ title: `About us (${api.version})` }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function fakeFederation(discovery: ServerFederation['discovery'], apiUrl: string): ServerFederation {
  const Page = ({ data }: { data: { title: string } }) => createElement('h1', null, data.title);
  const region = { load: async () => ({ menus: [] }), Component: () => createElement('nav', null, 'menu') };
  const page = {
    layout: 'default' as const,
    load: async () => {
      api.loads += 1;
      const response = await fetch(`${apiUrl}/api/page_data`).catch(() => null);
      if (!response) throw new ApiError('API unreachable', 0, '/api/page_data');
      return (await response.json()) as { title: string };
    },
    head: (data: { title: string }) => ({ title: data.title }),
    Component: Page,
  };
  const modules: Partial<Record<ExposedModuleId, unknown>> = {
    'chrome/Header': region,
    'chrome/Footer': region,
    'content/ContentPage': page,
    'search/SearchPage': page,
  };
  return {
    discovery,
    loadModule: async (id: ExposedModuleId) => modules[id],
    stylesheetFiles: async () => [],
    isUsable: () => true,
  } as unknown as ServerFederation;
}

const discovery = {
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      {
        name,
        version: '1.0.0',
        contractsVersion: '1.0.0',
        browserEntry: `http://127.0.0.1:9/${name}/remoteEntry.js`,
        serverEntry: `http://127.0.0.1:9/${name}/server/remoteEntry.js`,
        browserManifest: `http://127.0.0.1:9/${name}/mf-manifest.json`,
      },
    ]),
  ),
} as unknown as ServerFederation['discovery'];

let dir: string;
let apiServer: FastifyInstance;
let shell: FastifyInstance;
/** The shell notices content changes and outages by polling the content version; the tests poll when they need. */
let contentVersion: ContentVersion;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shell-cache-'));
  await writeFile(path.join(dir, 'remotes.json'), JSON.stringify(discovery));
  apiServer = await fakeApi();
  const address = apiServer.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const silent = { info: () => undefined, warn: () => undefined };
  contentVersion = new ContentVersion({ apiUrl, pollMs: 3_600_000, log: silent });
  shell = await buildShell(
    {
      ...readConfig({}),
      apiUrl,
      discovery: path.join(dir, 'remotes.json'),
      browserBuildDir: dir,
      serverBuildDir: dir,
    },
    { logger: false, federation: fakeFederation(discovery, apiUrl), contentVersion },
  );
});

afterAll(async () => {
  await shell?.close();
  await apiServer?.close();
  await rm(dir, { recursive: true, force: true });
});

const pollContentVersion = () => contentVersion.poll();

const get = (url: string, headers: Record<string, string> = {}) => shell.inject({ method: 'GET', url, headers });

describe('the rendered-page cache', () => {
  beforeEach(async () => {
    api.down = false;
    api.version = `v${Date.now()}`;
    await pollContentVersion();
  });

  it('renders a page once, then serves it from memory with the same ETag', async () => {
    const loads = api.loads;
    const first = await get('/o-nas');
    const second = await get('/o-nas');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(api.loads).toBe(loads + 1);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+/);
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, '');
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
    expect(second.body).toContain(`About us (${api.version})`);
  });

  it('answers If-None-Match with 304 and no body, without rendering', async () => {
    const { etag } = (await get('/o-nas')).headers;
    const loads = api.loads;
    const revalidation = await get('/o-nas', { 'if-none-match': String(etag) });
    expect(revalidation.statusCode).toBe(304);
    expect(revalidation.body).toBe('');
    expect(api.loads).toBe(loads);
  });

  it('serves each visitor a fresh nonce, in every encoding', async () => {
    await get('/o-nas');
    const nonces = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/o-nas', { 'accept-encoding': encoding });
      expect(response.headers['x-cache']).toBe('HIT');
      const raw = response.rawPayload;
      const html = (
        encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
      ).toString();
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      const pageNonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect(pageNonces.size).toBe(1);
      nonces.add([...pageNonces][0]);
    }
    expect(nonces.size).toBe(3);
  });

  it('renders again when the content version changes', async () => {
    const before = await get('/o-nas');
    api.version = `${api.version}-edited`;
    await pollContentVersion();
    const after = await get('/o-nas');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(`About us (${api.version})`);
  });

  it('keeps the query parameters pages read in the key, and drops the others', async () => {
    await get('/search?q=fotel&utm_source=x');
    expect((await get('/search?q=fotel')).headers['x-cache']).toBe('HIT');
    expect((await get('/search?q=krzeslo')).headers['x-cache']).toBe('MISS');
  });

  it('renders a cached path as it came: //host/x stays a path of this site, so 404', async () => {
    await get('/o-nas');
    expect((await get('//evil.example/o-nas')).statusCode).toBe(404);
  });

  it('never caches error pages or previews', async () => {
    expect((await get('/nie-ma')).statusCode).toBe(404);
    const again = await get('/nie-ma');
    expect(again.headers['x-cache']).toBe('MISS');
    expect(again.headers.etag).toBeUndefined();
    const preview = await get('/o-nas?token=secret');
    expect(preview.headers['x-cache']).toBe('BYPASS');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers.etag).toBeUndefined();
  });

  it('with the API down, serves pages rendered before as stale and the others as 503 with Retry-After', async () => {
    const rendered = await get('/o-nas');
    expect((await get('/o-nas')).headers['x-cache']).toBe('HIT'); // kept (waits for the render to be stored)
    api.down = true;
    await pollContentVersion();
    // Past its freshness, the page would be rendered again: the render fails, the stale copy is served.
    jest.useFakeTimers({ now: Date.now() + 2 * 3600_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const stale = await get('/o-nas');
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['x-cache']).toBe('STALE-IF-ERROR');
      expect(stale.headers.etag).toBe(rendered.headers.etag);
      const never = await get('/search?q=never-rendered');
      expect(never.statusCode).toBe(503);
      expect(never.headers['retry-after']).toBeDefined();
    } finally {
      jest.useRealTimers();
    }
    api.down = false;
    await pollContentVersion();
    expect((await get('/search?q=never-rendered')).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('gives every page a policy with its own nonce, the one its scripts carry', async () => {
    await get('/o-nas');
    for (const response of [await get('/o-nas'), await get('/o-nas?token=secret'), await get('/nie-ma')]) {
      const policy = String(response.headers['content-security-policy']);
      const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(response.body).toContain(`nonce="${nonce}"`);
      expect(policy).not.toContain('unsafe-eval');
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
        expect(policy).toContain(directive);
    }
  });

  it('sends nosniff, the referrer, opener and permissions policies on every answer, HSTS only on https', async () => {
    for (const url of ['/o-nas', '/healthz', '/robots.txt']) {
      const { headers } = await get(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('metrics', () => {
  it('counts page answers by cache outcome and times renders by page module', async () => {
    await get('/o-nas');
    await get('/o-nas');
    const text = await registry.metrics();
    expect(text).toMatch(/shell_page_cache_answers_total\{outcome="HIT"\} [1-9]/);
    expect(text).toMatch(/shell_page_render_duration_seconds_count\{module="content\/ContentPage"\} [1-9]/);
    expect(text).toMatch(/shell_http_request_duration_seconds_count\{route="page",status="200"\} [1-9]/);
    expect(text).toMatch(/shell_api_call_duration_seconds_count\{resource="sitemap_nodes",status="200"\} [1-9]/);
    expect(text).toContain('process_resident_memory_bytes');
  });
});
