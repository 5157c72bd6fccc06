// Answers a page request: 304 when the browser has this version of the page, the cached page when there is one
// (fresh, or stale while one background render replaces it, or stale because the API is unreachable), otherwise
// a render streamed to the visitor and kept for the next ones. Requests for the same missing page wait for the
// render in progress instead of rendering it again.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { visitorVariant } from '@ergoforma/shared-contracts';
import { compressHtml, encodedBody } from './cached-page';
import type { ContentVersion } from './content-version';
import { negotiateEncoding, type Encoding } from './content-encoding';
import type { ServerFederation } from './federation';
import type { ForwardedRequest } from './forwarded-for';
import { pageCacheAnswers, renderDuration } from './metrics';
import { matchesEtag, pageKey, type PageKey } from './page-key';
import type { CachedPage, PageCache } from './page-cache';
import type { InlineHashes } from './html-document';
import { contentKeyHeaders, HTML_CONTENT_TYPE, responseSink, VARY } from './page-response';
import { pageUrl } from './page-url';
import { CollectedPage, teeSinks, type PageSink, type PageStart } from './page-sink';
import { renderPage, type PageRequest, type RenderDependencies } from './render-page';
import { visitorOfRequest } from './request-visitor';

export interface PageCachePolicy {
  ttlMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  /** Query parameters pages read; the others are left out of the cache key and of the rendered URL. */
  queryParameters: readonly string[];
}

export interface PageRouteDependencies {
  render: RenderDependencies;
  federation: () => ServerFederation;
  /** The federation of the request's visitor (canary assignment, QA pin); a pinned page is never cached. */
  release?: (request: FastifyRequest) => { federation: ServerFederation; pinned: boolean };
  cache: PageCache;
  policy: PageCachePolicy;
  contentVersion: ContentVersion;
  shellBuild: string;
  publicOrigin: string;
  /** The Content-Security-Policy of a page with these inline elements. */
  contentSecurityPolicy: (inline: InlineHashes) => string;
  /** The X-Forwarded-For the API gets for a request (forwarded-for.ts). */
  forwardedFor: (request: ForwardedRequest) => string;
  log: FastifyBaseLogger;
}

/** How a page was answered (the X-Cache header). */
export type CacheOutcome = 'HIT' | 'MISS' | 'STALE' | 'STALE-IF-ERROR' | 'BYPASS';

/**
 * What a page depends on from its request besides the URL: the visitor cookies, and a draft preview's token with the
 * address the API counts its wrong tokens for.
 */
type PageRequestFacts = Pick<PageRequest, 'visitor' | 'previewToken' | 'forwardedFor'>;

/** Seconds a browser should wait before asking again for a page the API could not serve. */
const RETRY_AFTER_S = 30;

const seconds = (ms: number) => Math.round(ms / 1000);

/** A request whose page may depend on who asks (previews of unpublished content): never cached, never shared. */
export function isPrivateRequest(request: FastifyRequest, url: URL): boolean {
  return (
    url.searchParams.has('token') ||
    request.headers['x-preview-token'] !== undefined ||
    /^\/preview(\/|$)/.test(url.pathname)
  );
}

/** One render of a page: its address, the discovery snapshot, and where it goes. */
interface RenderJob {
  url: URL;
  /** The request's one discovery snapshot. */
  federation: ServerFederation;
  /** The cache key to keep the page under; null: not kept. */
  key: PageKey | null;
  /** The visitor's response; null for a background refresh (then `key` is set). */
  sink: PageSink | null;
  signal: AbortSignal;
  request: PageRequestFacts;
}

export function createPageRoute(deps: PageRouteDependencies) {
  const { cache, policy, contentVersion } = deps;
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const refreshing = new Set<string>();

  function requestFacts(request: FastifyRequest): PageRequestFacts {
    const previewHeader = request.headers['x-preview-token'];
    return {
      visitor: visitorOfRequest(request.headers.cookie),
      previewToken: typeof previewHeader === 'string' && previewHeader ? previewHeader : undefined,
      forwardedFor: deps.forwardedFor(request),
    };
  }

  const sharedCacheControl = [
    'public',
    'max-age=0',
    `s-maxage=${seconds(policy.ttlMs)}`,
    `stale-while-revalidate=${seconds(policy.staleWhileRevalidateMs)}`,
    `stale-if-error=${seconds(policy.staleIfErrorMs)}`,
  ].join(', ');

  /** Caching headers of a page: shared caching, its ETag and content keys when it is a cacheable page. */
  function cachingHeaders(
    { status, cacheable, contentKeys }: Pick<PageStart, 'status' | 'cacheable' | 'contentKeys'>,
    etag: string | null,
  ) {
    if (status === 503) return { 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_S) };
    if (status !== 200 || !etag || !cacheable) return { 'cache-control': 'no-cache' };
    return { 'cache-control': sharedCacheControl, etag, ...contentKeyHeaders(contentKeys ?? []) };
  }

  /** Renders a page; keeps it when it is a cacheable 200 page of `key`. Resolves to the kept page, or null. */
  async function render({ url, federation, key, sink, signal, request }: RenderJob): Promise<CachedPage | null> {
    const collected = key && cache.enabled ? new CollectedPage() : null;
    const target = sink && collected ? teeSinks(sink, collected) : (sink ?? collected);
    if (!target) throw new Error('render needs a sink');
    const started = performance.now();
    let module = 'none';
    const timed: PageSink = {
      start: (page) => {
        module = page.module;
        target.start(page);
      },
      write: (html, flush) => target.write(html, flush),
      end: () => target.end(),
    };
    let kept: CachedPage | null = null;
    const startedAt = cache.renderStarted();
    // Compressing runs in the render's slot: when every page went stale at once, background renders outpaced
    // their compression and hundreds of finished pages waited for it (the heap ran out in the soak).
    await renderPage({ url, sink: timed, signal, federation, ...request }, deps.render, async () => {
      renderDuration.observe({ module }, (performance.now() - started) / 1000);
      const html = collected?.body();
      const page = collected?.page;
      if (!key || !html || !page?.cacheable || !page.inline || signal.aborted || page.status !== 200) return;
      const storedAt = cache.clock();
      const stored: CachedPage = {
        html: await compressHtml(html),
        locale: page.locale,
        contentSecurityPolicy: deps.contentSecurityPolicy(page.inline),
        contentKeys: page.contentKeys ?? [],
        etag: key.etag,
        storedAt,
      };
      cache.store(key.key, stored, startedAt);
      kept = cache.lookup(key.key)?.page ?? null;
    });
    return kept;
  }

  /** Renders in the background to replace a stale page; one render per key at a time. */
  function refresh(url: URL, federation: ServerFederation, key: PageKey, request: PageRequestFacts): void {
    if (refreshing.has(key.key)) return;
    refreshing.add(key.key);
    render({ url, federation, key, sink: null, signal: new AbortController().signal, request })
      .catch((error: unknown) => deps.log.error({ err: error, url: url.pathname }, 'background page render failed'))
      .finally(() => refreshing.delete(key.key));
  }

  function sendCached(
    response: ServerResponse,
    page: CachedPage,
    encoding: Encoding | null,
    outcome: CacheOutcome,
    ageMs: number,
  ): void {
    const body = encodedBody(page.html, encoding);
    pageCacheAnswers.inc({ outcome });
    const headers: OutgoingHttpHeaders = {
      'content-type': HTML_CONTENT_TYPE,
      'content-language': page.locale,
      vary: VARY,
      ...cachingHeaders({ status: 200, cacheable: true, contentKeys: page.contentKeys }, page.etag),
      'content-length': body.length,
      age: String(seconds(ageMs)),
      'x-cache': outcome,
      'content-security-policy': page.contentSecurityPolicy,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    };
    response.writeHead(200, headers);
    response.end(body);
  }

  /** A sink that answers with `stale` instead when the render turns out to be the API-unreachable page. */
  function unlessApiDown(client: PageSink, serveStale: () => void): PageSink {
    let dropped = false;
    return {
      start(page) {
        dropped = page.status === 503;
        if (dropped) serveStale();
        else client.start(page);
      },
      write: (html, flush) => dropped || client.write(html, flush),
      end: () => dropped || client.end(),
    };
  }

  return async function handlePage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const url = pageUrl(request.url, deps.publicOrigin);
    if (!url) return reply.callNotFound();
    reply.hijack();
    const response = reply.raw;
    const controller = new AbortController();
    request.raw.on('close', () => {
      if (!response.writableEnded) controller.abort();
    });
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const facts = requestFacts(request);
    const release = deps.release?.(request) ?? { federation: deps.federation(), pinned: false };
    const federation = release.federation;
    const version = contentVersion.current;
    const key =
      version !== null && !isPrivateRequest(request, url) && !release.pinned
        ? pageKey({
            url,
            variant: visitorVariant(facts.visitor),
            federation,
            contentVersion: version,
            shellBuild: deps.shellBuild,
            queryParameters: policy.queryParameters,
          })
        : null;

    const streamTo = (outcome: CacheOutcome, headerKey: PageKey | null): PageSink => {
      pageCacheAnswers.inc({ outcome });
      return responseSink(response, encoding, (page) => ({
        ...cachingHeaders(page, headerKey?.etag ?? null),
        // A draft preview is for the editor alone: no cache may keep it, no search engine index it.
        ...(key === null && (isPrivateRequest(request, url) || release.pinned)
          ? { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }
          : {}),
        'x-cache': outcome,
        ...(page.inline ? { 'content-security-policy': deps.contentSecurityPolicy(page.inline) } : {}),
      }));
    };

    // What every render of this request shares; each call says its key and sink.
    const job = { url, federation, signal: controller.signal, request: facts };
    try {
      if (!key) {
        await render({ ...job, key: null, sink: streamTo('BYPASS', null) });
        return;
      }
      const cached = cache.lookup(key.key);
      // A kept page has the ETag it was rendered with (a change of other content leaves it as it is).
      const etag = cached && cached.freshness !== 'expired' ? cached.page.etag : key.etag;
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        pageCacheAnswers.inc({ outcome: 'NOT-MODIFIED' });
        response.writeHead(304, { etag, 'cache-control': sharedCacheControl, vary: VARY });
        response.end();
        return;
      }

      if (cached?.freshness === 'fresh') return sendCached(response, cached.page, encoding, 'HIT', cached.ageMs);
      if (cached?.freshness === 'stale') {
        refresh(key.renderUrl, federation, key, facts);
        return sendCached(response, cached.page, encoding, 'STALE', cached.ageMs);
      }
      const staleIfError =
        cached && cache.servableOnError(cached.ageMs)
          ? () => {
              deps.log.warn(
                { url: url.pathname, ageS: seconds(cached.ageMs) },
                'content API unreachable: serving a stale page',
              );
              sendCached(response, cached.page, encoding, 'STALE-IF-ERROR', cached.ageMs);
            }
          : null;
      if (staleIfError && !contentVersion.reachable) return staleIfError();

      const inProgress = cache.enabled ? rendering.get(key.key) : undefined;
      if (inProgress) {
        const page = await inProgress;
        if (page) return sendCached(response, page, encoding, 'HIT', 0);
        await render({ ...job, key: null, sink: streamTo('MISS', null) });
        return;
      }
      const client = streamTo('MISS', key);
      const rendered = render({
        ...job,
        url: key.renderUrl,
        key,
        sink: staleIfError ? unlessApiDown(client, staleIfError) : client,
      });
      if (!cache.enabled) {
        await rendered;
        return;
      }
      rendering.set(key.key, rendered);
      try {
        await rendered;
      } finally {
        rendering.delete(key.key);
      }
    } catch (error) {
      request.log.error(error, 'page render failed');
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      if (!response.writableEnded) response.end('An error occurred');
    }
  };
}
