// The visitor facts of a request (see Visitor in the contracts), from its Cookie header. Only the site's own
// visitor cookies are looked at; a malformed header counts as a first visit.
import { parse } from 'cookie';
import { FIRST_VISIT, visitorFromCookies, type Visitor } from '@ergoforma/shared-contracts';

/** Longer headers are not worth parsing: the site's own cookies are a few bytes. */
const MAX_COOKIE_HEADER = 8192;

export function visitorOfRequest(cookieHeader: string | string[] | undefined): Visitor {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader;
  if (!header || header.length > MAX_COOKIE_HEADER) return FIRST_VISIT;
  try {
    return visitorFromCookies(parse(header));
  } catch {
    return FIRST_VISIT;
  }
}
