// Reads the rows of a locale context (db/content/locale-context.ts).
import { sql } from 'kysely';
import type { Locale, ProductTag } from '@ergoforma/shared-contracts';
import { buildLocaleContext, type CategoryRow, type LocaleContext, type NodeRow } from '../content/locale-context';
import { translated as text } from '../content/translated-sql';
import type { Queries } from '../query/queries';

export async function loadLocaleContext(q: Queries, locale: Locale): Promise<LocaleContext> {
  const [nodes, drafts, categories, tags] = await Promise.all([
    q.rows<NodeRow>(sql`SELECT n.id, n.parent_id, n.node_type, n.action, n.page_id, n.category_id, n.resolver,
         ${sql.raw(text('slug'))} AS slug, ${sql.raw(text('title'))} AS title
       FROM sitemap_nodes n
       JOIN sitemap_node_translations d ON d.node_id = n.id AND d.locale = 'pl'
       LEFT JOIN sitemap_node_translations t ON t.node_id = n.id AND t.locale = ${locale}
       ORDER BY n.position, n.id`),
    q.db.selectFrom('pages').select('id').where('is_published', '=', false).execute(),
    q.rows<CategoryRow>(sql`SELECT c.id, c.parent_id, c.position, ${sql.raw(text('name'))} AS name,
         ${sql.raw(text('slug'))} AS slug, ${sql.raw(text('description'))} AS description
       FROM categories c
       JOIN category_translations d ON d.category_id = c.id AND d.locale = 'pl'
       LEFT JOIN category_translations t ON t.category_id = c.id AND t.locale = ${locale}
       ORDER BY c.position, c.id`),
    q.rows<
      ProductTag & { id: number }
    >(sql`SELECT g.id, ${sql.raw(text('name'))} AS name, ${sql.raw(text('slug'))} AS slug
       FROM tags g
       JOIN tag_translations d ON d.tag_id = g.id AND d.locale = 'pl'
       LEFT JOIN tag_translations t ON t.tag_id = g.id AND t.locale = ${locale}
       ORDER BY g.position, g.id`),
  ]);
  return buildLocaleContext(locale, { nodes, draftPageIds: drafts.map((row) => row.id), categories, tags });
}
