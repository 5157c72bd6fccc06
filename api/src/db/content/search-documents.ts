// The search documents of one locale: for each record a visitor can find, the texts as the visitor sees them
// (Polish where a translation is missing). Built from rows either engine reads; the engine folds and indexes them
// (db/sqlite/search-index.ts, db/postgres/search-index.ts).
import type { JsonValue } from '@ergoforma/shared-contracts';
import { htmlToText } from '../../lib/text';
import { categoryRef, type LocaleContext } from './locale-context';

export const SEARCH_KINDS = ['product', 'category', 'page', 'post', 'realization', 'mechanism', 'job_offer'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchDocument {
  kind: SearchKind;
  recordId: number;
  title: string;
  path: string;
  /** Plain text the excerpts are cut from. */
  body: string;
}

/** The rows of one locale that documents are made of, texts already in that locale (or Polish). */
export interface SearchSourceRows {
  products: Array<{
    id: number;
    slug: string;
    name: string;
    category_id: number;
    short_description: string;
    /** The product's description tabs, joined. */
    description: string | null;
  }>;
  /** Published pages only. */
  pages: Array<{ id: number; title: string; seo_description: string | null }>;
  /** Blocks of every page in page and position order; content is the block's JSON (text or parsed). */
  pageBlocks: Array<{ page_id: number; content: string | JsonValue }>;
  /** Published posts only. */
  posts: Array<{ id: number; title: string; slug: string; lead: string; content: string }>;
  /** The page with the realizations block: realizations are shown there. */
  realizationsPageId: number | null;
  realizations: Array<{ id: number; title: string; lead: string }>;
  mechanisms: Array<{ id: number; name: string; slug: string; description: string }>;
  /** The node of the job list page: job offers are shown there. */
  jobListNodeId: number | null;
  jobOffers: Array<{ id: number; title: string; location: string; description: string }>;
}

/** Keys of block content that hold text a visitor reads (not addresses, types, themes or options). */
const TEXT_KEYS = new Set([
  'title',
  'subtitle',
  'headline',
  'html',
  'text',
  'lead',
  'label',
  'name',
  'description',
  'caption',
]);

/** The visitor-facing texts of a page block's JSON content, however deeply nested. */
function blockText(value: JsonValue, key = ''): string[] {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? [htmlToText(value)] : [];
  if (Array.isArray(value)) return value.flatMap((item) => blockText(item, key));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => blockText(v, k));
  return [];
}

const joinText = (parts: Array<string | null | undefined>): string =>
  parts.filter((part): part is string => Boolean(part)).join(' ');

function productDocuments(context: LocaleContext, rows: SearchSourceRows['products']): SearchDocument[] {
  return rows.flatMap((row): SearchDocument[] => {
    const category = context.categoriesById.get(row.category_id);
    if (!category) return [];
    const short = htmlToText(row.short_description);
    const description = row.description === null ? '' : htmlToText(row.description);
    // The description tab often repeats the short description: index the sentence once.
    const body = description.includes(short) ? description : joinText([short, description]);
    return [
      {
        kind: 'product',
        recordId: row.id,
        title: row.name,
        path: context.productPath(categoryRef(category), row.slug),
        body: `${category.name}. ${body}`,
      },
    ];
  });
}

function pageDocuments(context: LocaleContext, rows: SearchSourceRows): SearchDocument[] {
  return rows.pages.flatMap((row): SearchDocument[] => {
    const path = context.pagePaths.get(row.id);
    if (path === undefined) return [];
    const text = rows.pageBlocks
      .filter((block) => block.page_id === row.id)
      .flatMap((block) =>
        blockText(typeof block.content === 'string' ? (JSON.parse(block.content) as JsonValue) : block.content),
      );
    return [{ kind: 'page', recordId: row.id, title: row.title, path, body: joinText([row.seo_description, ...text]) }];
  });
}

/** Every document of the locale: the categories' (from the context) and those of `rows`. */
export function searchDocuments(context: LocaleContext, rows: SearchSourceRows): SearchDocument[] {
  return [
    ...context.categories.map((category): SearchDocument => ({
      kind: 'category',
      recordId: category.id,
      title: category.name,
      path: category.path,
      body: category.description === null ? '' : htmlToText(category.description),
    })),
    ...recordSearchDocuments(context, rows),
  ];
}

/** No rows: what a write fills with the rows of the one record it changed. */
export const NO_SEARCH_SOURCE_ROWS: SearchSourceRows = {
  products: [],
  pages: [],
  pageBlocks: [],
  posts: [],
  realizationsPageId: null,
  realizations: [],
  mechanisms: [],
  jobListNodeId: null,
  jobOffers: [],
};

/** The documents of the records of `rows` (not the categories'). */
export function recordSearchDocuments(context: LocaleContext, rows: SearchSourceRows): SearchDocument[] {
  const documents = [...productDocuments(context, rows.products), ...pageDocuments(context, rows)];
  for (const row of rows.posts) {
    const path = context.recordPath('posts', row.slug);
    if (path !== null)
      documents.push({
        kind: 'post',
        recordId: row.id,
        title: row.title,
        path,
        body: joinText([htmlToText(row.lead), htmlToText(row.content)]),
      });
  }
  const realizationsPath =
    rows.realizationsPageId === null ? undefined : context.pagePaths.get(rows.realizationsPageId);
  if (realizationsPath !== undefined) {
    for (const row of rows.realizations)
      documents.push({
        kind: 'realization',
        recordId: row.id,
        title: row.title,
        path: realizationsPath,
        body: htmlToText(row.lead),
      });
  }
  for (const row of rows.mechanisms) {
    const path = context.recordPath('mechanisms', row.slug);
    if (path !== null)
      documents.push({ kind: 'mechanism', recordId: row.id, title: row.name, path, body: htmlToText(row.description) });
  }
  const jobListPath = rows.jobListNodeId === null ? undefined : context.nodePaths.get(rows.jobListNodeId);
  if (jobListPath !== undefined) {
    for (const row of rows.jobOffers)
      documents.push({
        kind: 'job_offer',
        recordId: row.id,
        title: row.title,
        path: jobListPath,
        body: `${row.location}. ${htmlToText(row.description)}`,
      });
  }
  return documents;
}
