// Legacy redirects (docs/behaviour.md#legacy-redirects): old .html addresses answer 301 to their new path, by exact
// path match, in one hop. The rows are data the API serves at /api/legacy_redirects (editors change them in the back
// office), loaded at start, again whenever a write names the 'redirects' content key, and every 10 minutes; the
// table of the old site's pages is built in, answering until the API's rows arrive.
import type { FastifyInstance } from 'fastify';
import type { ApiClient, Collection, LegacyRedirect } from '@ergoforma/shared-contracts';

/** The built-in table: old path → new path. */
export const LEGACY_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['/katalog-krzesla-obrotowe.html', '/produkty/krzesla-obrotowe'],
  ['/kontakt.html', '/kontakt'],
  ['/nowosci.html', '/produkty'],
  ['/podlokietniki.html', '/podlokietniki'],
  ['/podstawy.html', '/bazy'],
  ['/krzesla-konferencyjne.html', '/produkty/krzesla-konferencyjne'],
  ['/krzesla-specjalistyczne.html', '/produkty/krzesla-laboratoryjne'],
  ['/krzesla-kontraktowe.html', '/produkty'],
  ['/swivel-chairs.html', '/produkty/krzesla-obrotowe'],
  ['/contact.html', '/en/contact'],
];

export class LegacyRedirects {
  private rows = new Map<string, string>();

  constructor(rows: Iterable<readonly [string, string]> = LEGACY_REDIRECTS) {
    this.add(rows);
  }

  /** Takes the API's rows in place of those held: a row removed in the back office stops answering. */
  replace(rows: Iterable<readonly [string, string]>): void {
    this.rows = new Map();
    this.add(rows);
  }

  /**
   * Adds or replaces rows. Rows pointing at another old path are resolved here, so every answer is one hop. A row
   * that ends where it starts (to itself, or round a loop back to itself) is an empty pass-through: it is dropped,
   * so the path is served as it is instead of redirecting to itself for ever.
   */
  add(rows: Iterable<readonly [string, string]>): void {
    for (const [from, to] of rows) this.rows.set(from, to);
    for (const [from, to] of this.rows) this.rows.set(from, this.finalTarget(to, from));
    for (const [from, to] of this.rows) if (to === from) this.rows.delete(from);
  }

  private finalTarget(target: string, origin: string): string {
    const seen = new Set([origin]);
    let current = target;
    while (this.rows.has(current) && !seen.has(current)) {
      seen.add(current);
      current = this.rows.get(current)!;
    }
    return current;
  }

  /** The new path for an exact old path (no query, no case folding, no trailing-slash tolerance), or null. */
  lookup(pathname: string): string | null {
    return this.rows.get(pathname) ?? null;
  }

  get size(): number {
    return this.rows.size;
  }
}

/** An old address: a root-relative path ending in .html. */
const OLD_PATH = /^\/[A-Za-z0-9._~/-]+\.html$/;
/** A target of our own site: root-relative, never '//host' (that would make us an open redirect). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~/%-]*$/;

/** The host without a leading 'www.': the site answers the same on both, so either names this site. */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * The site path a redirect target names, or null when it leaves the site. A target on this site's host or its
 * `www` host (`https://www.ergoforma.pl/kontakt`) is a pass-through to the path: the host part adds nothing, and a
 * redirect to another host would only send the visitor round again (docs/behaviour.md#legacy-redirects).
 */
export function sitePathOf(target: string, publicOrigin: string): string | null {
  if (SITE_PATH.test(target)) return target;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  const own = new URL(publicOrigin);
  const sameSite =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    bareHost(url.host) === bareHost(own.host);
  return sameSite && SITE_PATH.test(url.pathname) ? url.pathname : null;
}

/**
 * The rows the API keeps (legacy product ids and the table). Targets on this site's own or `www` host become their
 * path; rows that would leave the site are dropped.
 */
export async function loadLegacyRedirectRows(
  api: ApiClient,
  publicOrigin: string,
): Promise<Array<readonly [string, string]>> {
  const rows = await api.get<Collection<LegacyRedirect>>('/api/legacy_redirects', { pagination: false });
  return rows.member.flatMap((row) => {
    const to = sitePathOf(row.to, publicOrigin);
    return OLD_PATH.test(row.from) && to !== null ? [[row.from, to] as const] : [];
  });
}

const REFRESH_MS = 10 * 60_000;
/** After a failure: 1 s, doubling up to 30 s (the API often starts a moment after the shell). */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Loads the API's rows into `redirects` now (waiting at most `waitMs`, so a slow or absent API does not hold
 * up the start: the built-in rows answer meanwhile), then on each change `onChange` reports (one that touches the
 * redirects), and every 10 minutes, retrying sooner after a failure. An outage is one warning, once the rows were
 * loaded or once the retries reached their longest wait: the API starting a few seconds after the shell is the
 * ordinary start. Returns the function that stops the refreshing.
 */
export function keepLegacyRedirectsFresh(
  redirects: LegacyRedirects,
  load: () => Promise<Array<readonly [string, string]>>,
  log: { warn(object: object, message: string): void; info(object: object, message: string): void },
  { waitMs = 5000, onChange }: { waitMs?: number; onChange?: (listener: () => void) => void } = {},
): { ready: Promise<void>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failures = 0;
  let loaded = false;
  /** Warned of this outage already: the retries that follow are not news. */
  let warned = false;
  const refresh = async (): Promise<void> => {
    // A change's reload takes the place of the one waiting.
    clearTimeout(timer);
    let next = REFRESH_MS;
    try {
      redirects.replace(await load());
      failures = 0;
      loaded = true;
      warned = false;
    } catch (error) {
      next = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      const details = { reason: (error as Error).message, retryInMs: next };
      if ((loaded || next === MAX_RETRY_MS) && !warned) {
        warned = true;
        log.warn(details, 'legacy redirects: could not load the rows from the API');
      } else log.info(details, 'legacy redirects: waiting for the API');
    }
    if (!stopped) {
      timer = setTimeout(() => void refresh(), next);
      timer.unref();
    }
  };
  onChange?.(() => {
    if (!stopped) void refresh();
  });
  const first = refresh();
  const ready = Promise.race([first, new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref())]);
  return {
    ready,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Answers GET and HEAD requests for an old path with 301 before any route (the page renderer included) runs. */
export function registerLegacyRedirects(
  app: FastifyInstance,
  redirects: { lookup(pathname: string): string | null },
): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const target = redirects.lookup(pathname);
    if (!target) return done();
    // The query string of the old address is dropped: old pages had none that mean anything now.
    reply.header('cache-control', 'public, max-age=86400').redirect(target, 301);
  });
}
