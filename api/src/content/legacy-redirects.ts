// The old site's addresses the shell answers with a 301 (table legacy_redirects, docs/behaviour.md#legacy-redirects),
// changed one row at a time from the back office through the content service. A row is in legacy-redirects.json's
// format: an old address (`from`) and a site path (`to`) or a product (`product`, followed to its Polish address).
// An old address ends in .html: the shell serves no other as legacy, and the site's own addresses have no dot, so
// an old address is never a live page. A target is never an address that itself redirects: the visitor would take
// two hops (the old addresses cannot be targets: a target has no dot).
import { legacyRedirectRow } from '../db/content/content-rows';
import type { LegacyRedirectFixture } from '../db/fixtures/types';
import { ContentInputError } from './content-errors';
import type { ContentDb } from './content-history';
import { legacyRedirectsOf, type ContentFiles } from './fixture-files';

/** A row as the back office and legacy-redirects.json write it. */
export type LegacyRedirectEntry = ContentFiles['legacyRedirects'][number];

const OLD_ADDRESS = /\.html$/;

export async function readLegacyRedirects(db: ContentDb, from?: string): Promise<LegacyRedirectEntry[]> {
  let query = db.selectFrom('legacy_redirects').selectAll();
  if (from !== undefined) query = query.where('from_path', '=', from);
  return legacyRedirectsOf(await query.execute());
}

/**
 * Refuses, naming the field, a row that would not work: an address that is not an old one, one another row has
 * (`replacing` is the row's own address before the change), a target that redirects again, a product there is not.
 */
export async function checkLegacyRedirect(
  db: ContentDb,
  row: LegacyRedirectFixture,
  replacing: string | null,
): Promise<void> {
  if (!OLD_ADDRESS.test(row.from)) throw new ContentInputError('from', 'must be an old address ending in .html');
  if (row.from !== replacing && (await readLegacyRedirects(db, row.from)).length > 0)
    throw new ContentInputError('from', `${row.from} already has a redirect`);
  if ('to' in row) {
    const moved = await db.selectFrom('redirects').select('to_path').where('from_path', '=', row.to).executeTakeFirst();
    if (moved !== undefined)
      throw new ContentInputError('to', `${row.to} has moved to ${moved.to_path}: lead there instead`);
  } else {
    const product = await db.selectFrom('products').select('id').where('id', '=', row.productId).executeTakeFirst();
    if (product === undefined) throw new ContentInputError('product', `${row.productId} is not a product`);
  }
}

/** Removes the row of `replacing` (if given) and adds `row` (if given), in the caller's transaction. */
export async function storeLegacyRedirect(
  db: ContentDb,
  replacing: string | null,
  row: LegacyRedirectFixture | null,
): Promise<void> {
  if (replacing !== null) await db.deleteFrom('legacy_redirects').where('from_path', '=', replacing).execute();
  if (row !== null) await db.insertInto('legacy_redirects').values(legacyRedirectRow(row)).execute();
}
