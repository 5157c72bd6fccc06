// No broken links: when a write changes the public address of a record in a language (a product's slug or
// category, a post's slug), the old address answers 301 to the new one (table redirects, which the shell follows:
// docs/back-office.md#history-and-redirects). A record's addresses are its search documents' paths, one per
// language it is shown in (a draft has none, so a draft's rename leaves nothing behind). In the write's transaction:
// - an address another record has is refused, naming the field;
// - every redirect pointing to the old address is moved to the new one, so a visitor never takes two hops
//   (A→B then B→C leaves A→C and B→C);
// - a redirect from an address that is live again (the record took its old slug back) is removed;
// - a deleted record's redirects (those that led to its addresses) are removed: they would end in a 404;
// - a category's new slug moves the addresses of the products it is the main category of (their paths name it).
import type { Locale } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { categoryRef, type LocaleContexts } from '../db/content/locale-context';
import type { SearchKind } from '../db/content/search-documents';
import { ContentInputError } from './content-errors';
import type { ContentDb } from './content-history';
import { together } from '../db/query/together';

/** A record's public address in each language it is shown in. */
export type Addresses = Map<Locale, string>;

/**
 * The kinds whose search document is the record's own page. Realizations and job offers are indexed under their
 * list's address, which many records share: they have no address of their own to follow or to take.
 */
const OWN_ADDRESS_KINDS: ReadonlySet<SearchKind> = new Set<SearchKind>([
  'product',
  'page',
  'post',
  'category',
  'mechanism',
]);

/** The field of the record that makes its address in `locale` (what a taken address is reported on). */
const ADDRESS_FIELDS: Partial<Record<SearchKind, (locale: Locale) => string>> = {
  post: (locale) => `translations.${locale}.slug`,
  mechanism: (locale) => `translations.${locale}.slug`,
};

export const hasOwnAddress = (kind: SearchKind): boolean => OWN_ADDRESS_KINDS.has(kind);

/** The addresses a record has now (before a write changes it). */
export async function storedAddresses(db: ContentDb, kind: SearchKind, recordId: number): Promise<Addresses> {
  const rows = await db
    .selectFrom('search_documents')
    .select(['locale', 'path'])
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
  const addresses: Addresses = new Map();
  for (const row of rows) if (!addresses.has(row.locale)) addresses.set(row.locale, row.path);
  return addresses;
}

/** Refuses addresses that another record (with an address of its own) has: a 400 naming the field. */
export async function checkAddressesFree(
  db: ContentDb,
  kind: SearchKind,
  recordId: number,
  addresses: Addresses,
): Promise<void> {
  if (addresses.size === 0) return;
  const taken = await db
    .selectFrom('search_documents')
    .select(['kind', 'record_id', 'path'])
    .where('path', 'in', [...addresses.values()])
    .where('kind', 'in', [...OWN_ADDRESS_KINDS])
    .where((eb) => eb.or([eb('kind', '<>', kind), eb('record_id', '<>', recordId)]))
    .executeTakeFirst();
  if (taken === undefined) return;
  const locale = [...addresses].find(([, path]) => path === taken.path)?.[0] ?? 'pl';
  const field = ADDRESS_FIELDS[kind]?.(locale) ?? 'slug';
  throw new ContentInputError(
    field,
    `makes the address ${taken.path}, which ${taken.kind} ${Number(taken.record_id)} has already`,
  );
}

/**
 * The addresses a write leaves (`before` without `after`) given as `target`, where they are to answer 301 to; the
 * end of target's redirect if it has one (one hop). Target the record's own address is a 400.
 */
export async function leadingTo(
  db: ContentDb,
  addresses: { before: Addresses; after: Addresses },
  target: string,
): Promise<Addresses> {
  if ([...addresses.before.values(), ...addresses.after.values()].includes(target))
    throw new ContentInputError('redirectTo', `is the record's own address (${target})`);
  const hop = await db.selectFrom('redirects').select('to_path').where('from_path', '=', target).executeTakeFirst();
  const to = hop?.to_path ?? target;
  const after = new Map(addresses.after);
  for (const locale of addresses.before.keys()) if (!after.has(locale)) after.set(locale, to);
  return after;
}

export interface AddressChange {
  /** The kind of record whose address changed: one with search documents, or a sitemap node. */
  kind: SearchKind | 'sitemapNode';
  recordId: number;
  before: Addresses;
  after: Addresses;
  at: string;
  /** The record is gone (deleted), not only out of sight in a language (a draft keeps what leads to it). */
  deleted?: boolean;
}

/** Makes, moves and removes the redirects a change of addresses calls for; true when any changed. */
export async function followAddresses(db: ContentDb, change: AddressChange): Promise<boolean> {
  if (change.deleted) {
    const from = [...change.before.values()];
    if (from.length === 0) return false;
    const gone = await db.deleteFrom('redirects').where('to_path', 'in', from).returning('from_path').execute();
    return gone.length > 0;
  }
  // Sent together: one round trip.
  const live = [...change.after.values()];
  const statements =
    live.length === 0
      ? []
      : [db.deleteFrom('redirects').where('from_path', 'in', live).returning('from_path').compile()];
  let moved = false;
  for (const [locale, from] of change.before) {
    const to = change.after.get(locale);
    if (to === undefined || to === from) continue;
    statements.push(
      db.updateTable('redirects').set({ to_path: to }).where('to_path', '=', from).compile(),
      db.deleteFrom('redirects').where('from_path', '=', from).compile(),
      db
        .insertInto('redirects')
        .values({
          from_path: from,
          to_path: to,
          kind: change.kind,
          record_id: change.recordId,
          locale,
          created_at: change.at,
        })
        .compile(),
    );
    moved = true;
  }
  const [liveAgain = []] = await together(db, statements);
  return moved || (live.length > 0 && liveAgain.length > 0);
}

/**
 * A sitemap node's slug or parent change moves the addresses of the node and of every node under it: each shown node
 * whose address in a language changed gets a redirect (the records shown under a '{slug}' pattern node, the
 * categories and products, are not followed here).
 */
export async function followNodeAddresses(
  db: ContentDb,
  contexts: { before: LocaleContexts; after: LocaleContexts },
  at: string,
): Promise<boolean> {
  let changed = false;
  for (const locale of LOCALES) {
    const before = contexts.before.of(locale);
    const shownBefore = new Set(before.sitemapNodes.map((node) => node.id));
    for (const node of contexts.after.of(locale).sitemapNodes) {
      const from = before.nodePaths.get(node.id);
      const to = contexts.after.of(locale).nodePaths.get(node.id);
      if (from === undefined || to === undefined || from === to || !shownBefore.has(node.id)) continue;
      const change = { kind: 'sitemapNode' as const, recordId: node.id, at };
      changed =
        (await followAddresses(db, { ...change, before: new Map([[locale, from]]), after: new Map([[locale, to]]) })) ||
        changed;
    }
  }
  return changed;
}

/**
 * After a category's write (its search documents made from `contexts`, the tree as written): the products whose main
 * category it is take their new addresses (their search documents' paths) and their old ones answer 301. True when
 * any redirect changed.
 */
export async function followCategoryProducts(
  db: ContentDb,
  contexts: LocaleContexts,
  categoryId: number,
  at: string,
): Promise<boolean> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where('category_id', '=', categoryId)
    .execute();
  let changed = false;
  for (const product of products) {
    const before = await storedAddresses(db, 'product', product.id);
    const after: Addresses = new Map();
    for (const locale of before.keys()) {
      const context = contexts.of(locale);
      const category = context.categoriesById.get(categoryId);
      if (category === undefined) continue;
      const path = context.productPath(categoryRef(category), product.slug);
      after.set(locale, path);
      await db
        .updateTable('search_documents')
        .set({ path })
        .where('kind', '=', 'product')
        .where('record_id', '=', product.id)
        .where('locale', '=', locale)
        .execute();
    }
    changed = (await followAddresses(db, { kind: 'product', recordId: product.id, before, after, at })) || changed;
  }
  return changed;
}

export interface SiteRedirect {
  from: string;
  to: string;
  kind: string;
  recordId: number;
  locale: string;
  createdAt: string;
}

/** The redirects, newest first; `limit` null for all of them. */
export async function listRedirects(
  db: ContentDb,
  page: { offset: number; limit: number | null },
): Promise<{ total: number; redirects: SiteRedirect[] }> {
  const count = await db
    .selectFrom('redirects')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .executeTakeFirstOrThrow();
  let query = db.selectFrom('redirects').selectAll().orderBy('created_at', 'desc').orderBy('from_path');
  if (page.limit !== null) query = query.limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  return {
    total: Number(count.total),
    redirects: rows.map((row) => ({
      from: row.from_path,
      to: row.to_path,
      kind: row.kind,
      recordId: Number(row.record_id),
      locale: row.locale,
      createdAt: row.created_at,
    })),
  };
}
