// Reads the rows of a locale context (db/content/locale-context.ts) from PostgreSQL (mirror of
// db/sqlite/locale-context.ts).
import type { Locale, ProductTag } from '@ergoforma/shared-contracts';
import { buildLocaleContext, type CategoryRow, type LocaleContext, type NodeRow } from '../content/locale-context';
import { translated as text } from '../content/translated-sql';
import type { PgReader } from './reader';

/** Reads with the pool, or with the client of the content load's transaction. */
export async function loadLocaleContext(q: PgReader, locale: Locale): Promise<LocaleContext> {
  // One after the other: a transaction's client runs one query at a time.
  const nodes = await q.rows<NodeRow>(
    `SELECT n.id, n.parent_id, n.node_type, n.action, n.page_id, n.category_id, n.resolver, ${text('slug')} AS slug, ${text('title')} AS title
       FROM sitemap_nodes n
       JOIN sitemap_node_translations d ON d.node_id = n.id AND d.locale = 'pl'
       LEFT JOIN sitemap_node_translations t ON t.node_id = n.id AND t.locale = $1
       ORDER BY n.position, n.id`,
    [locale],
  );
  const draftPageIds = await q.column<number>('SELECT id FROM pages WHERE NOT is_published');
  const categories = await q.rows<CategoryRow>(
    `SELECT c.id, c.parent_id, c.position, ${text('name')} AS name, ${text('slug')} AS slug, ${text('description')} AS description
       FROM categories c
       JOIN category_translations d ON d.category_id = c.id AND d.locale = 'pl'
       LEFT JOIN category_translations t ON t.category_id = c.id AND t.locale = $1
       ORDER BY c.position, c.id`,
    [locale],
  );
  const tags = await q.rows<ProductTag & { id: number }>(
    `SELECT g.id, ${text('name')} AS name, ${text('slug')} AS slug
       FROM tags g
       JOIN tag_translations d ON d.tag_id = g.id AND d.locale = 'pl'
       LEFT JOIN tag_translations t ON t.tag_id = g.id AND t.locale = $1
       ORDER BY g.position, g.id`,
    [locale],
  );
  return buildLocaleContext(locale, { nodes, draftPageIds, categories, tags });
}
