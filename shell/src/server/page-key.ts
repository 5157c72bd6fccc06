// What a rendered page depends on, as one cache key: everything that can change its HTML but the content, whose
// changes drop the pages that show it (page-cache.ts). Two requests with the same key and content version get the
// same page, so the two give the page's ETag (answered with 304 without rendering).
import { createHash } from 'node:crypto';
import { splitLocaleFromPath } from '@ergoforma/shared-contracts';
import type { ServerFederation } from './federation';

export interface PageKeyInput {
  url: URL;
  /** The visitor-dependent variant of the page (visitorVariant in the contracts): a few fixed labels. */
  variant: string;
  federation: ServerFederation;
  /** Only in the ETag: a page the content version does not concern is kept across it. */
  contentVersion: string;
  /** The shell's own build (its code and assets). */
  shellBuild: string;
  /** Query parameters pages read (others, such as tracking parameters, do not make another page). */
  queryParameters: readonly string[];
}

export interface PageKey {
  key: string;
  etag: string;
  /** The URL to render: path and the parameters pages read, so the HTML is exactly what the key says. */
  renderUrl: URL;
}

const remoteVersions = new WeakMap<ServerFederation, string>();

/** The versions of the remotes the page may use, from the request's discovery snapshot. */
function versionsOf(federation: ServerFederation): string {
  let versions = remoteVersions.get(federation);
  if (versions === undefined) {
    versions = Object.values(federation.discovery.remotes)
      .map((remote) => `${remote.name}@${federation.isUsable(remote.name) ? remote.version : 'off'}`)
      .sort()
      .join(',');
    remoteVersions.set(federation, versions);
  }
  return versions;
}

export function normalisedSearch(url: URL, queryParameters: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of [...queryParameters].sort()) {
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : '';
}

export function pageKey(input: PageKeyInput): PageKey {
  const { url } = input;
  const search = normalisedSearch(url, input.queryParameters);
  const key = [
    url.pathname + search,
    splitLocaleFromPath(url.pathname).locale,
    input.variant,
    versionsOf(input.federation),
    input.shellBuild,
    // Pages show the current year (the footer's copyright).
    new Date().getUTCFullYear(),
  ].join('\n');
  const etag = `W/"${createHash('sha1').update(`${key}\n${input.contentVersion}`).digest('base64url')}"`;
  // Only the search changes: a path such as '//host/x' stays a path of this site (parsing it again would not).
  const renderUrl = new URL(url.href);
  renderUrl.search = search;
  return { key, etag, renderUrl };
}

/** True when an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}
