// Fills search_documents (and its FTS5 index, search_index) from the content tables: the documents of
// db/content/search-documents.ts with their folded forms for matching. SQLite's own diacritic folding does not fold
// 'ł', so folding is done here (lib/text.ts foldText), for the index and the query alike.
import type { Database } from 'better-sqlite3';
import type { Locale } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { foldText } from '../../lib/text';
import { searchDocuments, type SearchSourceRows } from '../content/search-documents';
import { translated } from '../content/translated-sql';
import { loadLocaleContext } from './locale-context';

function sourceRows(db: Database, locale: Locale): SearchSourceRows {
  const all = <T>(sql: string): T[] => db.prepare(sql).all({ locale }) as T[];
  const first = (sql: string): number | null => (db.prepare(sql).pluck().get() as number | undefined) ?? null;
  return {
    products: all(
      `SELECT p.id, p.slug, p.name, p.category_id, ${translated('short_description')} AS short_description,
              (SELECT GROUP_CONCAT(COALESCE(bt.content, bd.content), ' ') FROM product_blocks b
                 JOIN product_block_translations bd ON bd.block_id = b.id AND bd.locale = 'pl'
                 LEFT JOIN product_block_translations bt ON bt.block_id = b.id AND bt.locale = @locale
               WHERE b.product_id = p.id AND b.type = 'product_description') AS description
       FROM products p
       JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
       LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = @locale
       WHERE p.is_published = 1`,
    ),
    pages: all(
      `SELECT g.id, ${translated('title')} AS title, ${translated('seo_description')} AS seo_description
       FROM pages g
       JOIN page_translations d ON d.page_id = g.id AND d.locale = 'pl'
       LEFT JOIN page_translations t ON t.page_id = g.id AND t.locale = @locale
       WHERE g.is_published = 1`,
    ),
    pageBlocks: all(
      `SELECT b.page_id, COALESCE(t.content, d.content) AS content FROM page_blocks b
       JOIN page_block_translations d ON d.block_id = b.id AND d.locale = 'pl'
       LEFT JOIN page_block_translations t ON t.block_id = b.id AND t.locale = @locale
       ORDER BY b.page_id, b.position`,
    ),
    posts: all(
      `SELECT p.id, ${translated('title')} AS title, ${translated('slug')} AS slug, ${translated('lead')} AS lead, ${translated('content')} AS content
       FROM posts p
       JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
       LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = @locale
       WHERE p.is_published = 1`,
    ),
    realizationsPageId: first("SELECT page_id FROM page_blocks WHERE type = 'realizations' ORDER BY page_id LIMIT 1"),
    realizations: all(
      `SELECT r.id, ${translated('title')} AS title, ${translated('lead')} AS lead
       FROM realizations r
       JOIN realization_translations d ON d.realization_id = r.id AND d.locale = 'pl'
       LEFT JOIN realization_translations t ON t.realization_id = r.id AND t.locale = @locale
       WHERE r.is_published = 1`,
    ),
    mechanisms: all(
      `SELECT m.id, ${translated('name')} AS name, ${translated('slug')} AS slug, ${translated('description')} AS description
       FROM mechanisms m
       JOIN mechanism_translations d ON d.mechanism_id = m.id AND d.locale = 'pl'
       LEFT JOIN mechanism_translations t ON t.mechanism_id = m.id AND t.locale = @locale`,
    ),
    jobListNodeId: first(
      "SELECT id FROM sitemap_nodes WHERE node_type = 'others' AND resolver = 'job_offers' ORDER BY position LIMIT 1",
    ),
    jobOffers: all(
      `SELECT j.id, ${translated('title')} AS title, ${translated('location')} AS location, ${translated('description')} AS description
       FROM job_offers j
       JOIN job_offer_translations d ON d.job_offer_id = j.id AND d.locale = 'pl'
       LEFT JOIN job_offer_translations t ON t.job_offer_id = j.id AND t.locale = @locale
       WHERE j.is_published = 1`,
    ),
  };
}

/** Rebuilds the whole index; returns the number of documents. Run inside the content transaction. */
export function rebuildSearchIndex(db: Database): number {
  db.prepare('DELETE FROM search_documents').run();
  const insert = db.prepare(
    `INSERT INTO search_documents (locale, kind, record_id, title, path, body, folded_title, folded_text)
     VALUES (@locale, @kind, @recordId, @title, @path, @body, @foldedTitle, @foldedText)`,
  );
  let count = 0;
  for (const locale of LOCALES) {
    for (const document of searchDocuments(loadLocaleContext(db, locale), sourceRows(db, locale))) {
      insert.run({ locale, ...document, foldedTitle: foldText(document.title), foldedText: foldText(document.body) });
      count += 1;
    }
  }
  db.prepare("INSERT INTO search_index (search_index) VALUES ('rebuild')").run();
  return count;
}
