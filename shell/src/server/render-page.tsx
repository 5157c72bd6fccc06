// Server rendering of one page: route with the sitemap, load the remote modules and their data, stream the HTML
// with the state embedded (docs/architecture.md#rendering-and-data).
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pLimit from 'p-limit';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { FastifyBaseLogger } from 'fastify';
import type { i18n } from 'i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  createApiClient,
  createI18n,
  createSiteStores,
  EVERY_PAGE_KEYS,
  splitLocaleFromPath,
  type ApiClient,
  type ExposedModuleId,
  type FetchLike,
  type Locale,
  type RemoteName,
  type SiteServices,
  type Visitor,
} from '@ergoforma/shared-contracts';
import { shellTranslations, SHELL_NAMESPACE } from '../app/i18n/shell-translations';
import { canonicalUrl } from '../app/head/head-tags';
import { pageAlternates, pageDocumentHead } from '../app/head/page-head';
import { statusOf } from '../app/loaders';
import { createRoutes } from '../app/routes';
import { ModuleRegistry, type ShellServices } from '../app/services';
import { ShellApp } from '../app/shell-app';
import {
  versionsOf,
  type EmbeddedState,
  type PageLoaderResult,
  type RemoteVersion,
  type RootLoaderResult,
} from '../app/state';
import { ApiCalls } from './api-answers';
import type { ShellConfig } from './config';
import { remoteOf, type ServerFederation } from './federation';
import { fetchFor } from './forwarded-for';
import { headHtml } from './head-html';
import { pageReporter } from './page-log';
import { documentEnd, documentStart, type ShellAssets } from './html-document';
import type { InlineStylesheets, PageStylesheet, StylesheetFile } from './inline-styles';
import type { PageSink, PageStart } from './page-sink';
import { RenderHealth, type RegionOutcome } from './region-health';
import { sanitizeHtml } from './sanitize';
import { SitemapCache } from './sitemap-cache';

export interface RenderDependencies {
  config: ShellConfig;
  /**
   * The API client of a language (api-answers.ts remembers its answers); given `calls`, one that records in it
   * what the render's calls answered.
   */
  api: (locale: Locale, calls?: ApiCalls) => ApiClient;
  sitemap: SitemapCache;
  shellAssets: ShellAssets;
  /** Reads stylesheets to inline them; without it the page links them. */
  styles?: InlineStylesheets;
  /** Runs renders a few at a time, first come first served (renderSlots). */
  slots: RenderSlots;
  /** Where a page's failures are told, one line each (page-log.ts). */
  log: FastifyBaseLogger;
  /** Told how each remote's regions fared in a finished render (health per version, canary guard). */
  onRegions?: (federation: ServerFederation, outcomes: Map<RemoteName, RegionOutcome>) => void;
}

export type RenderSlots = <T>(render: () => Promise<T>) => Promise<T>;

/**
 * At most `concurrency` renders at a time, the others wait in arrival order. Rendering is CPU work: fifty renders
 * interleaved finish no sooner in total than one after the other, but each of them waits for all the others
 * (the slowest waited seconds) and all of them hold their page in memory meanwhile.
 */
export function renderSlots(concurrency: number): RenderSlots {
  const limit = pLimit(Math.max(1, Math.floor(concurrency)));
  return (render) => limit(() => nextTurn().then(render));
}

/**
 * Resolves on the event loop's next turn. With the API's answers remembered, a render runs on promise callbacks
 * alone, and so would the next one started when it ends: without this turn, the queued renders ran back to back
 * in one go (the event loop stalled for seconds), and requests that arrived meanwhile were not even read.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The shell's stylesheet, then each module's, once each. */
async function pageStylesheets(
  deps: RenderDependencies,
  federation: ServerFederation,
  modules: ExposedModuleId[],
): Promise<PageStylesheet[]> {
  const shellCss: StylesheetFile = {
    href: deps.shellAssets.css,
    source: path.join(deps.config.browserBuildDir, path.basename(deps.shellAssets.css)),
  };
  const moduleCss = (await Promise.all(modules.map((id) => federation.stylesheetFiles(id)))).flat();
  const files = [shellCss, ...moduleCss].filter(
    (file, index, all) => all.findIndex((other) => other.href === file.href) === index,
  );
  return deps.styles ? deps.styles.read(files) : files.map(({ href }) => ({ href, css: null }));
}

export function apiClientFor(config: ShellConfig, locale: Locale, fetch?: FetchLike, previewToken?: string): ApiClient {
  return createApiClient({ baseUrl: config.apiUrl, locale, timeoutMs: 5000, fetch, previewToken });
}

const i18nInstances = new WeakMap<ServerFederation, Map<Locale, i18n>>();

/**
 * The i18n instance of a language, shared by the renders of one discovery snapshot: only lookups happen while
 * rendering, and remotes add their namespace once. A new snapshot (a released remote) starts with fresh ones,
 * so new texts are picked up.
 */
function i18nFor(federation: ServerFederation, locale: Locale): i18n {
  let byLocale = i18nInstances.get(federation);
  if (!byLocale) {
    byLocale = new Map();
    i18nInstances.set(federation, byLocale);
  }
  let instance = byLocale.get(locale);
  if (!instance) {
    instance = createI18n(locale, { [SHELL_NAMESPACE]: shellTranslations });
    byLocale.set(locale, instance);
  }
  return instance;
}

/** What the routes' loaders use during one render. */
interface RenderServices extends Pick<PageRequest, 'federation' | 'forwardedFor'> {
  registry: ModuleRegistry;
  calls: ApiCalls;
  report: ShellServices['report'];
}

function serverServices(
  deps: RenderDependencies,
  { federation, forwardedFor, registry, calls, report }: RenderServices,
): ShellServices {
  return {
    async loadModule(id) {
      try {
        const module = await federation.loadModule(id);
        registry.set(id, module);
        return module;
      } catch (error) {
        registry.unavailable.add(remoteOf(id));
        throw error;
      }
    },
    // A draft preview asks the API with its token, past the answers remembered for everyone (api-answers.ts), and
    // for its visitor: the API limits wrong tokens per address.
    api: (locale, options) =>
      options?.previewToken
        ? apiClientFor(deps.config, locale, forwardedFor ? fetchFor(forwardedFor) : undefined, options.previewToken)
        : deps.api(locale, calls),
    sitemap: (locale) => deps.sitemap.get(locale),
    sanitizeHtml,
    report,
  };
}

/** The error page of a failed render has no inline script or style. */
const NO_INLINE = { scripts: [], styles: [] };

/**
 * True when `url` (path and the query the page reads) is the page's canonical address. Another address of the
 * same page (a query value that names no page, such as page=abc or an unknown tag, or a search phrase) is not a
 * page of its own, and is not kept: any number of such addresses cannot push real pages out of the cache.
 */
export function isCanonicalAddress(url: URL, canonical: string): boolean {
  const target = new URL(canonical, url);
  return target.pathname === url.pathname && target.search === url.search;
}

export interface PageRequest {
  url: URL;
  sink: PageSink;
  signal: AbortSignal;
  /** The request's one discovery snapshot: a remote swap never mixes versions within a page. */
  federation: ServerFederation;
  /** The visitor facts of the request's cookies (request-visitor.ts); part of the page's cache key. */
  visitor: Visitor;
  /** The X-Preview-Token header, for a draft preview (passed to the API, never logged or embedded). */
  previewToken?: string;
  /** The visitor's address for the API (forwarded-for.ts), sent with a draft preview's calls. */
  forwardedFor?: string;
}

/**
 * Renders a page into its sink, when a render slot is free. Resolves when the page has ended: complete when every
 * region had its remote. A request whose visitor left while it waited is not rendered (nothing is written).
 * `afterRender` runs once the page has ended, still in the render slot: work that follows each render (compressing
 * the page for the cache) then waits with the renders instead of piling up behind them.
 */
export function renderPage(
  request: PageRequest,
  deps: RenderDependencies,
  afterRender?: (rendered: { complete: boolean }) => Promise<void>,
): Promise<{ complete: boolean }> {
  return deps.slots(async () => {
    if (request.signal.aborted) return { complete: false };
    const rendered = await renderNow(request, deps);
    await afterRender?.(rendered);
    return rendered;
  });
}

async function renderNow(request: PageRequest, deps: RenderDependencies): Promise<{ complete: boolean }> {
  const { url, sink, signal, federation, visitor, previewToken } = request;
  const registry = new ModuleRegistry();
  const calls = new ApiCalls();
  const report = pageReporter(deps.log, url);
  const routes = createRoutes(serverServices(deps, { ...request, registry, calls, report }));
  const handler = createStaticHandler(routes);
  const headers: Record<string, string> = previewToken ? { 'x-preview-token': previewToken } : {};
  const context = await handler.query(new Request(url.href, { signal, headers }));
  if (context instanceof Response) {
    const location = context.headers.get('location') ?? '/';
    sink.start({ status: context.status, locale: 'pl', location, complete: false, cacheable: false, module: 'none' });
    sink.end();
    return { complete: false };
  }

  const root = context.loaderData.root as RootLoaderResult;
  const page = context.loaderData.page as PageLoaderResult | undefined;
  const status = statusOf(root, page);
  const complete =
    registry.unavailable.size === 0 &&
    !(root.kind === 'root' && root.chrome === null) &&
    !(page?.kind === 'page' && !page.available);
  const { locale } = splitLocaleFromPath(url.pathname);
  const modules: ExposedModuleId[] = registry.ids();
  const origin = deps.config.publicOrigin;
  const sitemapNodes = await deps.sitemap.get(locale).catch(() => null);
  const state: EmbeddedState = {
    origin,
    loaderData: { root, page },
    sitemap: sitemapNodes ? { locale, nodes: sitemapNodes } : null,
    remotes: renderedRemotes(federation),
    modules,
    visitor,
  };

  const i18n = i18nFor(federation, locale);
  const stores = createSiteStores({ site: { locale, pageAlternates: pageAlternates(root, page) } });
  const siteServices: SiteServices = {
    api: deps.api(locale, calls),
    sanitizeHtml,
    module: (id) => registry.get(id),
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <ShellApp
      stores={stores}
      shell={{
        origin,
        registry,
        i18nFor: () => i18n,
        servicesFor: () => siteServices,
        prefetch: () => undefined,
        remoteVersions: versionsOf(state.remotes),
      }}
      visitor={visitor}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ShellApp>
  );

  const { html: start, inline } = documentStart({
    locale,
    headLines: headHtml(pageDocumentHead({ origin, pathname: url.pathname, root, page })),
    leadImage: page?.kind === 'page' && status === 200 ? page.head.leadImage : undefined,
    stylesheets: await pageStylesheets(deps, federation, modules),
    scriptPreloads: [...new Set(modules.map(remoteOf))].map((name) => ({
      href: federation.discovery.remotes[name].browserEntry,
      integrity: federation.discovery.remotes[name].integrity?.browserEntry,
    })),
    shellAssets: deps.shellAssets,
  });
  // Loaders have run: every call the page's data needed has answered.
  const cacheable =
    complete &&
    !calls.failed &&
    isCanonicalAddress(url, canonicalUrl(origin, url.pathname, page?.kind === 'page' ? page.head : null));
  const module = page?.kind === 'page' ? page.moduleId : 'none';
  return streamPage(app, {
    request,
    deps,
    pageStart: { status, locale, complete, cacheable, inline, module },
    start,
    state,
    calls,
    registry,
    report,
  });
}

/** The exact versions a page is rendered with: the browser loads these, whatever is published meanwhile. */
function renderedRemotes(federation: ServerFederation): Partial<Record<RemoteName, RemoteVersion>> {
  const remotes: Partial<Record<RemoteName, RemoteVersion>> = {};
  for (const descriptor of Object.values(federation.discovery.remotes)) {
    if (!federation.isUsable(descriptor.name)) continue;
    remotes[descriptor.name] = {
      version: descriptor.version,
      browserEntry: descriptor.browserEntry,
      integrity: descriptor.integrity?.browserEntry,
    };
  }
  return remotes;
}

interface StreamedPage {
  request: PageRequest;
  deps: RenderDependencies;
  /** The page as the loaders left it; a region that fails while rendering makes it incomplete. */
  pageStart: Omit<PageStart, 'contentKeys'>;
  /** The document's start, up to the app's HTML. */
  start: string;
  state: EmbeddedState;
  calls: ApiCalls;
  registry: ModuleRegistry;
  report: ShellServices['report'];
}

/** Streams the app's HTML into the sink between the document's start and end. */
function streamPage(
  app: ReactNode,
  { request, deps, pageStart, start, state, calls, registry, report }: StreamedPage,
): Promise<{ complete: boolean }> {
  const { sink, signal, federation } = request;
  let { complete } = pageStart;
  return new Promise<{ complete: boolean }>((resolve) => {
    const body = new PassThrough();
    let failed = false;
    const health = new RenderHealth(federation);
    const stream = renderToPipeableStream(app, {
      // All data is loaded before rendering, so nothing waits: keep every region inline in document order
      // instead of letting React move large regions to the end of the stream (crawlers, no-JS visitors).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        const contentKeys = [...new Set([...EVERY_PAGE_KEYS, ...calls.contentKeys])];
        sink.start({ ...pageStart, complete, contentKeys });
        sink.write(start, true);
        body.on('data', (chunk: Buffer) => sink.write(chunk));
        body.on('end', () => {
          sink.write(documentEnd(state));
          sink.end();
          deps.onRegions?.(federation, health.outcomes(new Set(state.modules.map(remoteOf)), registry.unavailable));
          resolve({ complete });
        });
        stream.pipe(body);
      },
      onShellError(error) {
        failed = true;
        report('error', 'server render failed', error);
        sink.start({ ...pageStart, status: 500, complete: false, cacheable: false, inline: NO_INLINE });
        sink.write(
          '<!doctype html><title>An error occurred</title><h1>An error occurred</h1><a href="/">Home page</a>',
        );
        sink.end();
        resolve({ complete: false });
      },
      onError(error, info) {
        // Errors inside a region's <Suspense> are recoverable: React sends the fallback.
        complete = false;
        health.error(error, info?.componentStack);
        if (!failed) report('error', 'region failed during server render', error);
      },
    });
    signal.addEventListener('abort', () => stream.abort(), { once: true });
  });
}
