// Draws the visitor's canary bucket once and keeps it in a first-party cookie (app/release-cookie.ts): from the
// next page on, the server renders the visitor's versions; this page stays on the versions it was rendered with.
import { RELEASE_BUCKETS, RELEASE_COOKIE } from '../app/release-cookie';

const ONE_YEAR_S = 365 * 24 * 3600;

export function keepReleaseBucket(doc: Document, random: () => number = Math.random): void {
  if (doc.cookie.split('; ').some((cookie) => cookie.startsWith(`${RELEASE_COOKIE}=`))) return;
  const bucket = Math.floor(random() * RELEASE_BUCKETS);
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${RELEASE_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
