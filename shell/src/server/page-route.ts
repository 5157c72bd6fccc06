// Answers a page request: 304 when the browser has this version of the page, the cached page when there is one
// (fresh, or stale while one background render replaces it, or stale because the API is unreachable), otherwise
// a render streamed to the visitor and kept for the next ones. Requests for the same missing page wait for the
// render in progress instead of rendering it again.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { visitorVariant } from '@ergoforma/shared-contracts';
import { compressHtml, createNonce, encodedBody } from './cached-page';
import type { ContentVersion } from './content-version';
import { negotiateEncoding, type Encoding } from './content-encoding';
import type { ServerFederation } from './federation';
import { pageCacheAnswers, renderDuration } from './metrics';
import { matchesEtag, pageKey, type PageKey } from './page-key';
import type { CachedPage, PageCache } from './page-cache';
import { HTML_CONTENT_TYPE, responseSink, VARY } from './page-response';
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
  /** The Content-Security-Policy of a page sent with `nonce`. */
  contentSecurityPolicy: (nonce: string) => string;
  log: FastifyBaseLogger;
}

/** How a page was answered (the X-Cache header). */
export type CacheOutcome = 'HIT' | 'MISS' | 'STALE' | 'STALE-IF-ERROR' | 'BYPASS';

/** What a page depends on from its request besides the URL: the visitor cookies and a draft preview's token. */
type PageRequestFacts = Pick<PageRequest, 'visitor' | 'previewToken'>;

function requestFacts(request: FastifyRequest): PageRequestFacts {
  const previewHeader = request.headers['x-preview-token'];
  return {
    visitor: visitorOfRequest(request.headers.cookie),
    previewToken: typeof previewHeader === 'string' && previewHeader ? previewHeader : undefined,
  };
}

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

export function createPageRoute(deps: PageRouteDependencies) {
  const { cache, policy, contentVersion } = deps;
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const refreshing = new Set<string>();

  const sharedCacheControl = [
    'public',
    'max-age=0',
    `s-maxage=${seconds(policy.ttlMs)}`,
    `stale-while-revalidate=${seconds(policy.staleWhileRevalidateMs)}`,
    `stale-if-error=${seconds(policy.staleIfErrorMs)}`,
  ].join(', ');

  /** Caching headers of a page: shared caching with an ETag when it is a complete page of the key. */
  function cachingHeaders({ status, complete }: Pick<PageStart, 'status' | 'complete'>, key: PageKey | null) {
    if (status === 503) return { 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_S) };
    if (status !== 200 || !key || !complete) return { 'cache-control': 'no-cache' };
    return { 'cache-control': sharedCacheControl, etag: key.etag };
  }

  /** Renders a page; keeps it when it is a complete 200 page of `key`. Resolves to the kept page, or null. */
  async function render(
    url: URL,
    federation: ServerFederation,
    key: PageKey | null,
    sink: PageSink | null,
    signal: AbortSignal,
    request: PageRequestFacts,
    nonce = createNonce(),
  ): Promise<CachedPage | null> {
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
    // Compressing runs in the render's slot: when every page went stale at once, background renders outpaced
    // their compression and hundreds of finished pages waited for it (the heap ran out in the soak).
    await renderPage({ url, sink: timed, signal, federation, nonce, ...request }, deps.render, async ({ complete }) => {
      renderDuration.observe({ module }, (performance.now() - started) / 1000);
      const html = collected?.body();
      if (!key || !html || !complete || signal.aborted || collected?.page?.status !== 200) return;
      const renderedAt = cache.clock();
      cache.store(key.key, await compressHtml(html, nonce), collected.page.locale, renderedAt);
      kept = cache.lookup(key.key)?.page ?? null;
    });
    return kept;
  }

  /** Renders in the background to replace a stale page; one render per key at a time. */
  function refresh(url: URL, federation: ServerFederation, key: PageKey, request: PageRequestFacts): void {
    if (refreshing.has(key.key)) return;
    refreshing.add(key.key);
    render(url, federation, key, null, new AbortController().signal, request)
      .catch((error: unknown) => deps.log.error({ err: error, url: url.pathname }, 'background page render failed'))
      .finally(() => refreshing.delete(key.key));
  }

  function sendCached(
    response: ServerResponse,
    page: CachedPage,
    key: PageKey,
    encoding: Encoding | null,
    outcome: CacheOutcome,
    ageMs: number,
  ): void {
    const nonce = createNonce();
    let body = encodedBody(page.html, encoding, nonce);
    let used = encoding;
    if (!body) {
      used = 'gzip';
      body = encodedBody(page.html, used, nonce)!;
    }
    pageCacheAnswers.inc({ outcome });
    const headers: OutgoingHttpHeaders = {
      'content-type': HTML_CONTENT_TYPE,
      'content-language': page.locale,
      vary: VARY,
      ...cachingHeaders({ status: 200, complete: true }, key),
      'content-length': body.reduce((total, part) => total + part.length, 0),
      age: String(seconds(ageMs)),
      'x-cache': outcome,
      'content-security-policy': deps.contentSecurityPolicy(nonce),
      ...(used ? { 'content-encoding': used } : {}),
    };
    response.writeHead(200, headers);
    response.cork();
    for (const part of body) response.write(part);
    response.uncork();
    response.end();
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

    const nonce = createNonce();
    const streamTo = (outcome: CacheOutcome, headerKey: PageKey | null): PageSink => {
      pageCacheAnswers.inc({ outcome });
      return responseSink(response, encoding, (page) => ({
        ...cachingHeaders(page, headerKey),
        // A draft preview is for the editor alone: no cache may keep it, no search engine index it.
        ...(key === null && (isPrivateRequest(request, url) || release.pinned)
          ? { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }
          : {}),
        'x-cache': outcome,
        'content-security-policy': deps.contentSecurityPolicy(nonce),
      }));
    };

    try {
      if (!key) {
        await render(url, federation, null, streamTo('BYPASS', null), controller.signal, facts, nonce);
        return;
      }
      if (matchesEtag(request.headers['if-none-match'], key.etag)) {
        pageCacheAnswers.inc({ outcome: 'NOT-MODIFIED' });
        response.writeHead(304, { etag: key.etag, 'cache-control': sharedCacheControl, vary: VARY });
        response.end();
        return;
      }

      const cached = cache.lookup(key.key);
      if (cached?.freshness === 'fresh') return sendCached(response, cached.page, key, encoding, 'HIT', cached.ageMs);
      if (cached?.freshness === 'stale') {
        refresh(key.renderUrl, federation, key, facts);
        return sendCached(response, cached.page, key, encoding, 'STALE', cached.ageMs);
      }
      const staleIfError =
        cached && cache.servableOnError(cached.ageMs)
          ? () => {
              deps.log.warn(
                { url: url.pathname, ageS: seconds(cached.ageMs) },
                'content API unreachable: serving a stale page',
              );
              sendCached(response, cached.page, key, encoding, 'STALE-IF-ERROR', cached.ageMs);
            }
          : null;
      if (staleIfError && !contentVersion.reachable) return staleIfError();

      const inProgress = cache.enabled ? rendering.get(key.key) : undefined;
      if (inProgress) {
        const page = await inProgress;
        if (page) return sendCached(response, page, key, encoding, 'HIT', 0);
        await render(url, federation, null, streamTo('MISS', null), controller.signal, facts, nonce);
        return;
      }
      const client = streamTo('MISS', key);
      const rendered = render(
        key.renderUrl,
        federation,
        key,
        staleIfError ? unlessApiDown(client, staleIfError) : client,
        controller.signal,
        facts,
        nonce,
      );
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
