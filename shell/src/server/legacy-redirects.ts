// SPEC §2 Legacy redirects: old .html addresses answer 301 to their new path, by exact path match, in one hop.
// The table is data: more rows (the legacy product ids 'produkt-{n}.html' / 'product-{n}.html') come from a data
// source later through `LegacyRedirects.add` — see `loadLegacyRedirectRows` for the seam.
import type { FastifyInstance } from 'fastify';

/** SPEC §2 table: old path → new path. */
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
  private readonly rows = new Map<string, string>();

  constructor(rows: Iterable<readonly [string, string]> = LEGACY_REDIRECTS) {
    this.add(rows);
  }

  /** Adds or replaces rows. Rows pointing at another old path are resolved here, so every answer is one hop. */
  add(rows: Iterable<readonly [string, string]>): void {
    for (const [from, to] of rows) this.rows.set(from, to);
    for (const [from, to] of this.rows) this.rows.set(from, this.finalTarget(to, from));
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

/**
 * Seam for the data source of the remaining rows (issue 9: about 60 legacy product ids). When the API serves
 * `GET /api/legacy_redirects` (rows `{ from, to }`), implement this with the contracts API client and call it at
 * start-up (and periodically) from `buildShell`, passing the rows to `LegacyRedirects.add`. Until then it
 * returns no rows and calls nothing.
 */
export async function loadLegacyRedirectRows(): Promise<Array<readonly [string, string]>> {
  return [];
}

/** Answers GET and HEAD requests for an old path with 301 before any route (the page renderer included) runs. */
export function registerLegacyRedirects(app: FastifyInstance, redirects: LegacyRedirects): void {
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
