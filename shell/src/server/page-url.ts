// The URL a page request is rendered for, or null when the request target is no path at all.
//
// It is built by appending the request's path to the public origin, so that a path starting with '//'
// ('//evil.example/x') stays a path — one that names no page, so 404 — instead of being read as another host.
// The router matches decoded paths with '.', which does not match the line terminators CR, LF, U+2028 and U+2029:
// a path holding one would match no route at all. And it builds URLs from the decoded path, which drop a tab
// ('/%09/' becomes '//', a URL with no host, and the render fails). No sitemap slug contains any of them, so they
// stay percent-encoded for the router, and the sitemap lookup answers 404 as for any other unknown path.
const ENCODED_LINE_TERMINATOR = /%(09|0A|0D|E2%80%A8|E2%80%A9)/gi;

export function pageUrl(requestUrl: string, publicOrigin: string): URL | null {
  if (!requestUrl.startsWith('/')) return null;
  const url = new URL(`${publicOrigin}${requestUrl}`);
  url.pathname = url.pathname.replace(ENCODED_LINE_TERMINATOR, (encoded) => encoded.replace(/%/g, '%25'));
  return url;
}

/**
 * The request target with a path the router can decode. A path whose escapes are no UTF-8 ('%E0%A4%A', '%FF') names
 * nothing on this site: its '%' signs are escaped, so that it is answered like any other unknown path (the 404
 * page) instead of with the web server's own JSON 400.
 */
export function decodableTarget(requestUrl: string): string {
  const queryAt = requestUrl.indexOf('?');
  const pathname = queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt);
  try {
    decodeURIComponent(pathname);
    return requestUrl;
  } catch {
    return `${pathname.replace(/%/g, '%25')}${requestUrl.slice(pathname.length)}`;
  }
}
