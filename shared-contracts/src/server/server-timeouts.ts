// How long a server (the shell, the API) waits for a client. Without limits a stalled upload kept its connection,
// and the API its temporary file, open for ever; with them the connection is cut: the shell aborts the proxied
// request to the API, the API's upload handler removes what it wrote (api/src/forms/upload-session.ts).
// docs/deployment.md#environment-variables (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, IDLE_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS).
import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (a slow upload). */
  requestMs: number;
  /** The request headers must arrive within this (a slow-headers attack). */
  headersMs: number;
  /** A connection on which nothing moves for this long is closed (a stalled upload, an idle socket). */
  idleMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
}

/** Two minutes for a request: the two 10 MB files of a job application on a slow uplink (the browser gives up then too). */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 120_000,
  headersMs: 20_000,
  idleMs: 30_000,
  keepAliveMs: 72_000,
};

const ENVIRONMENT: Record<keyof ServerTimeouts, string> = {
  requestMs: 'REQUEST_TIMEOUT_MS',
  headersMs: 'HEADERS_TIMEOUT_MS',
  idleMs: 'IDLE_TIMEOUT_MS',
  keepAliveMs: 'KEEP_ALIVE_TIMEOUT_MS',
};

export function readServerTimeouts(env: NodeJS.ProcessEnv): ServerTimeouts {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS };
  for (const key of Object.keys(ENVIRONMENT) as Array<keyof ServerTimeouts>) {
    const value = env[ENVIRONMENT[key]];
    if (value === undefined || value === '') continue;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1)
      throw new Error(`${ENVIRONMENT[key]} must be a positive number of milliseconds, got "${value}"`);
    timeouts[key] = parsed;
  }
  return timeouts;
}

/** Fastify's (and Node's http server's) options for these timeouts. */
export function timeoutOptions(
  timeouts: ServerTimeouts,
): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & { http: ServerOptions } {
  // Node checks the request and headers deadlines every connectionsCheckingInterval (30 s by default, which would
  // let a deadline overrun by that much); the headers deadline cannot exceed the request's.
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(1_000, Math.ceil(headersMs / 2)) },
  };
}
