import { createHash } from 'node:crypto';
import type { ContentFixtures } from '../fixtures/types';

/**
 * A digest of a content as read from fixture files: the same files give the same digest. Names the test databases
 * made from the fixtures; the content version itself is a counter the database holds (content_meta).
 */
export function fixturesDigest(fixtures: ContentFixtures): string {
  return createHash('sha256').update(LOAD_FORMAT).update(JSON.stringify(fixtures)).digest('hex').slice(0, 16);
}

/** Changes when the loader turns the same fixtures into other rows, so that a digest names the rows as loaded. */
const LOAD_FORMAT = 'search text with blocks apart, company row';

/** The version reported for a database whose content no load has recorded. */
export const UNKNOWN_CONTENT_VERSION = 'unknown';
