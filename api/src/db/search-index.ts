// Fills search_documents (and its FTS5 index, search_index) from the content tables: for each locale and
// record, the texts as the visitor sees them (Polish where a translation is missing) and their folded forms
// for matching. ARCHITECTURE.md: SQLite's own diacritic folding does not fold 'ł', so folding is done here,
// for the index and the query alike.
import type { Database } from 'better-sqlite3';
import type { JsonValue, Locale } from '@ergoforma/shared-contracts';
import { SUPPORTED_LOCALES } from '../lib/locale';
import { foldText, htmlToText } from '../lib/text';
import { categoryRef, loadLocaleContext, translated, type LocaleContext } from './locale-context';

type SearchKind = 'product' | 'category' | 'page' | 'post' | 'realization' | 'mechanism' | 'job_offer';

interface SearchDocument {
  kind: SearchKind;
  recordId: number;
  title: string;
  path: string;
  /** Plain text the excerpts are cut from. */
  body: string;
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

function documentsOf(db: Database, locale: Locale, context: LocaleContext): SearchDocument[] {
  const all = <T>(sql: string): T[] => db.prepare(sql).all({ locale }) as T[];
  const documents: SearchDocument[] = [];

  for (const row of all<{
    id: number;
    slug: string;
    name: string;
    category_id: number;
    short_description: string;
    description: string | null;
  }>(
    `SELECT p.id, p.slug, p.name, p.category_id, ${translated('short_description')} AS short_description,
            (SELECT GROUP_CONCAT(COALESCE(bt.content, bd.content), ' ') FROM product_blocks b
               JOIN product_block_translations bd ON bd.block_id = b.id AND bd.locale = 'pl'
               LEFT JOIN product_block_translations bt ON bt.block_id = b.id AND bt.locale = @locale
             WHERE b.product_id = p.id AND b.type = 'product_description') AS description
     FROM products p
     JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
     LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = @locale`,
  )) {
    const category = context.categoriesById.get(row.category_id);
    if (!category) continue;
    const short = htmlToText(row.short_description);
    const description = row.description === null ? '' : htmlToText(row.description);
    // The description tab often repeats the short description: index the sentence once.
    const body = description.includes(short) ? description : joinText([short, description]);
    documents.push({
      kind: 'product',
      recordId: row.id,
      title: row.name,
      path: context.productPath(categoryRef(category), row.slug),
      body: `${category.name}. ${body}`,
    });
  }

  for (const category of context.categories) {
    documents.push({
      kind: 'category',
      recordId: category.id,
      title: category.name,
      path: category.path,
      body: category.description === null ? '' : htmlToText(category.description),
    });
  }

  const blocks = all<{ page_id: number; content: string }>(
    `SELECT b.page_id, COALESCE(t.content, d.content) AS content FROM page_blocks b
     JOIN page_block_translations d ON d.block_id = b.id AND d.locale = 'pl'
     LEFT JOIN page_block_translations t ON t.block_id = b.id AND t.locale = @locale
     ORDER BY b.page_id, b.position`,
  );
  for (const row of all<{ id: number; title: string; seo_description: string | null }>(
    `SELECT g.id, ${translated('title')} AS title, ${translated('seo_description')} AS seo_description
     FROM pages g
     JOIN page_translations d ON d.page_id = g.id AND d.locale = 'pl'
     LEFT JOIN page_translations t ON t.page_id = g.id AND t.locale = @locale
     WHERE g.is_published = 1`,
  )) {
    const path = context.pagePaths.get(row.id);
    if (path === undefined) continue;
    const text = blocks
      .filter((b) => b.page_id === row.id)
      .flatMap((b) => blockText(JSON.parse(b.content) as JsonValue));
    documents.push({
      kind: 'page',
      recordId: row.id,
      title: row.title,
      path,
      body: joinText([row.seo_description, ...text]),
    });
  }

  for (const row of all<{ id: number; title: string; slug: string; lead: string; content: string }>(
    `SELECT p.id, ${translated('title')} AS title, ${translated('slug')} AS slug, ${translated('lead')} AS lead, ${translated('content')} AS content
     FROM posts p
     JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
     LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = @locale
     WHERE p.is_published = 1`,
  )) {
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

  // Realizations are shown on the page that has the realizations block.
  const realizationsPage = db
    .prepare("SELECT page_id FROM page_blocks WHERE type = 'realizations' ORDER BY page_id LIMIT 1")
    .pluck()
    .get() as number | undefined;
  const realizationsPath = realizationsPage === undefined ? undefined : context.pagePaths.get(realizationsPage);
  if (realizationsPath !== undefined) {
    for (const row of all<{ id: number; title: string; lead: string }>(
      `SELECT r.id, ${translated('title')} AS title, ${translated('lead')} AS lead
       FROM realizations r
       JOIN realization_translations d ON d.realization_id = r.id AND d.locale = 'pl'
       LEFT JOIN realization_translations t ON t.realization_id = r.id AND t.locale = @locale`,
    )) {
      documents.push({
        kind: 'realization',
        recordId: row.id,
        title: row.title,
        path: realizationsPath,
        body: htmlToText(row.lead),
      });
    }
  }

  for (const row of all<{ id: number; name: string; slug: string; description: string }>(
    `SELECT m.id, ${translated('name')} AS name, ${translated('slug')} AS slug, ${translated('description')} AS description
     FROM mechanisms m
     JOIN mechanism_translations d ON d.mechanism_id = m.id AND d.locale = 'pl'
     LEFT JOIN mechanism_translations t ON t.mechanism_id = m.id AND t.locale = @locale`,
  )) {
    const path = context.recordPath('mechanisms', row.slug);
    if (path !== null)
      documents.push({ kind: 'mechanism', recordId: row.id, title: row.name, path, body: htmlToText(row.description) });
  }

  // Job offers are shown on the job list page.
  const jobListNode = db
    .prepare(
      "SELECT id FROM sitemap_nodes WHERE node_type = 'others' AND resolver = 'job_offers' ORDER BY position LIMIT 1",
    )
    .pluck()
    .get() as number | undefined;
  const jobListPath = jobListNode === undefined ? undefined : context.nodePaths.get(jobListNode);
  if (jobListPath !== undefined) {
    for (const row of all<{ id: number; title: string; location: string; description: string }>(
      `SELECT j.id, ${translated('title')} AS title, ${translated('location')} AS location, ${translated('description')} AS description
       FROM job_offers j
       JOIN job_offer_translations d ON d.job_offer_id = j.id AND d.locale = 'pl'
       LEFT JOIN job_offer_translations t ON t.job_offer_id = j.id AND t.locale = @locale`,
    )) {
      documents.push({
        kind: 'job_offer',
        recordId: row.id,
        title: row.title,
        path: jobListPath,
        body: `${row.location}. ${htmlToText(row.description)}`,
      });
    }
  }
  return documents;
}

/** Rebuilds the whole index; returns the number of documents. Run inside the content transaction. */
export function rebuildSearchIndex(db: Database): number {
  db.prepare('DELETE FROM search_documents').run();
  const insert = db.prepare(
    `INSERT INTO search_documents (locale, kind, record_id, title, path, body, folded_title, folded_text)
     VALUES (@locale, @kind, @recordId, @title, @path, @body, @foldedTitle, @foldedText)`,
  );
  let count = 0;
  for (const locale of SUPPORTED_LOCALES) {
    for (const document of documentsOf(db, locale, loadLocaleContext(db, locale))) {
      insert.run({ locale, ...document, foldedTitle: foldText(document.title), foldedText: foldText(document.body) });
      count += 1;
    }
  }
  db.prepare("INSERT INTO search_index (search_index) VALUES ('rebuild')").run();
  return count;
}
