// The rendered-page cache as a browser or CDN sees it (fastify inject on buildShell), with a fake content API
// whose content version and availability the tests change, and in-process fake remotes that count renders.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { createElement } from 'react';
import {
  REMOTE_NAMES,
  type ExposedModuleId,
  type PageLoadContext,
  type SitemapNode,
} from '@ergoforma/shared-contracts';
import { buildShell } from '../app';
import { readConfig } from '../config';
import { ContentVersion } from '../content-version';
import type { ServerFederation } from '../federation';
import { registry } from '../metrics';

const collection = (member: unknown[]) => ({ member, totalItems: member.length, page: 1, itemsPerPage: 50 });
const node = (id: number, slug: string, nodeType: SitemapNode['nodeType'], action: SitemapNode['action']) =>
  ({ id, slug, nodeType, action, nodeReference: null, resolver: null, crumbs: [] }) as SitemapNode;

/**
 * The fake API's state: content version and the content keys its last change named (null: it cannot say), whether
 * it answers (search alone may fail), and page loads.
 */
const api = { version: 'v1', changed: null as string[] | null, down: false, searchFails: false, loads: 0 };

async function fakeApi(): Promise<FastifyInstance> {
  const app = Fastify();
  app.addHook('onRequest', async (_request, reply) => {
    if (api.down) reply.raw.destroy();
  });
  app.get<{ Querystring: { since?: string } }>('/api/content_changes', async (request) => ({
    version: api.version,
    keys: request.query.since === api.version ? [] : api.changed,
  }));
  app.get('/api/sitemap_nodes', async () =>
    collection([
      node(1, '', 'root', 'index'),
      node(2, 'o-nas', 'article', 'show'),
      node(3, 'search', 'search', 'index'),
      node(4, 'kontakt', 'contact', 'show'),
    ]),
  );
  app.get<{ Params: { id: string } }>('/api/pages/:id', async (request, reply) =>
    reply.header('content-keys', `page:${request.params.id}`).send({ title: `About us (${api.version})` }),
  );
  app.get('/api/search', async (_request, reply) => (api.searchFails ? reply.code(503).send({}) : []));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function fakeFederation(discovery: ServerFederation['discovery']): ServerFederation {
  const Page = ({ data }: { data: { title: string } }) => createElement('h1', null, data.title);
  const region = { load: async () => ({ menus: [] }), Component: () => createElement('nav', null, 'menu') };
  type Data = { title: string; canonical?: string };
  const loadPage = async (ctx: PageLoadContext): Promise<Data> => {
    api.loads += 1;
    const data = (await ctx.api.services.pages.get(ctx.node.id)) as unknown as Data;
    // Like a list: ?page=2 is a page of its own (its canonical address), ?page=abc is the first page.
    const page = ctx.query.get('page');
    return page && /^[2-9]$/.test(page) ? { ...data, canonical: `${ctx.pathname}?page=${page}` } : data;
  };
  const head = (data: Data) => ({ title: data.title, canonical: data.canonical });
  const page = { layout: 'default' as const, load: loadPage, head, Component: Page };
  // Like the search page: a search that fails shows "search is not responding" in a page that is otherwise fine.
  const searchPage = {
    ...page,
    load: async (ctx: PageLoadContext): Promise<Data> => {
      const data = await loadPage(ctx);
      const found = await ctx.api.services.search.find(ctx.query.get('q') ?? '').catch(() => null);
      return found ? data : { ...data, title: 'search is not responding' };
    },
  };
  const modules: Partial<Record<ExposedModuleId, unknown>> = {
    'chrome/Header': region,
    'chrome/Footer': region,
    'content/ContentPage': page,
    'search/SearchPage': searchPage,
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
    { logger: false, federation: fakeFederation(discovery), contentVersion },
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
    api.searchFails = false;
    api.changed = null;
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
    expect(second.body).toBe(first.body);
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

  it('serves every visitor the same page and policy, in every encoding, as a CDN would', async () => {
    // Rendered and kept first (a render that began before the last invalidation is not kept, so on a busy machine
    // the first one may have to be done again); then every encoding is served from the one kept copy.
    let rendered = await get('/o-nas');
    for (let attempt = 0; attempt < 3 && rendered.headers['x-cache'] !== 'HIT'; attempt += 1)
      rendered = await get('/o-nas');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/o-nas', { 'accept-encoding': encoding });
      expect(response.headers['x-cache']).toBe('HIT');
      const raw = response.rawPayload;
      const html = (
        encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
      ).toString();
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(html).toBe(rendered.body);
      expect(response.headers['content-security-policy']).toBe(rendered.headers['content-security-policy']);
    }
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

  it('drops only the pages that show what a change named, and every page for the menus', async () => {
    await get('/o-nas');
    await get('/kontakt');
    const kept = await get('/kontakt');
    expect(kept.headers['x-cache']).toBe('HIT');
    // A CDN in front can purge by the same keys.
    expect(String(kept.headers['surrogate-key']).split(' ').sort()).toEqual([
      'company',
      'menus',
      'page:4',
      'site-settings',
      'sitemap',
    ]);
    expect(String(kept.headers['cache-tag']).split(',')).toContain('page:4');

    api.version = `${api.version}-about-edited`;
    api.changed = ['page:2'];
    await pollContentVersion();
    const edited = await get('/o-nas');
    expect(edited.headers['x-cache']).toBe('MISS');
    expect(edited.body).toContain(`About us (${api.version})`);
    const untouched = await get('/kontakt');
    expect(untouched.headers['x-cache']).toBe('HIT');
    // Its ETag is the one it was rendered with: a browser's copy is still good.
    expect(untouched.headers.etag).toBe(kept.headers.etag);
    expect((await get('/kontakt', { 'if-none-match': String(kept.headers.etag) })).statusCode).toBe(304);

    api.version = `${api.version}-menus-edited`;
    api.changed = ['menus'];
    await pollContentVersion();
    expect((await get('/kontakt')).headers['x-cache']).toBe('MISS');
  });

  it('keeps the query parameters pages read in the key, and drops the others', async () => {
    await get('/o-nas?page=2&utm_source=x');
    expect((await get('/o-nas?page=2')).headers['x-cache']).toBe('HIT');
    expect((await get('/o-nas?page=3')).headers['x-cache']).toBe('MISS');
  });

  it('keeps only addresses that name a page: no query value that names none, no search results', async () => {
    for (const url of ['/o-nas?page=abc', '/o-nas?page=1', '/search?q=fotel', '/search?q=x1', '/search?q=x2']) {
      const first = await get(url);
      const again = await get(url);
      expect(first.statusCode).toBe(200);
      expect(again.headers['x-cache']).toBe('MISS');
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.etag).toBeUndefined();
    }
  });

  it('never keeps, nor lets a CDN keep, a page rendered while an API call failed', async () => {
    api.searchFails = true;
    const failed = await get('/search');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('search is not responding');
    expect(failed.headers['cache-control']).toBe('no-cache');
    expect(failed.headers['cache-control']).not.toContain('s-maxage');
    api.searchFails = false;
    const back = await get('/search');
    expect(back.headers['x-cache']).toBe('MISS');
    expect(back.body).not.toContain('search is not responding');
    expect((await get('/search')).headers['x-cache']).toBe('HIT');
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
  it('gives every page a policy that names the hash of each of its inline scripts and styles, and no nonce', async () => {
    await get('/o-nas');
    for (const response of [await get('/o-nas'), await get('/o-nas?token=secret'), await get('/nie-ma')]) {
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'sha256-[^']+' 'strict-dynamic'/);
      const inline = [...response.body.matchAll(/<(script|style)(?: data-href="[^"]*")?>([^<]*)<\/\1>/g)];
      expect(inline.map(([, tag]) => tag).sort()).toEqual(['script', 'style']);
      for (const [, tag, text] of inline) {
        const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
        expect(policy).toMatch(new RegExp(`${tag}-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
      }
      expect(response.body).not.toContain('nonce');
      expect(policy).not.toMatch(/nonce|unsafe-eval|(script|style)-src [^;]*unsafe-inline/);
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
