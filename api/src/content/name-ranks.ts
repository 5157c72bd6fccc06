// Keeps products.name_rank (the Polish alphabetical order the lists sort by) right when one product is created,
// renamed or deleted: its new place is found by a binary search over the ranks, and only the products between its old
// and new place move by one, so a write reads and writes a few rows, not the whole catalogue.
import { compareProductNames } from '../db/content/content-rows';
import type { ContentDb } from './content-history';

/** The product at `rank`. */
async function atRank(db: ContentDb, rank: number): Promise<{ id: number; name: string }> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('name_rank', '=', rank)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), name: row.name };
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
  let low = 0;
  let high = others;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareProductNames(await atRank(db, rankOfOther(middle)), product) < 0) low = middle + 1;
    else high = middle;
  }
  const newRank = low;
  if (oldRank === newRank) return;
  if (oldRank === null)
    await db
      .updateTable('products')
      .set((eb) => ({ name_rank: eb('name_rank', '+', 1) }))
      .where('name_rank', '>=', newRank)
      .where('id', '<>', product.id)
      .execute();
  else if (newRank > oldRank)
    await db
      .updateTable('products')
      .set((eb) => ({ name_rank: eb('name_rank', '-', 1) }))
      .where('name_rank', '>', oldRank)
      .where('name_rank', '<=', newRank)
      .where('id', '<>', product.id)
      .execute();
  else
    await db
      .updateTable('products')
      .set((eb) => ({ name_rank: eb('name_rank', '+', 1) }))
      .where('name_rank', '>=', newRank)
      .where('name_rank', '<', oldRank)
      .where('id', '<>', product.id)
      .execute();
  await db.updateTable('products').set({ name_rank: newRank }).where('id', '=', product.id).execute();
}
