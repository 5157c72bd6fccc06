// Which remote versions a request gets (docs/deployment.md#releasing): a QA pin first (pin-link.ts), then the
// visitor's canary assignment. The assignment is a random bucket from 0 to 99 that the browser draws once and
// keeps in a first-party cookie (shell/src/client/release-bucket.ts); a canary with share N serves the visitors
// whose bucket is below N. Without the cookie (a first view, a browser that keeps no cookies) and for crawlers the
// request gets the stable versions, so a page any shared cache keeps for cookieless visitors is always stable.
import { parse } from 'cookie';
import { RELEASE_BUCKETS, RELEASE_COOKIE } from '../app/release-cookie';
import { PIN_COOKIE, verifyPins } from './pin-link';
import type { VersionChoice } from './remote-directory';

/** Search engines, link previews and monitors: they keep no cookies and must see what everyone sees. */
const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|monitor|curl|wget|lighthouse/i;

const MAX_COOKIE_HEADER = 8192;

export function versionChoiceOf(
  headers: { cookie?: string | string[]; 'user-agent'?: string },
  pinSecret: string | undefined,
  now = new Date(),
): VersionChoice {
  const header = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : headers.cookie;
  if (!header || header.length > MAX_COOKIE_HEADER) return {};
  let cookies: Record<string, string | undefined>;
  try {
    cookies = parse(header);
  } catch {
    return {};
  }
  const pins = verifyPins(cookies[PIN_COOKIE], pinSecret, now) ?? undefined;
  const bucketText = cookies[RELEASE_COOKIE];
  const bucket =
    bucketText &&
    /^\d{1,3}$/.test(bucketText) &&
    Number(bucketText) < RELEASE_BUCKETS &&
    !CRAWLER.test(headers['user-agent'] ?? '')
      ? Number(bucketText)
      : undefined;
  return { ...(bucket !== undefined ? { bucket } : {}), ...(pins ? { pins } : {}) };
}
