// Bad input through the shell is a 4xx, never a 5xx (fastify inject on buildShell): every page type of the sitemap,
// the preview route, /media and /api, with long, malformed, control-character and non-UTF-8 values. The fake
// content API is a Fastify server with the real one's router limits (slugs of at most 300 characters, a slug
// pattern, an integer id), and the fake remotes call it with their path parameters as the real ones do.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createElement } from 'react';
import {
  REMOTE_NAMES,
  type ExposedModuleId,
  type PageLoadContext,
  type PageModuleId,
  type SitemapNode,
} from '@ergoforma/shared-contracts';
import { buildShell } from '../app';
import { readConfig } from '../config';
import { ContentVersion } from '../content-version';
import type { ServerFederation } from '../federation';

const RIGHT_TOKEN = 'right-token';
const collection = (member: unknown[]) => ({ member, totalItems: member.length, page: 1, itemsPerPage: 50 });

let nextId = 1;
const node = (
  slug: string,
  nodeType: SitemapNode['nodeType'],
  action: SitemapNode['action'],
  resolver: string | null = null,
): SitemapNode => ({ id: nextId++, slug, nodeType, action, nodeReference: null, resolver, crumbs: [] });

/** Every page type of the site's sitemap. */
const NODES: SitemapNode[] = [
  node('', 'root', 'index'),
  node('produkty', 'product', 'list'),
  node('produkty/{category}', 'product', 'show_category'),
  node('produkty/{category}/{product}', 'product', 'show'),
  node('kontakt', 'contact', 'show'),
  node('kariera/oferty-pracy', 'others', 'list', 'job_offers'),
  node('szukaj', 'search', 'index'),
  node('aktualnosci/{slug}', 'post', 'show', 'posts'),
  node('mechanizmy/{slug}', 'others', 'show', 'mechanisms'),
  node('preview/page/{id}', 'article', 'preview'),
  node('preview/post/{id}', 'post', 'preview'),
  node('wzornik-tkanin', 'pattern', 'index'),
  node('logowanie', 'login', 'index'),
];

/** What the fake API saw: whether it answers, and the calls that must never reach it. */
const api = { down: false, adminCalls: 0, previewForwardedFor: [] as string[] };

async function fakeApi(): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { maxParamLength: 300 } });
  app.addHook('onRequest', async (request, reply) => {
    if (api.down) reply.raw.destroy();
    if (/^\/api\/admin/i.test(decodeURIComponent(request.url))) api.adminCalls += 1;
  });
  app.get('/api/content_version', async () => ({ version: 'v1' }));
  app.get('/api/legacy_redirects', async () => collection([]));
  app.get('/api/sitemap_nodes', async () => collection(NODES));
  app.get(
    '/api/items/:slug',
    { schema: { params: { type: 'object', properties: { slug: { type: 'string', pattern: '^[a-z0-9-]+$' } } } } },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      return ['nova', 'krzesla-obrotowe'].includes(slug) ? { slug } : reply.code(404).send({ code: '404' });
    },
  );
  app.get(
    '/api/:type/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'integer' } } } } },
    async (request, reply) => {
      api.previewForwardedFor.push(String(request.headers['x-forwarded-for']));
      const token = request.headers['x-preview-token'];
      if (token !== RIGHT_TOKEN) return reply.code(403).send({ code: '403', message: 'pageData error' });
      return { title: 'Draft' };
    },
  );
  app.get('/media/*', async (_request, reply) => reply.type('image/svg+xml').send('<svg/>'));
  app.get('/api/admin/*', async () => ({ secret: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Like the real remotes: a page loads its record by each path parameter; a preview loads its draft by id. */
async function loadByParameters(context: PageLoadContext): Promise<unknown> {
  if (context.node.action === 'preview') {
    const id = Number(context.params.id);
    return context.node.nodeType === 'post'
      ? context.api.services.postPreview.preview(id)
      : context.api.services.pagePreview.preview(id);
  }
  for (const value of Object.values(context.params)) await context.api.get(`/api/items/${encodeURIComponent(value)}`);
  return {};
}

const PAGE_MODULES: PageModuleId[] = [
  'content/ContentPage',
  'catalogue/ProductList',
  'catalogue/ProductPage',
  'search/SearchPage',
  'content/PatternsPage',
  'content/LoginPage',
  'content/NewsDetail',
  'careers/JobOffers',
  'content/MechanismDetail',
];

function fakeFederation(discovery: ServerFederation['discovery']): ServerFederation {
  const region = { load: async () => ({ menus: [] }), Component: () => createElement('nav', null, 'menu') };
  const page = {
    layout: 'default' as const,
    load: loadByParameters,
    head: () => ({ title: 'Page' }),
    Component: () => createElement('h1', null, 'Page'),
  };
  const modules: Partial<Record<ExposedModuleId, unknown>> = {
    'chrome/Header': region,
    'chrome/Footer': region,
    ...Object.fromEntries(PAGE_MODULES.map((id) => [id, page])),
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

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shell-hostile-'));
  await writeFile(path.join(dir, 'remotes.json'), JSON.stringify(discovery));
  apiServer = await fakeApi();
  const address = apiServer.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const silent = { info: () => undefined, warn: () => undefined };
  shell = await buildShell(
    {
      ...readConfig({}),
      apiUrl,
      discovery: path.join(dir, 'remotes.json'),
      browserBuildDir: dir,
      serverBuildDir: dir,
    },
    {
      logger: false,
      federation: fakeFederation(discovery),
      contentVersion: new ContentVersion({ apiUrl, pollMs: 3_600_000, log: silent }),
    },
  );
});

afterAll(async () => {
  await shell?.close();
  await apiServer?.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  api.down = false;
});

const get = (url: string, headers: Record<string, string> = {}) => shell.inject({ method: 'GET', url, headers });

const LONG = 'a'.repeat(301);

/** Values tried in every path parameter, as written in the request target. */
const HOSTILE_VALUES: readonly string[] = [
  LONG,
  'x'.repeat(3_000),
  'Nova',
  'a.b',
  '..',
  '%2e%2e%2f%2e%2e%2f',
  '%09',
  '%09%09',
  '%0A',
  '%0D%0ASet-Cookie:%20x=1',
  '%E2%80%A8',
  '%00',
  '%FF',
  '%E0%A4%A',
  '%C3%28',
  '%',
  '%ZZ',
  '%F0%9F%AA%91',
  '1e309',
  '-1',
  '__proto__',
  '%3Cscript%3E',
];

const HOSTILE_PATHS: readonly string[] = [
  '/%09/%09',
  '/%09/',
  '/%09',
  '/%FF',
  '/%E0%A4%A',
  '//evil.example/x',
  '/\\evil.example/x',
  `/${'a'.repeat(3_000)}`,
  '/media/%E0%A4%A',
  '/media/..%2f..%2fsite.db',
  '/api/%E0%A4%A',
  '/api/items/%FF',
  '/api/admin',
];

const HOSTILE_TOKENS: readonly string[] = [
  '%E2%80%A8',
  '%00',
  '%0A',
  '%F0%9F%AA%91',
  '%C3%A9',
  '%FF',
  'x'.repeat(3_000),
];

/** Every request target of the fuzz: each slug pattern with each value in each parameter, and the rest. */
function targets(): string[] {
  const all = [...HOSTILE_PATHS];
  for (const { slug } of NODES)
    for (const name of [...slug.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))
      for (const value of HOSTILE_VALUES)
        all.push(`/${slug.replace(/\{(\w+)\}/g, (_, other: string) => (other === name ? value : 'krzesla-obrotowe'))}`);
  for (const token of HOSTILE_TOKENS) all.push(`/preview/page/12?token=${token}`, `/preview/post/12?token=${token}`);
  for (const value of HOSTILE_VALUES) all.push(`/media/${value}`, `/api/items/${value}`, `/szukaj?q=${value}`);
  return all;
}

async function statuses(list: string[]): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  for (const target of list) answers.set(target, (await get(target)).statusCode);
  return answers;
}

describe('hostile input through the shell', () => {
  it('never gets a 5xx, on any page type, the preview route, /media or /api', async () => {
    const answers = await statuses(targets());
    const serverErrors = [...answers].filter(([, status]) => status >= 500);
    expect(serverErrors.map(([target, status]) => `${status} ${target.slice(0, 80)}`)).toEqual([]);
  });

  it('gets only 502 or 503 while the API is down', async () => {
    api.down = true;
    const answers = await statuses(targets());
    const unexpected = [...answers].filter(([, status]) => status >= 500 && status !== 502 && status !== 503);
    expect(unexpected.map(([target, status]) => `${status} ${target.slice(0, 80)}`)).toEqual([]);
    expect(answers.get(`/media/${LONG}`)).toBe(502);
  });

  it.each([
    `/aktualnosci/${LONG}`,
    `/mechanizmy/${LONG}`,
    `/produkty/krzesla-obrotowe/${LONG}`,
    `/produkty/${LONG}`,
    '/%09/%09',
    '/%09/',
    '/produkty/%E0%A4%A',
    '/produkty/%FF',
  ])('answers the 404 page for %s', async (target) => {
    const response = await get(target);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each(HOSTILE_TOKENS)('takes the preview token %s for a wrong one (403)', async (token) => {
    expect((await get(`/preview/page/12?token=${token}`)).statusCode).toBe(403);
    expect((await get(`/preview/post/12?token=${token}`)).statusCode).toBe(403);
  });

  it('answers 502 for /media while the API is down, as for /api', async () => {
    api.down = true;
    expect((await get('/media/products/nova.webp')).statusCode).toBe(502);
    expect((await get('/api/items/nova')).statusCode).toBe(502);
  });
});

describe('the admin API', () => {
  it.each([
    '/api/admin',
    '/api/admin/',
    '/api/admin/forms?x=1',
    '/api/admin/x/y',
    '/api/%61dmin/forms',
    '/api/ADMIN/forms',
    '/api//admin/forms',
    '/api/./admin/forms',
    '/api/items/../admin/forms',
    '/api/items/%2e%2e/admin/forms',
    '/api/admin;x=1/forms',
  ])('is never reached through the shell: %s answers 404', async (target) => {
    const calls = api.adminCalls;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await shell.inject({ method, url: target, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(404);
    }
    expect(api.adminCalls).toBe(calls);
  });

  it('still forwards the rest of /api', async () => {
    expect((await get('/api/items/nova')).json()).toEqual({ slug: 'nova' });
  });
});

describe('a draft preview through the shell', () => {
  it('tells the API the visitor address, as the /api proxy does, so wrong tokens count per visitor', async () => {
    api.previewForwardedFor.length = 0;
    await shell.inject({ method: 'GET', url: '/preview/page/12?token=wrong', remoteAddress: '203.0.113.7' });
    await shell.inject({
      method: 'GET',
      url: '/preview/post/12',
      remoteAddress: '198.51.100.4',
      headers: { 'x-preview-token': RIGHT_TOKEN, 'x-forwarded-for': '192.0.2.1' },
    });
    expect(api.previewForwardedFor).toEqual(['203.0.113.7', '198.51.100.4']);
  });
});
