// A write replaces the search documents of the record it changed, and only those: made from the record as written
// (db/content/search-documents.ts), in the write's transaction. The full-text index is per engine: PostgreSQL's
// vectors are generated columns of the rows; SQLite's FTS5 index is told of the rows removed and added.
import { sql, type CompiledQuery } from 'kysely';
import type { JsonValue, Locale } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { foldText } from '../lib/text';
import { together } from '../db/query/together';
import type { LocaleContext, LocaleContexts } from '../db/content/locale-context';
import {
  NO_SEARCH_SOURCE_ROWS,
  recordSearchDocuments,
  searchDocuments,
  type SearchKind,
  type SearchSourceRows,
} from '../db/content/search-documents';
import type {
  CategoryFixture,
  FileTypeFixture,
  JobOfferFixture,
  MechanismCategoryFixture,
  MechanismFixture,
  MenuFixture,
  PageFixture,
  PatternCollectionFixture,
  PostFixture,
  ProductFixture,
  RealizationFixture,
  SitemapNodeFixture,
  TagFixture,
} from '../db/fixtures/types';
import type { Engine } from '../db/query/connect';
import type { ContentDb } from './content-history';

/** A record as written, by kind (the schemas' output). */
export type WrittenRecord =
  | { kind: 'product'; record: ProductFixture }
  | { kind: 'page'; record: PageFixture }
  | { kind: 'post'; record: PostFixture }
  | { kind: 'category'; record: CategoryFixture }
  | { kind: 'tag'; record: TagFixture }
  | { kind: 'patternCollection'; record: PatternCollectionFixture }
  | { kind: 'fileType'; record: FileTypeFixture }
  | { kind: 'jobOffer'; record: JobOfferFixture }
  | { kind: 'realization'; record: RealizationFixture }
  | { kind: 'mechanism'; record: MechanismFixture }
  | { kind: 'mechanismCategory'; record: MechanismCategoryFixture }
  | { kind: 'menu'; record: MenuFixture }
  | { kind: 'sitemapNode'; record: SitemapNodeFixture };

/** A record with search documents of its own: made from its rows (a category's from the locale contexts). */
type SearchedRecord = Extract<
  WrittenRecord,
  { kind: 'product' | 'page' | 'post' | 'jobOffer' | 'realization' | 'mechanism' }
>;

const SEARCHED_KINDS: ReadonlySet<WrittenRecord['kind']> = new Set([
  'product',
  'page',
  'post',
  'jobOffer',
  'realization',
  'mechanism',
]);
const isSearchedRecord = (written: WrittenRecord): written is SearchedRecord => SEARCHED_KINDS.has(written.kind);

/** A text in `locale`, else the Polish one (as the content tables' readers do). */
function inLocale<T extends object, K extends keyof T>(
  translations: { pl: T; en: Partial<T>; fr: Partial<T> },
  locale: Locale,
  field: K,
): T[K] {
  return (translations[locale][field] ?? translations.pl[field]) as T[K];
}

/**
 * The search source rows of one record in one locale; a realization is found on `realizationsPageId`, the page with
 * the realizations block.
 */
function sourceRows(
  written: SearchedRecord,
  context: LocaleContext,
  realizationsPageId: number | null,
): SearchSourceRows {
  const { locale } = context;
  if (written.kind === 'product') {
    const p = written.record;
    if (!p.isPublished) return NO_SEARCH_SOURCE_ROWS;
    const descriptions = p.blocks
      .filter((block) => block.type === 'product_description')
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((block) => inLocale(block.translations, locale, 'content'));
    return {
      ...NO_SEARCH_SOURCE_ROWS,
      products: [
        {
          id: p.id,
          slug: p.slug,
          name: p.name,
          category_id: p.categoryId,
          short_description: inLocale(p.translations, locale, 'shortDescription'),
          description: descriptions.length === 0 ? null : descriptions.join(' '),
        },
      ],
    };
  }
  if (written.kind === 'page') {
    const page = written.record;
    if (!page.isPublished) return NO_SEARCH_SOURCE_ROWS;
    return {
      ...NO_SEARCH_SOURCE_ROWS,
      pages: [
        {
          id: page.id,
          title: inLocale(page.translations, locale, 'title'),
          seo_description: inLocale(page.translations, locale, 'seoDescription'),
        },
      ],
      pageBlocks: [...page.blocks]
        .sort((a, b) => a.position - b.position)
        .map((block) => ({
          page_id: page.id,
          content: (Object.keys(block.content[locale]).length > 0
            ? block.content[locale]
            : block.content.pl) as JsonValue,
        })),
    };
  }
  if (written.kind === 'jobOffer') {
    const offer = written.record;
    if (!offer.isPublished) return NO_SEARCH_SOURCE_ROWS;
    // Offers are shown on the page of the job list's node.
    const jobList = context.sitemapNodes.find((node) => node.nodeType === 'others' && node.resolver === 'job_offers');
    return {
      ...NO_SEARCH_SOURCE_ROWS,
      jobListNodeId: jobList?.id ?? null,
      jobOffers: [
        {
          id: offer.id,
          title: inLocale(offer.translations, locale, 'title'),
          location: inLocale(offer.translations, locale, 'location'),
          description: inLocale(offer.translations, locale, 'description'),
        },
      ],
    };
  }
  if (written.kind === 'realization') {
    const r = written.record;
    if (!r.isPublished) return NO_SEARCH_SOURCE_ROWS;
    return {
      ...NO_SEARCH_SOURCE_ROWS,
      realizationsPageId,
      realizations: [
        { id: r.id, title: inLocale(r.translations, locale, 'title'), lead: inLocale(r.translations, locale, 'lead') },
      ],
    };
  }
  if (written.kind === 'mechanism') {
    const m = written.record;
    return {
      ...NO_SEARCH_SOURCE_ROWS,
      mechanisms: [
        {
          id: m.id,
          name: inLocale(m.translations, locale, 'name'),
          slug: inLocale(m.translations, locale, 'slug'),
          description: inLocale(m.translations, locale, 'description'),
        },
      ],
    };
  }
  const post = written.record;
  if (!post.isPublished) return NO_SEARCH_SOURCE_ROWS;
  return {
    ...NO_SEARCH_SOURCE_ROWS,
    posts: [
      {
        id: post.id,
        title: inLocale(post.translations, locale, 'title'),
        slug: inLocale(post.translations, locale, 'slug'),
        lead: inLocale(post.translations, locale, 'lead'),
        content: inLocale(post.translations, locale, 'content'),
      },
    ],
  };
}

/** The public address of `written` in each language it is shown in (its documents' paths). */
export function addressesOf(contexts: LocaleContexts, written: WrittenRecord | null): Map<Locale, string> {
  const addresses = new Map<Locale, string>();
  if (written === null || !isSearchedRecord(written)) return addresses;
  for (const locale of LOCALES) {
    const document = recordSearchDocuments(contexts.of(locale), sourceRows(written, contexts.of(locale), null))[0];
    if (document !== undefined) addresses.set(locale, document.path);
  }
  return addresses;
}

/** Replaces the documents of (`kind`, `recordId`) with those of `written` (none: the record is gone). */
export async function replaceSearchDocuments(
  db: ContentDb,
  engine: Engine,
  contexts: LocaleContexts,
  kind: SearchKind,
  recordId: number,
  written: WrittenRecord | null,
): Promise<void> {
  // Sent together: one round trip.
  const statements: CompiledQuery[] = [];
  if (engine === 'sqlite')
    statements.push(
      sql`INSERT INTO search_index (search_index, rowid, locale, folded_title, folded_text)
      SELECT 'delete', id, locale, folded_title, folded_text FROM search_documents
      WHERE kind = ${kind} AND record_id = ${recordId}`.compile(db),
    );
  statements.push(
    db.deleteFrom('search_documents').where('kind', '=', kind).where('record_id', '=', recordId).compile(),
  );
  if (written === null) {
    await together(db, statements);
    return;
  }
  // The same page the loaders index realizations under (db/*/search-index.ts).
  const realizationsPage =
    written.kind === 'realization'
      ? await db
          .selectFrom('page_blocks')
          .select('page_id')
          .where('type', '=', 'realizations')
          .orderBy('page_id')
          .limit(1)
          .executeTakeFirst()
      : undefined;
  const realizationsPageId = realizationsPage === undefined ? null : Number(realizationsPage.page_id);
  for (const locale of LOCALES) {
    const documents =
      written.kind === 'category'
        ? searchDocuments(contexts.of(locale), NO_SEARCH_SOURCE_ROWS).filter(
            (document) => document.recordId === recordId,
          )
        : isSearchedRecord(written)
          ? recordSearchDocuments(contexts.of(locale), sourceRows(written, contexts.of(locale), realizationsPageId))
          : [];
    for (const document of documents) {
      // Ids are given by the loader on PostgreSQL (no sequence): the next one is taken under the write lock.
      statements.push(
        sql`INSERT INTO search_documents (id, locale, kind, record_id, title, path, body, folded_title, folded_text)
        SELECT COALESCE(MAX(id), 0) + 1, ${locale}, ${document.kind}, ${document.recordId}, ${document.title},
          ${document.path}, ${document.body}, ${foldText(document.title)}, ${foldText(document.body)}
        FROM search_documents`.compile(db),
      );
    }
  }
  if (engine === 'sqlite')
    statements.push(
      sql`INSERT INTO search_index (rowid, locale, folded_title, folded_text)
      SELECT id, locale, folded_title, folded_text FROM search_documents
      WHERE kind = ${kind} AND record_id = ${recordId}`.compile(db),
    );
  await together(db, statements);
}
