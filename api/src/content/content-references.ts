// The checks of a write against the rest of the content that a record's schema cannot make (the one-record form of
// db/fixtures/references.ts): what it refers to exists, its slugs and the ids of its parts are its own, and a record
// still referred to is not deleted. Each refusal names the field. A write's checks are sent to the database together
// (one round trip) and judged in order, so the first that fails is the one reported.
import { sql, type CompiledQuery } from 'kysely';
import { contentItemKey } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { together, type Rows } from '../db/query/together';
import { ContentInputError, ContentInUseError } from './content-errors';
import type { ContentDb } from './content-history';
import type { AnyContentKind, RecordTable } from './content-kinds';
import type { MenuItemFixture } from '../db/fixtures/types';
import type { WrittenRecord } from './search-update';

/** One check: the rows it asks for (none: it needs no query), judged by `verdict`, which throws a refusal. */
interface Check {
  query: CompiledQuery | null;
  verdict(rows: Rows): void;
}

/** Every id of `ids` (nulls aside) has a row in `table`. */
function mustExist(db: ContentDb, field: string, table: RecordTable, ids: ReadonlyArray<number | null>): Check {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return {
    query:
      wanted.length === 0
        ? null
        : sql`SELECT id FROM ${sql.table(table)} WHERE id IN (${sql.join(wanted)})`.compile(db),
    verdict(rows) {
      const present = new Set(rows.map((row) => Number(row.id)));
      const absent = wanted.filter((id) => !present.has(id));
      if (absent.length > 0) throw new ContentInputError(field, `refers to no existing record (${absent.join(', ')})`);
    },
  };
}

/** Parts (images, blocks, files) whose ids another record's parts already have. */
function ownParts(
  db: ContentDb,
  field: string,
  table: RecordTable,
  ownerColumn: string,
  ownerId: number,
  ids: readonly number[],
): Check {
  return {
    query:
      ids.length === 0
        ? null
        : sql`SELECT id FROM ${sql.table(table)}
            WHERE id IN (${sql.join(ids)}) AND ${sql.ref(ownerColumn)} <> ${ownerId}`.compile(db),
    verdict(taken) {
      if (new Set(ids).size !== ids.length) throw new ContentInputError(field, 'has the same id twice');
      if (taken.length > 0)
        throw new ContentInputError(field, `has ids of another record (${taken.map((row) => row.id).join(', ')})`);
    },
  };
}

type SluggedTable = 'post' | 'category' | 'tag' | 'job_offer' | 'realization' | 'mechanism' | 'mechanism_category';

/** Slugs are unique per locale among the records of a table (a locale without a slug of its own uses the Polish one). */
function uniqueSlugs(
  db: ContentDb,
  table: `${SluggedTable}_translations`,
  ownerColumn: `${SluggedTable}_id`,
  id: number,
  slugs: Record<(typeof LOCALES)[number], string>,
): Check[] {
  return LOCALES.map((locale) => ({
    query: sql`SELECT d.${sql.ref(ownerColumn)} AS id FROM ${sql.table(table)} d
      LEFT JOIN ${sql.table(table)} t ON t.${sql.ref(ownerColumn)} = d.${sql.ref(ownerColumn)} AND t.locale = ${locale}
      WHERE d.locale = 'pl' AND COALESCE(t.slug, d.slug) = ${slugs[locale]} AND d.${sql.ref(ownerColumn)} <> ${id}`.compile(
      db,
    ),
    verdict(clash) {
      if (clash.length > 0)
        throw new ContentInputError(`translations.${locale}.slug`, `is the slug of another record (${clash[0]?.id})`);
    },
  }));
}

/** Record `id` of a tree (categories, sitemap nodes) is not put under itself or a record under it. */
function notUnder(
  db: ContentDb,
  table: 'categories' | 'sitemap_nodes',
  id: number,
  parentId: number | null,
  problem: string,
): Check {
  return {
    query: parentId === null ? null : sql`SELECT id, parent_id FROM ${sql.table(table)}`.compile(db),
    verdict(rows) {
      if (parentId === null) return;
      const found = new Set([id]);
      for (let grew = true; grew;) {
        grew = false;
        for (const row of rows)
          if (row.parent_id !== null && found.has(Number(row.parent_id)) && !found.has(Number(row.id))) {
            found.add(Number(row.id));
            grew = true;
          }
      }
      if (found.has(parentId)) throw new ContentInputError('parent', problem);
    },
  };
}

/** A menu's items and the items nested in them, at every depth. */
function allItems(items: readonly MenuItemFixture[]): MenuItemFixture[] {
  return items.flatMap((item) => [item, ...allItems(item.children)]);
}

/** A slug is unique per locale among a table's records (a locale without a slug of its own uses the Polish one). */
function slugsOf(translations: { pl: { slug: string }; en: { slug?: string }; fr: { slug?: string } }) {
  return {
    pl: translations.pl.slug,
    en: translations.en.slug ?? translations.pl.slug,
    fr: translations.fr.slug ?? translations.pl.slug,
  };
}

/** The checks of `written`, in the order they are judged. */
function referenceChecks(db: ContentDb, written: WrittenRecord): Check[] {
  if (written.kind === 'category') {
    const category = written.record;
    return [
      mustExist(db, 'parent', 'categories', [category.parentId]),
      notUnder(db, 'categories', category.id, category.parentId, 'is the category itself or one of its subcategories'),
      ...uniqueSlugs(db, 'category_translations', 'category_id', category.id, slugsOf(category.translations)),
    ];
  }
  if (written.kind === 'tag')
    return uniqueSlugs(db, 'tag_translations', 'tag_id', written.record.id, slugsOf(written.record.translations));
  if (written.kind === 'patternCollection') {
    const collection = written.record;
    const patternIds = collection.patterns.map((pattern) => pattern.id);
    return [ownParts(db, 'patterns', 'patterns', 'pattern_collection_id', collection.id, patternIds)];
  }
  if (written.kind === 'fileType') return [];
  if (written.kind === 'jobOffer') {
    // The slug is the offer's anchor on the job list page: two alike would open the same offer.
    const offer = written.record;
    return uniqueSlugs(db, 'job_offer_translations', 'job_offer_id', offer.id, slugsOf(offer.translations));
  }
  if (written.kind === 'menu') {
    const items = allItems(written.record.items);
    return [
      ownParts(
        db,
        'items',
        'menu_items',
        'menu_id',
        written.record.id,
        items.map((item) => item.id),
      ),
      mustExist(
        db,
        'items.page',
        'pages',
        items.map((item) => item.pageId),
      ),
      mustExist(
        db,
        'items.category',
        'categories',
        items.map((item) => item.categoryId),
      ),
      mustExist(
        db,
        'items.sitemapNode',
        'sitemap_nodes',
        items.map((item) => item.sitemapNodeId),
      ),
    ];
  }
  if (written.kind === 'sitemapNode') {
    const node = written.record;
    return [
      mustExist(db, 'parent', 'sitemap_nodes', [node.parentId]),
      notUnder(db, 'sitemap_nodes', node.id, node.parentId, 'is the node itself or one of the nodes under it'),
      mustExist(db, 'page', 'pages', [node.pageId]),
      mustExist(db, 'category', 'categories', [node.categoryId]),
    ];
  }
  if (written.kind === 'product') {
    const p = written.record;
    const others = [
      p.relatedProductId,
      ...p.similarProducts.map((similar) => ('productId' in similar ? similar.productId : null)),
    ].filter((other): other is number => other !== null && other !== p.id);
    return [
      mustExist(db, 'category', 'categories', [p.categoryId]),
      mustExist(db, 'categories', 'categories', p.extraCategoryIds),
      mustExist(db, 'tags', 'tags', p.tagIds),
      mustExist(db, 'patternCollections', 'pattern_collections', p.patternCollectionIds),
      mustExist(
        db,
        'files',
        'file_types',
        p.files.map((file) => file.fileTypeId),
      ),
      mustExist(db, 'similarProducts', 'products', others),
      {
        query: sql`SELECT id FROM products WHERE slug = ${p.slug} AND id <> ${p.id}`.compile(db),
        verdict(owner) {
          if (owner.length > 0) throw new ContentInputError('slug', `is the slug of product ${owner[0]?.id}`);
        },
      },
      ownParts(
        db,
        'images',
        'product_images',
        'product_id',
        p.id,
        p.images.map((image) => image.id),
      ),
      ownParts(
        db,
        'blocks',
        'product_blocks',
        'product_id',
        p.id,
        p.blocks.map((block) => block.id),
      ),
      ownParts(
        db,
        'files',
        'product_files',
        'product_id',
        p.id,
        p.files.map((file) => file.id),
      ),
    ];
  }
  if (written.kind === 'page') {
    const page = written.record;
    return [
      ownParts(
        db,
        'blocks',
        'page_blocks',
        'page_id',
        page.id,
        page.blocks.map((block) => block.id),
      ),
    ];
  }
  if (written.kind === 'realization') {
    const r = written.record;
    return [
      ...uniqueSlugs(db, 'realization_translations', 'realization_id', r.id, slugsOf(r.translations)),
      ownParts(
        db,
        'images',
        'realization_images',
        'realization_id',
        r.id,
        r.images.map((image) => image.id),
      ),
    ];
  }
  if (written.kind === 'mechanism') {
    const m = written.record;
    return [
      mustExist(db, 'category', 'mechanism_categories', [m.categoryId]),
      ...uniqueSlugs(db, 'mechanism_translations', 'mechanism_id', m.id, slugsOf(m.translations)),
    ];
  }
  if (written.kind === 'mechanismCategory') {
    const c = written.record;
    return uniqueSlugs(db, 'mechanism_category_translations', 'mechanism_category_id', c.id, slugsOf(c.translations));
  }
  const post = written.record;
  const slug = (locale: (typeof LOCALES)[number]): string =>
    post.translations[locale].slug ?? post.translations.pl.slug;
  return uniqueSlugs(db, 'post_translations', 'post_id', post.id, { pl: slug('pl'), en: slug('en'), fr: slug('fr') });
}

export async function checkReferences(db: ContentDb, written: WrittenRecord): Promise<void> {
  const checks = referenceChecks(db, written);
  const answers = await together(
    db,
    checks.flatMap((check) => (check.query === null ? [] : [check.query])),
  );
  let next = 0;
  for (const check of checks) check.verdict(check.query === null ? [] : (answers[next++] ?? []));
}

/** The records that refer to a record of `kind`, which is then kept: named by `key`, `what` is how a person calls it. */
const REFERRERS: Record<
  AnyContentKind['name'],
  Array<{ table: RecordTable; column: string; key: string; what: string }>
> = {
  product: [
    { table: 'products', column: 'related_product_id', key: 'id', what: 'product (its related product)' },
    { table: 'product_similar', column: 'similar_product_id', key: 'product_id', what: 'product (a similar product)' },
    { table: 'legacy_redirects', column: 'product_id', key: 'from_path', what: 'old address' },
  ],
  page: [
    { table: 'sitemap_nodes', column: 'page_id', key: 'id', what: 'sitemap node' },
    { table: 'menu_items', column: 'page_id', key: 'id', what: 'menu item' },
  ],
  post: [],
  menu: [],
  sitemapNode: [
    { table: 'sitemap_nodes', column: 'parent_id', key: 'id', what: 'sitemap node (under it)' },
    { table: 'menu_items', column: 'sitemap_node_id', key: 'id', what: 'menu item' },
  ],
  category: [
    { table: 'categories', column: 'parent_id', key: 'id', what: 'subcategory' },
    { table: 'product_categories', column: 'category_id', key: 'product_id', what: 'product' },
    { table: 'menu_items', column: 'category_id', key: 'id', what: 'menu item' },
    { table: 'sitemap_nodes', column: 'category_id', key: 'id', what: 'sitemap node' },
  ],
  tag: [{ table: 'product_tags', column: 'tag_id', key: 'product_id', what: 'product' }],
  patternCollection: [
    { table: 'product_pattern_collections', column: 'pattern_collection_id', key: 'product_id', what: 'product' },
  ],
  fileType: [{ table: 'product_files', column: 'file_type_id', key: 'product_id', what: 'product' }],
  jobOffer: [],
  realization: [],
  mechanism: [],
  mechanismCategory: [{ table: 'mechanisms', column: 'mechanism_category_id', key: 'id', what: 'mechanism' }],
};

export async function checkDeletable(db: ContentDb, kind: AnyContentKind, id: number): Promise<void> {
  for (const referrer of REFERRERS[kind.name]) {
    const found = await sql<{
      referrer: string | number;
    }>`SELECT ${sql.ref(referrer.key)} AS referrer FROM ${sql.table(referrer.table)}
      WHERE ${sql.ref(referrer.column)} = ${id} LIMIT 1`.execute(db);
    const first = found.rows[0];
    if (first === undefined) continue;
    throw new ContentInUseError(kind.name, id, `${referrer.what} ${String(first.referrer)}`);
  }
}

/** The items whose pages show a record of `kind` (its products, its mechanisms): a change of it names them. */
const SHOWN_BY: Partial<
  Record<AnyContentKind['name'], { table: RecordTable; column: string; key: string; item: 'product' | 'mechanism' }>
> = {
  tag: { table: 'product_tags', column: 'tag_id', key: 'product_id', item: 'product' },
  patternCollection: {
    table: 'product_pattern_collections',
    column: 'pattern_collection_id',
    key: 'product_id',
    item: 'product',
  },
  fileType: { table: 'product_files', column: 'file_type_id', key: 'product_id', item: 'product' },
  mechanismCategory: { table: 'mechanisms', column: 'mechanism_category_id', key: 'id', item: 'mechanism' },
};

/** The content keys of the items whose pages show record `id` of `kind` (none for kinds their pages' keys name). */
export async function itemsShowing(db: ContentDb, kind: AnyContentKind, id: number): Promise<string[]> {
  const use = SHOWN_BY[kind.name];
  if (use === undefined) return [];
  const found = await sql<{ id: number }>`SELECT DISTINCT ${sql.ref(use.key)} AS id FROM ${sql.table(use.table)}
    WHERE ${sql.ref(use.column)} = ${id}`.execute(db);
  return found.rows.map((row) => contentItemKey(use.item, Number(row.id)));
}
