// Keeps products.name_rank (the Polish alphabetical order the lists sort by) right when one product is created,
// renamed or deleted: its new place is found by a search over the ranks that reads many places per statement, and
// only the products between its old and new place move by one, so a write reads and writes a few rows, not the whole catalogue.
import { compareProductNames } from '../db/content/content-rows';
import type { ContentDb } from './content-history';
import { together } from '../db/query/together';

/** How many places the search reads in one statement: a 10,000-product catalogue is searched in three round trips. */
const PROBES = 32;

/** The products at `ranks`, by rank. */
async function atRanks(db: ContentDb, ranks: readonly number[]): Promise<Map<number, { id: number; name: string }>> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'name_rank'])
    .where('name_rank', 'in', ranks)
    .execute();
  return new Map(rows.map((row) => [Number(row.name_rank), { id: Number(row.id), name: row.name }]));
}

async function productCount(db: ContentDb): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Gives product `product` (its row written, rank `oldRank`, or null when new) its place by name. `product` null:
 * the product of `oldRank` is being deleted, the ones after it move up.
 */
export async function placeByName(
  db: ContentDb,
  product: { id: number; name: string } | null,
  oldRank: number | null,
): Promise<void> {
  const count = await productCount(db);
  if (product === null) {
    if (oldRank !== null)
      await db
        .updateTable('products')
        .set((eb) => ({ name_rank: eb('name_rank', '-', 1) }))
        .where('name_rank', '>', oldRank)
        .execute();
    return;
  }
  // The others, in rank order, skip the product's own old rank.
  // The product's own row is written already (a new one with no rank yet): the others are the rest.
  const others = count - 1;
  const rankOfOther = (index: number): number => (oldRank !== null && index >= oldRank ? index + 1 : index);
  // The others before the product are a prefix of them: each step reads up to PROBES places spread over what is left
  // and keeps the stretch between the last one before the product and the first one after it.
  let low = 0;
  let high = others;
  while (low < high) {
    const size = high - low;
    const probes = Array.from({ length: Math.min(size, PROBES) }, (_, index) =>
      size <= PROBES ? low + index : low + Math.floor(((index + 1) * size) / (PROBES + 1)),
    );
    const found = await atRanks(db, probes.map(rankOfOther));
    const stretch = { low, high };
    for (const index of probes) {
      const other = found.get(rankOfOther(index));
      if (other === undefined) throw new Error(`no product has name rank ${rankOfOther(index)}`);
      if (compareProductNames(other, product) >= 0) {
        stretch.high = index;
        break;
      }
      stretch.low = index + 1;
    }
    ({ low, high } = stretch);
  }
  const newRank = low;
  if (oldRank === newRank) return;
  // The others that move and the product itself, sent together: one round trip.
  const moving =
    oldRank === null
      ? db
          .updateTable('products')
          .set((eb) => ({ name_rank: eb('name_rank', '+', 1) }))
          .where('name_rank', '>=', newRank)
      : newRank > oldRank
        ? db
            .updateTable('products')
            .set((eb) => ({ name_rank: eb('name_rank', '-', 1) }))
            .where('name_rank', '>', oldRank)
            .where('name_rank', '<=', newRank)
        : db
            .updateTable('products')
            .set((eb) => ({ name_rank: eb('name_rank', '+', 1) }))
            .where('name_rank', '>=', newRank)
            .where('name_rank', '<', oldRank);
  await together(db, [
    moving.where('id', '<>', product.id).compile(),
    db.updateTable('products').set({ name_rank: newRank }).where('id', '=', product.id).compile(),
  ]);
}
