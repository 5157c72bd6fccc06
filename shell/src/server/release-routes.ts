// The shell's routes for progressive delivery (docs/deployment.md#releasing): the QA pin link, which sets or
// clears the pin cookie and sends the browser to the front page, and the browsers' error beacon, which counts
// hydration and uncaught errors of a remote's region per version (and hands them to the canary guard).
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@ergoforma/shared-contracts';
import { BEACON_PATH } from '../app/release-cookie';
import { browserErrors } from './metrics';
import { PIN_COOKIE, PIN_PATH, secondsLeft, verifyPins } from './pin-link';

export interface ReleaseRoutesOptions {
  pinSecret?: string;
  /** Cookies only over HTTPS when the site is served over HTTPS. */
  secure: boolean;
  /** The versions the shell runs (stable and canaries) by remote: only these are counted. */
  knownVersions: () => Array<{ remote: RemoteName; version: string }>;
  /** Reports one address may send per minute; more get 429. */
  beaconsPerMinute?: number;
  /** A counted report: the canary guard counts it as a failure of that version. */
  onBrowserError?: (remote: RemoteName, version: string) => void;
}

const BEACON_KINDS = ['hydration', 'error'] as const;
/** `{"remote":"catalogue","version":"1.0.0-3fa9c2d1","kind":"hydration"}` is about 60 bytes. */
const BEACON_MAX_BYTES = 256;
/** Addresses remembered for the rate limit; beyond this the window starts afresh for everyone. */
const MAX_ADDRESSES = 10_000;

interface Beacon {
  remote: RemoteName;
  version: string;
  kind: (typeof BEACON_KINDS)[number];
}

function parseBeacon(body: unknown): Beacon | null {
  let value: unknown = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const { remote, version, kind, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (!REMOTE_NAMES.includes(remote as RemoteName) || !BEACON_KINDS.includes(kind as Beacon['kind'])) return null;
  if (typeof version !== 'string' || version.length > 64) return null;
  return { remote: remote as RemoteName, version, kind: kind as Beacon['kind'] };
}

/** At most `limit` calls per address and minute (the count starts again each minute). */
function perMinuteLimit(limit: number): (address: string) => boolean {
  let window = 0;
  let counts = new Map<string, number>();
  return (address) => {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== window || counts.size >= MAX_ADDRESSES) {
      window = minute;
      counts = new Map();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return count <= limit;
  };
}

export function registerReleaseRoutes(app: FastifyInstance, options: ReleaseRoutesOptions): void {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  // A link with a good token pins; anything else (no token, a bad or expired one) unpins. Never an error page.
  app.get(PIN_PATH, (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const valid = typeof token === 'string' && verifyPins(token, options.pinSecret) !== null;
    const cookie = valid
      ? `${PIN_COOKIE}=${token}; Max-Age=${secondsLeft(token)}; ${attributes}`
      : `${PIN_COOKIE}=; Max-Age=0; ${attributes}`;
    return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect('/', 303);
  });

  const allowed = perMinuteLimit(options.beaconsPerMinute ?? 30);
  app.post(BEACON_PATH, { bodyLimit: BEACON_MAX_BYTES }, (request, reply) => {
    if (!allowed(request.ip)) return reply.code(429).header('retry-after', '60').send();
    const beacon = parseBeacon(request.body);
    if (!beacon) return reply.code(400).send({ error: 'expected {"remote","version","kind"}' });
    // Only versions the shell runs become labels: a report from a page of an old release is not counted.
    if (options.knownVersions().some(({ remote, version }) => remote === beacon.remote && version === beacon.version)) {
      browserErrors.inc({ remote: beacon.remote, version: beacon.version, kind: beacon.kind });
      options.onBrowserError?.(beacon.remote, beacon.version);
    }
    return reply.code(204).send();
  });
}
