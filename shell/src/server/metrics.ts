// Prometheus metrics of the shell (prom-client), served on their own port (METRICS_PORT, localhost by default) so
// they never reach visitors: request duration by route kind and status, render duration by page module, page cache
// outcomes and size, remote load failures by remote, API call duration, and Node's process metrics. Per remote
// version (docs/deployment.md#releasing): region renders, fallbacks and render errors on the server, errors the
// browsers report (beacon.ts), and each version's share of the visitors.
import { createServer, type Server } from 'node:http';
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const requestDuration = new client.Histogram({
  name: 'shell_http_request_duration_seconds',
  help: 'Time to answer a request, by route kind (page, asset, api, media, other) and status.',
  labelNames: ['route', 'status'],
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const renderDuration = new client.Histogram({
  name: 'shell_page_render_duration_seconds',
  help: 'Time to render a page (data loading included), by page module ("none" for error pages).',
  labelNames: ['module'],
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const pageCacheAnswers = new client.Counter({
  name: 'shell_page_cache_answers_total',
  help: 'Pages answered, by outcome: HIT, MISS, STALE (while revalidating), STALE-IF-ERROR, BYPASS, NOT-MODIFIED.',
  labelNames: ['outcome'],
  registers: [registry],
});

export const remoteLoadFailures = new client.Counter({
  name: 'shell_remote_load_failures_total',
  help: 'Remote modules that could not be loaded on the server (their region showed its fallback), by remote.',
  labelNames: ['remote'],
  registers: [registry],
});

export const remoteRenders = new client.Counter({
  name: 'shell_remote_renders_total',
  help: 'Pages rendered on the server with a region of the remote, by remote and version.',
  labelNames: ['remote', 'version'],
  registers: [registry],
});

export const remoteFallbacks = new client.Counter({
  name: 'shell_remote_fallbacks_total',
  help: 'Pages whose region of the remote showed its fallback because its module could not be loaded, by remote and version.',
  labelNames: ['remote', 'version'],
  registers: [registry],
});

export const remoteRenderErrors = new client.Counter({
  name: 'shell_remote_render_errors_total',
  help: 'Pages whose region of the remote threw in the server render (it showed its fallback), by remote and version.',
  labelNames: ['remote', 'version'],
  registers: [registry],
});

export const browserErrors = new client.Counter({
  name: 'shell_browser_errors_total',
  help: 'Errors browsers reported in a region of the remote, by remote, version and kind (hydration, error).',
  labelNames: ['remote', 'version', 'kind'],
  registers: [registry],
});

let versionShares = (): Array<{ remote: string; version: string; track: string; share: number }> => [];

/** Where the share gauge reads the running versions from when scraped. */
export function observeVersionShares(shares: typeof versionShares): void {
  versionShares = shares;
}

new client.Gauge({
  name: 'shell_remote_version_share_percent',
  help: 'Percent of the visitors with an assignment cookie that get the version, by remote, version and track (stable, canary).',
  labelNames: ['remote', 'version', 'track'],
  registers: [registry],
  collect() {
    this.reset();
    for (const { remote, version, track, share } of versionShares()) this.set({ remote, version, track }, share);
  },
});

export const apiCallDuration = new client.Histogram({
  name: 'shell_api_call_duration_seconds',
  help: 'Calls from the shell to the content API (answers remembered per content version are not counted), by resource and status.',
  labelNames: ['resource', 'status'],
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

let pageCacheSize = () => ({ entries: 0, bytes: 0 });

/** Where the cache size gauges read from when scraped. */
export function observePageCacheSize(size: () => { entries: number; bytes: number }): void {
  pageCacheSize = size;
}

new client.Gauge({
  name: 'shell_page_cache_entries',
  help: 'Pages held by the page cache.',
  registers: [registry],
  collect() {
    this.set(pageCacheSize().entries);
  },
});
new client.Gauge({
  name: 'shell_page_cache_bytes',
  help: 'Bytes held by the page cache (HTML and its compressed copies).',
  registers: [registry],
  collect() {
    this.set(pageCacheSize().bytes);
  },
});

/** The kind of route a path belongs to (a small fixed set, so labels stay bounded). */
export function routeKind(url: string): string {
  if (url.startsWith('/assets/')) return 'asset';
  if (url.startsWith('/api/')) return 'api';
  if (url.startsWith('/media/')) return 'media';
  if (/^\/(healthz|robots\.txt|sitemap\.xml|favicon\.(svg|ico))(\?|$)/.test(url)) return 'other';
  return 'page';
}

/** The API resource of a call ('products' for /api/products/nova?x=1), for a bounded label. */
export function apiResource(url: string): string {
  return /\/api\/([a-z_]+)/.exec(url)?.[1] ?? 'other';
}

/** Serves GET /metrics on its own port. A port in use is logged, not fatal: the site matters more. */
export function serveMetrics(
  port: number,
  host: string,
  log: { info(message: string): void; error(message: string): void },
): Server {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  server.on('error', (error) => log.error(`metrics not served on ${host}:${port}: ${error.message}`));
  server.listen(port, host, () => log.info(`metrics on http://${host}:${port}/metrics`));
  server.unref();
  return server;
}
