// Progressive delivery of one remote, end to end (docs/deployment.md#releasing): two real builds of the content
// remote released with the release script, a shell (buildShell, fake content API) following the discovery
// document, and a second replica (a RemoteDirectory on the same file) that learns of a rollback through it.
// Canary share and stickiness, promote and abort without a restart, a broken canary rolled back by itself, and
// QA pins.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SitemapNode } from '@ergoforma/shared-contracts';
import { keepReleaseBucket } from '../../client/release-bucket';
import { buildShell } from '../app';
import { readConfig } from '../config';
import { ContentVersion } from '../content-version';
import { registry } from '../metrics';
import { pageKey } from '../page-key';
import { signPins } from '../pin-link';
import { versionChoiceOf } from '../release-assignment';
import { RemoteDirectory, type RemoteStatus } from '../remote-directory';
import { releaseFixture, type ReleaseFixture } from './remote-release-fixture';

const PIN_SECRET = 'a test secret that signs pins';
const MIN_RENDERS = 20;

let fixture: ReleaseFixture;
let apiServer: FastifyInstance;
let shell: FastifyInstance;
let buildDir: string;
/** Another shell replica on the same discovery document. */
let replica: RemoteDirectory;

const page = (body: string) => `import { createElement } from 'react';
export default {
  layout: 'default',
  load: async () => null,
  head: () => ({ title: 'Strona' }),
  Component: () => ${body},
};`;
const says = (text: string) => page(`createElement('p', { className: 'release-text' }, ${JSON.stringify(text)})`);

async function fakeApi(): Promise<FastifyInstance> {
  const app = Fastify();
  const node = { id: 2, slug: 'o-nas', nodeType: 'article', action: 'show', nodeReference: null, resolver: null };
  app.get('/api/content_version', async () => ({ version: 'v1' }));
  app.get('/api/sitemap_nodes', async () => ({
    member: [
      { ...node, id: 1, slug: '', nodeType: 'root', action: 'index', crumbs: [] } as unknown as SitemapNode,
      { ...node, crumbs: [] },
    ],
    totalItems: 2,
    page: 1,
    itemsPerPage: 50,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const healthz = async (): Promise<RemoteStatus> =>
  (JSON.parse((await shell.inject('/healthz')).body) as { remotes: { content: RemoteStatus } }).remotes.content;

/** Waits until the shell, following the document, reports what `done` looks for. */
async function until(done: (status: RemoteStatus) => boolean): Promise<RemoteStatus> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const status = await healthz();
    if (done(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the shell did not follow the document: ${JSON.stringify(await healthz())}`);
}

/** A visitor's view of one page: status, the content region's version and text, the version the browser loads. */
async function visit(cookie?: string, url = '/o-nas') {
  const response = await shell.inject({ url, headers: cookie ? { cookie } : {} });
  const body = response.body;
  return {
    status: response.statusCode,
    headers: response.headers,
    region: /data-remote="content" data-remote-version="([^"]+)"/.exec(body)?.[1],
    text: /class="release-text">([^<]+)</.exec(body)?.[1] ?? null,
    hydrates: /"content":\{"version":"([^"]+)"/.exec(body)?.[1],
  };
}

/** A first-time visitor's browser: draws its bucket as the page's script does, and returns its cookie. */
function newVisitor(random: () => number = Math.random): string {
  const browser = { cookie: '', location: { protocol: 'http:' } } as unknown as Document;
  keepReleaseBucket(browser, random);
  return browser.cookie.split(';')[0];
}

beforeAll(async () => {
  // The other remotes are not served here: their regions show their fallback, and say so on the console.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fixture = await releaseFixture('http://127.0.0.1:9');
  apiServer = await fakeApi();
  const address = apiServer.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  buildDir = await mkdtemp(path.join(tmpdir(), 'ef-canary-shell-'));
  await fixture.build(says('Wersja stabilna'), 'stable');
  fixture.run('release-remote.js');
  const silent = { info: () => undefined, warn: () => undefined };
  shell = await buildShell(
    {
      ...readConfig({}),
      apiUrl,
      discovery: fixture.discovery,
      allowedRemoteOrigins: [fixture.origin],
      browserBuildDir: buildDir,
      serverBuildDir: buildDir,
      pinSecret: PIN_SECRET,
      canaryGuard: { minRenders: MIN_RENDERS, margin: 0.1 },
    },
    { logger: false, contentVersion: new ContentVersion({ apiUrl, pollMs: 3_600_000, log: silent }) },
  );
  replica = await RemoteDirectory.open({
    discovery: fixture.discovery,
    allowedOrigins: [fixture.origin],
    timeoutMs: 5000,
    contractsVersion: '1.0.0',
    log: silent,
  });
}, 120_000);

afterAll(async () => {
  replica?.close();
  await shell?.close();
  await apiServer?.close();
  await fixture?.close();
  await rm(buildDir, { recursive: true, force: true });
});

it('gives a canary to its share of visitors, each keeping one version; promote and abort need no restart', async () => {
  const stable = fixture.content().stable.version;
  await fixture.build(says('Wersja kanarkowa'), 'canary');
  fixture.run('release-remote.js', '--canary', '10');
  const canary = fixture.content().canary!.remote.version;
  await until((status) => status.canary?.state === 'active');
  expect(await healthz()).toMatchObject({ version: stable, canary: { version: canary, share: 10, state: 'active' } });
  await replica.reload();

  // 2,000 first visits: each browser draws its bucket once; its version is the one of every later page.
  let canaryVisitors = 0;
  for (let index = 0; index < 2000; index += 1) {
    const cookie = newVisitor();
    const { federation } = replica.federationFor(versionChoiceOf({ cookie }, PIN_SECRET));
    if (federation.discovery.remotes.content.version === canary) canaryVisitors += 1;
  }
  expect(canaryVisitors / 2000).toBeGreaterThanOrEqual(0.07);
  expect(canaryVisitors / 2000).toBeLessThanOrEqual(0.13);
  // A canary page and a stable page are different entries of the page cache.
  const keyOf = (bucket: number) =>
    pageKey({
      url: new URL('http://localhost/o-nas'),
      variant: 'first-visit',
      federation: replica.federationFor({ bucket }).federation,
      contentVersion: 'v1',
      shellBuild: 'shell',
      queryParameters: [],
    }).key;
  expect(keyOf(0)).not.toBe(keyOf(50));
  expect(keyOf(0)).toBe(keyOf(9));

  // Through the shell: a first view (no cookie) is stable; then five pages on the visitor's one version, whose
  // code rendered the region and whose entry the browser is told to load (so hydration runs the same build).
  expect(await visit()).toMatchObject({ status: 200, region: stable, text: 'Wersja stabilna' });
  for (const bucket of [0, 5, 9, 10, 50, 99]) {
    const cookie = `ef_release=${bucket}`;
    const expected =
      bucket < 10 ? { version: canary, text: 'Wersja kanarkowa' } : { version: stable, text: 'Wersja stabilna' };
    for (let pageView = 0; pageView < 5; pageView += 1) {
      expect(await visit(cookie)).toMatchObject({
        status: 200,
        region: expected.version,
        hydrates: expected.version,
        text: expected.text,
      });
    }
  }
  // Crawlers get stable whatever their cookie says.
  const crawler = await shell.inject({
    url: '/o-nas',
    headers: { cookie: 'ef_release=0', 'user-agent': 'Googlebot/2.1' },
  });
  expect(crawler.body).toContain(`data-remote-version="${stable}"`);

  const metrics = await registry.metrics();
  expect(metrics).toContain(
    `shell_remote_version_share_percent{remote="content",version="${canary}",track="canary"} 10`,
  );
  expect(metrics).toContain(
    `shell_remote_version_share_percent{remote="content",version="${stable}",track="stable"} 90`,
  );
  expect(metrics).toMatch(new RegExp(`shell_remote_renders_total\\{remote="content",version="${canary}"\\} \\d+`));

  fixture.run('release-remote.js', '--promote');
  await until((status) => status.version === canary && status.canary === undefined);
  expect(await visit('ef_release=99')).toMatchObject({ region: canary, text: 'Wersja kanarkowa' });

  await fixture.build(says('Wersja trzecia'), 'third');
  fixture.run('release-remote.js', '--canary', '50');
  const third = fixture.content().canary!.remote.version;
  await until((status) => status.canary?.version === third && status.canary.state === 'active');
  expect(await visit('ef_release=0')).toMatchObject({ region: third, text: 'Wersja trzecia' });
  fixture.run('release-remote.js', '--abort');
  await until((status) => status.canary === undefined);
  expect(await visit('ef_release=0')).toMatchObject({ region: canary, text: 'Wersja kanarkowa' });
  expect(fixture.content()).toEqual({ stable: expect.objectContaining({ version: canary }) });
}, 180_000);

it('shows a pinned version to the pinned browser only; a tampered or expired pin changes nothing', async () => {
  const stable = fixture.content().stable.version;
  // A release candidate: published beside stable for no visitor, only for browsers that pin it.
  await fixture.build(says('Kandydat'), 'candidate');
  fixture.run('release-remote.js', '--canary', '0');
  const candidate = fixture.content().canary!.remote.version;
  await until((status) => status.canary?.version === candidate && status.canary.state === 'active');
  expect(await visit('ef_release=0')).toMatchObject({ region: stable });

  const token = signPins({ content: candidate }, new Date(Date.now() + 60 * 60_000), PIN_SECRET);
  const link = await shell.inject(`/_pin?token=${token}`);
  expect(link.statusCode).toBe(303);
  expect(link.headers['set-cookie']).toMatch(
    new RegExp(`^ef_pin=${token.replace(/[.+]/g, '\\$&')}; Max-Age=(359\\d|3600); Path=/; HttpOnly; SameSite=Lax$`),
  );

  const pinned = await visit(`ef_release=50; ef_pin=${token}`);
  expect(pinned).toMatchObject({ status: 200, region: candidate, hydrates: candidate, text: 'Kandydat' });
  // Never cached: not for others, not by any shared cache.
  expect(pinned.headers['cache-control']).toBe('private, no-store');
  expect(pinned.headers['x-cache']).toBe('BYPASS');
  expect(await visit('ef_release=50')).toMatchObject({ region: stable });
  expect(await visit(`ef_release=50; ef_pin=${token}`, '/o-nas?debug=regions')).toMatchObject({ region: candidate });

  const [payload, signature] = token.split('.');
  const tampered = `${Buffer.from(Buffer.from(payload, 'base64url').toString().replace('"content"', '"search"')).toString('base64url')}.${signature}`;
  const expired = signPins({ content: candidate }, new Date(Date.now() - 1000), PIN_SECRET);
  const otherSecret = signPins({ content: candidate }, new Date(Date.now() + 60_000), 'another secret');
  for (const bad of [tampered, expired, otherSecret, `${token}x`, 'garbage']) {
    expect(await visit(`ef_pin=${bad}`)).toMatchObject({ status: 200, region: stable });
    const badLink = await shell.inject(`/_pin?token=${encodeURIComponent(bad)}`);
    expect(badLink.statusCode).toBe(303);
    expect(badLink.headers['set-cookie']).toMatch(/^ef_pin=; Max-Age=0/);
  }
  fixture.run('release-remote.js', '--abort');
  await until((status) => status.canary === undefined);
}, 120_000);

it('rolls a broken canary back by itself within the configured renders; stable pages stay 200', async () => {
  const stable = fixture.content().stable.version;
  await fixture.build(page(`{ throw new Error('the canary is broken'); }`), 'broken');
  fixture.run('release-remote.js', '--canary', '50');
  const broken = fixture.content().canary!.remote.version;
  // It passes the checks (its module loads): only rendering it fails.
  await until((status) => status.canary?.version === broken && status.canary.state === 'active');

  let requests = 0;
  let fellBack = 0;
  while ((await healthz()).canary?.state === 'active' && requests < 10 * MIN_RENDERS) {
    const view = await visit(`ef_release=${requests % 100}`);
    requests += 1;
    expect(view.status).toBe(200);
    if (view.region === broken) {
      expect(view.text).toBeNull();
      fellBack += 1;
    } else expect(view).toMatchObject({ region: stable, text: 'Wersja kanarkowa' });
  }
  expect(fellBack).toBe(MIN_RENDERS);
  expect(requests).toBeLessThanOrEqual(2 * MIN_RENDERS + 1);
  expect(await healthz()).toMatchObject({
    version: stable,
    canary: {
      version: broken,
      state: 'rolled-back',
      reason: expect.stringMatching(/failure rate 100\.0 % over 20 renders/),
    },
  });
  // Out of rotation at once: the canary's visitors are back on stable.
  expect(await visit('ef_release=0')).toMatchObject({ status: 200, region: stable });
  // The other replica learns of it through the document, which now records why.
  await until(() => fixture.content().canary === undefined);
  await replica.reload();
  expect(replica.federationFor({ bucket: 0 }).federation.discovery.remotes.content.version).toBe(stable);
  expect(replica.status().content.canary).toMatchObject({ version: broken, state: 'rolled-back' });
}, 120_000);

it('rolls back a canary that renders on the server but fails in the browsers, which report it', async () => {
  const stable = fixture.content().stable.version;
  await fixture.build(says('Kanarek, który psuje się w przeglądarce'), 'fails-in-browser');
  fixture.run('release-remote.js', '--canary', '50');
  const canary = fixture.content().canary!.remote.version;
  await until((status) => status.canary?.version === canary && status.canary.state === 'active');
  let renders = 0;
  for (let visitor = 0; renders < MIN_RENDERS; visitor += 1) {
    if ((await visit(`ef_release=${visitor % 100}`)).region === canary) renders += 1;
  }
  // Every server render went well: on those alone the canary stays.
  expect((await healthz()).canary).toMatchObject({ version: canary, state: 'active' });
  const report = (address: string) =>
    shell.inject({
      method: 'POST',
      url: '/_beacon',
      payload: JSON.stringify({ remote: 'content', version: canary, kind: 'hydration' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      remoteAddress: address,
    });
  for (let browser = 0; browser < 3; browser += 1) expect((await report(`10.9.0.${browser}`)).statusCode).toBe(204);
  expect(await healthz()).toMatchObject({
    version: stable,
    canary: {
      version: canary,
      state: 'rolled-back',
      reason: expect.stringMatching(/failure rate 15\.0 % over 20 renders/),
    },
  });
}, 120_000);
