// The checks of a write against the rest of the content that a record's schema cannot make (the one-record form of
// db/fixtures/references.ts): what it refers to exists, its slugs and the ids of its parts are its own, and a record
// still referred to is not deleted. Each refusal names the field.
import { sql } from 'kysely';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { ContentConflictError, ContentInputError } from './content-errors';
import type { ContentDb } from './content-history';
import type { AnyContentKind, RecordTable } from './content-kinds';
import type { WrittenRecord } from './search-update';

/** The ids of `ids` that `table` has no row for. */
async function missing(db: ContentDb, table: RecordTable, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE id IN (${sql.join(wanted)})`.execute(
    db,
  );
  const present = new Set(found.rows.map((row) => Number(row.id)));
  return wanted.filter((id) => !present.has(id));
}

async function mustExist(
  db: ContentDb,
  field: string,
  table: RecordTable,
  ids: ReadonlyArray<number | null>,
): Promise<void> {
  const absent = await missing(
    db,
    table,
    ids.filter((id): id is number => id !== null),
  );
  if (absent.length > 0) throw new ContentInputError(field, `refers to no existing record (${absent.join(', ')})`);
}

/** Parts (images, blocks, files) whose ids another record's parts already have. */
async function ownParts(
  db: ContentDb,
  field: string,
  table: RecordTable,
  ownerColumn: string,
  ownerId: number,
  ids: readonly number[],
): Promise<void> {
  if (new Set(ids).size !== ids.length) throw new ContentInputError(field, 'has the same id twice');
  if (ids.length === 0) return;
  const taken = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)}
    WHERE id IN (${sql.join(ids)}) AND ${sql.ref(ownerColumn)} <> ${ownerId}`.execute(db);
  if (taken.rows.length > 0)
    throw new ContentInputError(field, `has ids of another record (${taken.rows.map((row) => row.id).join(', ')})`);
}

/** Slugs are unique per locale among the records of a table (a locale without a slug of its own uses the Polish one). */
async function uniqueSlugs(
  db: ContentDb,
  table: 'post_translations',
  ownerColumn: 'post_id',
  id: number,
  slugs: Record<(typeof LOCALES)[number], string>,
): Promise<void> {
  for (const locale of LOCALES) {
    const clash = await sql<{ id: number }>`SELECT d.${sql.ref(ownerColumn)} AS id FROM ${sql.table(table)} d
      LEFT JOIN ${sql.table(table)} t ON t.${sql.ref(ownerColumn)} = d.${sql.ref(ownerColumn)} AND t.locale = ${locale}
      WHERE d.locale = 'pl' AND COALESCE(t.slug, d.slug) = ${slugs[locale]} AND d.${sql.ref(ownerColumn)} <> ${id}`.execute(
      db,
    );
    if (clash.rows.length > 0)
      throw new ContentInputError(
        `translations.${locale}.slug`,
        `is the slug of another record (${clash.rows[0]?.id})`,
      );
  }
}

export async function checkReferences(db: ContentDb, written: WrittenRecord): Promise<void> {
  if (written.kind === 'product') {
    const p = written.record;
    await mustExist(db, 'category', 'categories', [p.categoryId]);
    await mustExist(db, 'categories', 'categories', p.extraCategoryIds);
    await mustExist(db, 'tags', 'tags', p.tagIds);
    await mustExist(db, 'patternCollections', 'pattern_collections', p.patternCollectionIds);
    await mustExist(
      db,
      'files',
      'file_types',
      p.files.map((file) => file.fileTypeId),
    );
    const others = [
      p.relatedProductId,
      ...p.similarProducts.map((similar) => ('productId' in similar ? similar.productId : null)),
    ].filter((other): other is number => other !== null && other !== p.id);
    await mustExist(db, 'similarProducts', 'products', others);
    const slugOwner = await sql<{
      id: number;
    }>`SELECT id FROM products WHERE slug = ${p.slug} AND id <> ${p.id}`.execute(db);
    if (slugOwner.rows.length > 0)
      throw new ContentInputError('slug', `is the slug of product ${slugOwner.rows[0]?.id}`);
    await ownParts(
      db,
      'images',
      'product_images',
      'product_id',
      p.id,
      p.images.map((image) => image.id),
    );
    await ownParts(
      db,
      'blocks',
      'product_blocks',
      'product_id',
      p.id,
      p.blocks.map((block) => block.id),
    );
    await ownParts(
      db,
      'files',
      'product_files',
      'product_id',
      p.id,
      p.files.map((file) => file.id),
    );
  } else if (written.kind === 'page') {
    const page = written.record;
    await ownParts(
      db,
      'blocks',
      'page_blocks',
      'page_id',
      page.id,
      page.blocks.map((block) => block.id),
    );
  } else {
    const post = written.record;
    const slug = (locale: (typeof LOCALES)[number]): string =>
      post.translations[locale].slug ?? post.translations.pl.slug;
    await uniqueSlugs(db, 'post_translations', 'post_id', post.id, { pl: slug('pl'), en: slug('en'), fr: slug('fr') });
  }
}

/** The records that refer to a record of `kind`, which is then kept. */
const REFERRERS: Record<
  AnyContentKind['name'],
  Array<{ table: RecordTable; column: string; key: string; where: string }>
> = {
  product: [
    { table: 'products', column: 'related_product_id', key: 'id', where: 'the related product of product' },
    {
      table: 'product_similar',
      column: 'similar_product_id',
      key: 'product_id',
      where: 'a similar product of product',
    },
    { table: 'legacy_redirects', column: 'product_id', key: 'from_path', where: 'the target of the old address' },
  ],
  page: [
    { table: 'sitemap_nodes', column: 'page_id', key: 'id', where: 'the page of sitemap node' },
    { table: 'menu_items', column: 'page_id', key: 'id', where: 'the page of menu item' },
  ],
  post: [],
};

export async function checkDeletable(db: ContentDb, kind: AnyContentKind, id: number): Promise<void> {
  for (const referrer of REFERRERS[kind.name]) {
    const found = await sql<{
      referrer: string | number;
    }>`SELECT ${sql.ref(referrer.key)} AS referrer FROM ${sql.table(referrer.table)}
      WHERE ${sql.ref(referrer.column)} = ${id} LIMIT 1`.execute(db);
    const first = found.rows[0];
    if (first !== undefined)
      throw new ContentConflictError(`${kind.name} ${id} is still used: ${referrer.where} ${String(first.referrer)}`);
  }
}
