// The shell's HTTP server: static assets, the /api and /media proxy to the content API, health, and every
// other GET rendered as a page.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '@ergoforma/shared-contracts';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { registerApiProxy } from './api-proxy';
import { forwardedForOf } from './forwarded-for';
import type { ShellConfig } from './config';
import { ServerFederation } from './federation';
import { RemoteDirectory } from './remote-directory';

/** The contracts version this shell was built with; remotes must share its major version. */
const CONTRACTS_VERSION: string = (require('@ergoforma/shared-contracts/package.json') as { version: string }).version;
import { InlineStylesheets } from './inline-styles';
import { apiClientFor, renderSlots } from './render-page';
import {
  keepLegacyRedirectsFresh,
  LegacyRedirects,
  loadLegacyRedirectRows,
  registerLegacyRedirects,
} from './legacy-redirects';
import { ApiCalls, recordingFetch, rememberingApiFetch } from './api-answers';
import { ContentVersion } from './content-version';
import { followSiteRedirects, loadSiteRedirectRows, SiteRedirects, touchesRedirects } from './site-redirects';
import { loggerOptions, timeoutOptions } from '@ergoforma/shared-contracts/server';
import { everyPageFonts } from './font-preloads';
import { PageCache } from './page-cache';
import { observePageCacheSize, observeVersionShares, requestDuration, routeKind } from './metrics';
import { versionChoiceOf } from './release-assignment';
import { registerReleaseRoutes } from './release-routes';
import { createPageRoute } from './page-route';
import { decodableTarget } from './page-url';
import { contentSecurityPolicy, registerSecurityHeaders } from './security-headers';
import { shellBuildId } from './shell-build';
import { SitemapCache } from './sitemap-cache';
import { robotsTxt, SitemapIndex } from './sitemap-xml';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#199ecb"/><path d="M9 10h14M9 16h11M9 22h14" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>`;

export interface ShellOptions {
  logger?: boolean;
  /**
   * The legacy 301 table; the built-in rows (docs/behaviour.md#legacy-redirects) by default, plus the API's rows
   * (legacy-redirects.ts).
   */
  legacyRedirects?: LegacyRedirects;
  /** Test seam: replaces the Module Federation loader (e.g. with in-process fake remotes). */
  federation?: ServerFederation;
  /** Test seam: the content version follower (tests poll it themselves). */
  contentVersion?: ContentVersion;
}

export async function buildShell(config: ShellConfig, options: ShellOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(process.env.LOG_LEVEL ?? 'warn'),
    // request.ip, in the shell's own logs: the visitor, as far as the trusted hops in front of the shell tell.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ...timeoutOptions(config.timeouts),
    rewriteUrl: (request) => decodableTarget(request.url ?? '/'),
  });
  // The remotes' versions: fixed in tests, otherwise followed live from the discovery document
  // (docs/deployment.md#releasing-one-remote).
  const directory = options.federation
    ? null
    : await RemoteDirectory.open({
        discovery: config.discovery,
        allowedOrigins: config.allowedRemoteOrigins,
        timeoutMs: config.remoteTimeoutMs,
        contractsVersion: CONTRACTS_VERSION,
        pollMs: config.discoveryPollMs,
        allowUnpinned: config.allowUnpinnedRemotes,
        guard: config.canaryGuard,
        log: app.log,
      });
  directory?.watch();
  app.addHook('onClose', async () => directory?.close());
  const federation = (): ServerFederation => options.federation ?? directory!.federation();
  // Canaries and QA pins (docs/deployment.md#releasing): each visitor's version set, the versions' shares.
  const release = (request: FastifyRequest) =>
    directory?.federationFor(versionChoiceOf(request.headers, config.pinSecret)) ?? {
      federation: federation(),
      pinned: false,
    };
  const versionShares = () =>
    directory?.shares() ??
    Object.values(federation().discovery.remotes).map((remote) => ({
      remote: remote.name,
      version: remote.version,
      track: 'stable' as const,
      share: 100,
    }));
  observeVersionShares(versionShares);
  const contentVersion =
    options.contentVersion ??
    new ContentVersion({ apiUrl: config.apiUrl, pollMs: config.contentVersionPollMs, log: app.log });
  await (options.contentVersion ? contentVersion.poll() : contentVersion.start());
  app.addHook('onClose', async () => contentVersion.stop());
  const apiFetch = rememberingApiFetch(contentVersion, config.apiAnswerCacheBytes);
  const apiClients = new Map(LOCALES.map((locale) => [locale, apiClientFor(config, locale, apiFetch)]));
  const api = (locale: Locale, calls?: ApiCalls) =>
    calls ? apiClientFor(config, locale, recordingFetch(apiFetch, calls)) : apiClients.get(locale)!;
  const sitemap = new SitemapCache(api, () => contentVersion.current);
  const siteIndex = new SitemapIndex(config.publicOrigin, api, undefined, () => contentVersion.current);
  const styles = new InlineStylesheets(config.remoteTimeoutMs);

  app.addHook('onRequest', async (request, reply) => {
    const started = performance.now();
    // 'finish' also comes for pages, which write to the raw response themselves.
    reply.raw.once('finish', () =>
      requestDuration.observe(
        { route: routeKind(request.url), status: String(reply.raw.statusCode) },
        (performance.now() - started) / 1000,
      ),
    );
  });
  await registerSecurityHeaders(app, config.publicOrigin);
  // Before every route, the page renderer included (docs/behaviour.md#legacy-redirects).
  const legacyRedirects = options.legacyRedirects ?? new LegacyRedirects();
  // And the site's own, made when the back office changes an address (site-redirects.ts).
  const siteRedirects = new SiteRedirects();
  registerLegacyRedirects(app, {
    // An old address whose target has moved since leads straight to where it is now: one hop.
    lookup: (pathname) => {
      const legacy = legacyRedirects.lookup(pathname);
      return legacy === null ? siteRedirects.lookup(pathname) : (siteRedirects.lookup(legacy) ?? legacy);
    },
  });
  const siteRows = await followSiteRedirects(
    siteRedirects,
    () => loadSiteRedirectRows(apiClientFor(config, 'pl'), config.publicOrigin),
    (listener) => contentVersion.onChange(listener),
    app.log,
  );
  app.addHook('onClose', async () => siteRows.stop());
  const legacyRows = keepLegacyRedirectsFresh(
    legacyRedirects,
    () => loadLegacyRedirectRows(apiClientFor(config, 'pl'), config.publicOrigin),
    app.log,
    { onChange: (listener) => contentVersion.onChange((keys) => touchesRedirects(keys) && listener()) },
  );
  app.addHook('onClose', async () => legacyRows.stop());
  await legacyRows.ready;

  // Text answers (JSON, XML, SVG, the API's answers when it did not compress them itself) are compressed on the
  // way out; pages are compressed by the page renderer (page-response.ts), static files at build time.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: config.browserBuildDir,
    prefix: '/assets/',
    cacheControl: false,
    preCompressed: true,
    // Source maps are for error reporting (dist/sourcemaps/), never served.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    // Entry files keep their names between releases; chunks and fonts carry a content hash.
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        /\/main\.(js|css)(\.br|\.gz)?$/.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  const forwardedFor = forwardedForOf(config.trustProxy);
  await registerApiProxy(app, { apiUrl: config.apiUrl, forwardedFor });

  app.get('/favicon.svg', (_, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON),
  );
  app.get('/favicon.ico', (_, reply) => reply.redirect('/favicon.svg', 301));
  app.get('/healthz', async () => ({
    status: 'ok',
    contractsVersion: CONTRACTS_VERSION,
    shares: versionShares(),
    remotes:
      directory?.status() ??
      Object.fromEntries(
        Object.values(federation().discovery.remotes).map((remote) => [
          remote.name,
          { version: remote.version, contractsVersion: remote.contractsVersion, state: 'active' },
        ]),
      ),
  }));

  app.get('/robots.txt', (_, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.publicOrigin)),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const xml = await siteIndex.xml();
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
    } catch (error) {
      request.log.error(error, 'sitemap.xml failed');
      return reply
        .code(503)
        .header('retry-after', '60')
        .type('text/plain; charset=utf-8')
        .send('Sitemap temporarily unavailable');
    }
  });

  registerReleaseRoutes(app, {
    pinSecret: config.pinSecret,
    secure: config.publicOrigin.startsWith('https:'),
    knownVersions: versionShares,
    onBrowserError: (remote, version) => directory?.recordBrowserError(remote, version),
  });

  const pageCache = new PageCache(config.pageCache);
  // A change of content drops the pages that show it (all of them when the API cannot say which).
  contentVersion.onChange((keys) => pageCache.invalidate(keys));
  observePageCacheSize(() => pageCache.size);
  app.get(
    '/*',
    createPageRoute({
      render: {
        config,
        api,
        sitemap,
        shellAssets: {
          js: '/assets/main.js',
          css: '/assets/main.css',
          fonts: everyPageFonts(config.browserBuildDir),
        },
        styles,
        slots: renderSlots(config.renderConcurrency),
        log: app.log,
        onRegions: (used, outcomes) => directory?.recordRegions(used, outcomes),
      },
      federation,
      release,
      cache: pageCache,
      policy: config.pageCache,
      contentVersion,
      shellBuild: shellBuildId([config.browserBuildDir, config.serverBuildDir]),
      publicOrigin: config.publicOrigin,
      contentSecurityPolicy: (inline) =>
        contentSecurityPolicy({
          inline,
          remoteOrigins: config.allowedRemoteOrigins,
          https: config.publicOrigin.startsWith('https:'),
        }),
      forwardedFor,
      log: app.log,
    }),
  );

  return app;
}
