// Everything the shell server reads from the environment, in one place (README: Environment variables).
import path from 'node:path';
import { resolveApiBaseUrl } from '@ergoforma/shared-contracts';
import { readServerTimeouts, type ServerTimeouts } from '@ergoforma/shared-contracts/server';

export interface ShellConfig {
  port: number;
  host: string;
  /** Where the server calls the content API. The browser calls it through the shell's /api proxy. */
  apiUrl: string;
  /** Path or http(s) URL of the remotes discovery document. */
  discovery: string;
  /** Origins remote code may be loaded from: the server executes it with the shell's rights. */
  allowedRemoteOrigins: string[];
  /** Public origin of the site, for absolute URLs. */
  publicOrigin: string;
  /** Give up on a remote's server code after this long (ms); its region shows a fallback. */
  remoteTimeoutMs: number;
  /** How often a discovery document given as a URL is fetched again (a file is watched instead). */
  discoveryPollMs: number;
  /** Folder of the shell's browser build. */
  browserBuildDir: string;
  /**
   * The proxy hops in front of the shell (a load balancer) whose X-Forwarded-For it believes: addresses, CIDRs or
   * 'loopback' / 'linklocal' / 'uniquelocal'. Empty: the shell is the front door and believes no one.
   */
  trustProxy: string[];
  /**
   * Run remote server code that the discovery document pins no SHA-384 for (Docker Compose only: its remotes are
   * built inside their images, README: Shipping a remote). Code that does not match a recorded hash never runs.
   */
  allowUnpinnedRemotes: boolean;
  /** How long to wait for a visitor's request. */
  timeouts: ServerTimeouts;
  /** Folder of the shell's server build (with the browser build, it fingerprints the shell: shell-build.ts). */
  serverBuildDir: string;
  /** Memory for the API's answers the shell remembers per content version (api-answers.ts); 0 turns it off. */
  apiAnswerCacheBytes: number;
  /** Pages rendered at the same time; the others wait in arrival order (render-page.ts, renderSlots). */
  renderConcurrency: number;
  /** Where Prometheus metrics are served (metrics.ts): their own port, on localhost unless told otherwise. */
  metricsPort: number;
  metricsHost: string;
  /** Secret that signs QA pin links (pin-link.ts); without it pins are off. */
  pinSecret?: string;
  /** When a canary is taken out of rotation by itself (canary-guard.ts). */
  canaryGuard: {
    /** Renders of the canary's regions before its failure rate is judged. */
    minRenders: number;
    /** How much higher than stable's its failure rate (fallbacks and errors per render) may be, 0 to 1. */
    margin: number;
  };
  /** How often the API's content version is checked (content-version.ts). */
  contentVersionPollMs: number;
  pageCache: {
    /** Memory for cached pages; 0 turns the cache off. */
    maxBytes: number;
    ttlMs: number;
    staleWhileRevalidateMs: number;
    /** How long a cached page may still be served while the API is unreachable. */
    staleIfErrorMs: number;
    queryParameters: string[];
  };
}

const DEFAULT_REMOTE_ORIGINS = ['3001', '3002', '3003', '3004', '3005'].map((port) => `http://localhost:${port}`);

/**
 * shell/remotes.local.json, always: every remote build writes it (from the committed template remotes.json)
 * with the SHA-384 of the entries it built, and releases and rollbacks rewrite it; the shell watches it.
 */
function defaultDiscovery(shellRoot: string): string {
  return path.join(shellRoot, 'remotes.local.json');
}

/** A non-negative number from the environment, else `fallback`. */
function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const shellRoot = path.resolve(__dirname, '../../..');
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? 'localhost',
    apiUrl: resolveApiBaseUrl(env),
    discovery: env.REMOTES_DISCOVERY ?? defaultDiscovery(shellRoot),
    allowedRemoteOrigins: (env.ALLOWED_REMOTE_ORIGINS?.split(',') ?? DEFAULT_REMOTE_ORIGINS).map(
      (origin) => new URL(origin.trim()).origin,
    ),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS ?? 3000),
    discoveryPollMs: Number(env.DISCOVERY_POLL_MS ?? 10_000),
    browserBuildDir: path.join(shellRoot, 'dist/browser'),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    allowUnpinnedRemotes: env.ALLOW_UNPINNED_REMOTES === 'true',
    timeouts: readServerTimeouts(env),
    serverBuildDir: path.join(shellRoot, 'dist/server'),
    apiAnswerCacheBytes: numberFrom(env.API_ANSWER_CACHE_MB, 16) * 1024 * 1024,
    renderConcurrency: Math.max(1, numberFrom(env.RENDER_CONCURRENCY, 4)),
    metricsPort: numberFrom(env.METRICS_PORT, 9464),
    metricsHost: env.METRICS_HOST ?? '127.0.0.1',
    contentVersionPollMs: numberFrom(env.CONTENT_VERSION_POLL_MS, 1000),
    ...(env.PIN_SECRET ? { pinSecret: env.PIN_SECRET } : {}),
    canaryGuard: {
      minRenders: Math.max(1, numberFrom(env.CANARY_MIN_RENDERS, 200)),
      margin: Math.min(1, numberFrom(env.CANARY_FAILURE_MARGIN, 0.05)),
    },
    pageCache: {
      maxBytes: numberFrom(env.PAGE_CACHE_MAX_MB, 64) * 1024 * 1024,
      ttlMs: numberFrom(env.PAGE_CACHE_TTL_S, 60) * 1000,
      staleWhileRevalidateMs: numberFrom(env.PAGE_CACHE_SWR_S, 600) * 1000,
      staleIfErrorMs: numberFrom(env.PAGE_CACHE_STALE_IF_ERROR_S, 86_400) * 1000,
      queryParameters: (env.PAGE_CACHE_QUERY_PARAMS ?? 'q,page,tag')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    },
  };
}
