// Everything the shell server reads from the environment, in one place (README: Environment variables).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveApiBaseUrl } from '@ergoforma/shared-contracts';
import { readServerTimeouts, type ServerTimeouts } from './server-timeouts';

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
  /** How long to wait for a visitor's request. */
  timeouts: ServerTimeouts;
}

const DEFAULT_REMOTE_ORIGINS = ['3001', '3002', '3003', '3004', '3005'].map((port) => `http://localhost:${port}`);

/**
 * remotes.local.json once a remote was released on this machine (release-remote.js writes it), else the
 * committed remotes.json, which points at each remote's current build.
 */
function defaultDiscovery(shellRoot: string): string {
  const local = path.join(shellRoot, 'remotes.local.json');
  return existsSync(local) ? local : path.join(shellRoot, 'remotes.json');
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
    timeouts: readServerTimeouts(env),
  };
}
