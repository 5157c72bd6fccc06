// Fills search_documents from the content tables inside the content load's transaction (mirror of
// db/sqlite/search-index.ts): the documents of db/content/search-documents.ts with their folded forms; PostgreSQL
// computes the full-text vectors from those (db/migrations/postgres/).
import type { PoolClient } from 'pg';
import type { Locale } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { foldText } from '../../lib/text';
import { searchDocuments, type SearchSourceRows } from '../content/search-documents';
import { translated } from '../content/translated-sql';
import { insertRows } from './insert-rows';
import { loadLocaleContext } from './locale-context';
import { PgReader } from './reader';

async function sourceRows(q: PgReader, locale: Locale): Promise<SearchSourceRows> {
  const all = <T extends object>(sql: string): Promise<T[]> => q.rows<T & Record<string, unknown>>(sql, [locale]);
  const first = async (sql: string): Promise<number | null> => (await q.column<number>(sql))[0] ?? null;
  // One after the other: the content load's transaction runs on one client, one query at a time.
  return {
    products: await all<SearchSourceRows['products'][number]>(
      `SELECT p.id, p.slug, p.name, p.category_id, ${translated('short_description')} AS short_description,
                (SELECT string_agg(COALESCE(bt.content, bd.content), ' ' ORDER BY b.position, b.id) FROM product_blocks b
                   JOIN product_block_translations bd ON bd.block_id = b.id AND bd.locale = 'pl'
                   LEFT JOIN product_block_translations bt ON bt.block_id = b.id AND bt.locale = $1
                 WHERE b.product_id = p.id AND b.type = 'product_description') AS description
         FROM products p
         JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
         LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = $1
         WHERE p.is_published
         ORDER BY p.id`,
    ),
    pages: await all<SearchSourceRows['pages'][number]>(
      `SELECT g.id, ${translated('title')} AS title, ${translated('seo_description')} AS seo_description
         FROM pages g
         JOIN page_translations d ON d.page_id = g.id AND d.locale = 'pl'
         LEFT JOIN page_translations t ON t.page_id = g.id AND t.locale = $1
         WHERE g.is_published
         ORDER BY g.id`,
    ),
    pageBlocks: await all<SearchSourceRows['pageBlocks'][number]>(
      `SELECT b.page_id, COALESCE(t.content, d.content) AS content FROM page_blocks b
         JOIN page_block_translations d ON d.block_id = b.id AND d.locale = 'pl'
         LEFT JOIN page_block_translations t ON t.block_id = b.id AND t.locale = $1
         ORDER BY b.page_id, b.position`,
    ),
    posts: await all<SearchSourceRows['posts'][number]>(
      `SELECT p.id, ${translated('title')} AS title, ${translated('slug')} AS slug, ${translated('lead')} AS lead, ${translated('content')} AS content
         FROM posts p
         JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
         LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = $1
         WHERE p.is_published
         ORDER BY p.id`,
    ),
    realizationsPageId: await first(
      "SELECT page_id FROM page_blocks WHERE type = 'realizations' ORDER BY page_id LIMIT 1",
    ),
    realizations: await all<SearchSourceRows['realizations'][number]>(
      `SELECT r.id, ${translated('title')} AS title, ${translated('lead')} AS lead
         FROM realizations r
         JOIN realization_translations d ON d.realization_id = r.id AND d.locale = 'pl'
         LEFT JOIN realization_translations t ON t.realization_id = r.id AND t.locale = $1
         WHERE r.is_published
         ORDER BY r.id`,
    ),
    mechanisms: await all<SearchSourceRows['mechanisms'][number]>(
      `SELECT m.id, ${translated('name')} AS name, ${translated('slug')} AS slug, ${translated('description')} AS description
         FROM mechanisms m
         JOIN mechanism_translations d ON d.mechanism_id = m.id AND d.locale = 'pl'
         LEFT JOIN mechanism_translations t ON t.mechanism_id = m.id AND t.locale = $1
         ORDER BY m.id`,
    ),
    jobListNodeId: await first(
      "SELECT id FROM sitemap_nodes WHERE node_type = 'others' AND resolver = 'job_offers' ORDER BY position LIMIT 1",
    ),
    jobOffers: await all<SearchSourceRows['jobOffers'][number]>(
      `SELECT j.id, ${translated('title')} AS title, ${translated('location')} AS location, ${translated('description')} AS description
         FROM job_offers j
         JOIN job_offer_translations d ON d.job_offer_id = j.id AND d.locale = 'pl'
         LEFT JOIN job_offer_translations t ON t.job_offer_id = j.id AND t.locale = $1
         WHERE j.is_published
         ORDER BY j.id`,
    ),
  };
}

/** Rebuilds the whole index with `client` (in the content transaction); returns the number of documents. */
export async function rebuildSearchIndex(client: PoolClient): Promise<number> {
  const q = new PgReader(client);
  await client.query('DELETE FROM search_documents');
  const rows = [];
  for (const locale of LOCALES) {
    const documents = searchDocuments(await loadLocaleContext(q, locale), await sourceRows(q, locale));
    for (const document of documents) {
      rows.push({
        id: rows.length + 1,
        locale,
        kind: document.kind,
        record_id: document.recordId,
        title: document.title,
        path: document.path,
        body: document.body,
        folded_title: foldText(document.title),
        folded_text: foldText(document.body),
      });
    }
  }
  await insertRows(client, 'search_documents', rows);
  return rows.length;
}
