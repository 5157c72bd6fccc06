import { createHash } from 'node:crypto';
import type { ContentFixtures } from '../fixtures/types';

/**
 * The version of a content: a digest of the fixtures as read. The same fixtures give the same version on every
 * start and every replica; any change to them gives another one. Stored with the content (table content_meta).
 */
export function contentVersion(fixtures: ContentFixtures): string {
  return createHash('sha256').update(LOAD_FORMAT).update(JSON.stringify(fixtures)).digest('hex').slice(0, 16);
}

/**
 * Changes when the loader turns the same fixtures into other rows (e.g. how search text keeps blocks apart), so that
 * a database loaded by an older API loads again instead of keeping the old rows.
 */
const LOAD_FORMAT = 'search text with blocks apart';

/** The version reported for a database whose content no load has recorded. */
export const UNKNOWN_CONTENT_VERSION = 'unknown';
