// Reads the rows of a locale context (db/content/locale-context.ts) from SQLite.
import type { Database } from 'better-sqlite3';
import type { Locale, ProductTag } from '@ergoforma/shared-contracts';
import { buildLocaleContext, type CategoryRow, type LocaleContext, type NodeRow } from '../content/locale-context';
import { translated as text } from '../content/translated-sql';

export function loadLocaleContext(db: Database, locale: Locale): LocaleContext {
  const nodes = db
    .prepare(
      `SELECT n.id, n.parent_id, n.node_type, n.action, n.page_id, n.category_id, n.resolver, ${text('slug')} AS slug, ${text('title')} AS title
       FROM sitemap_nodes n
       JOIN sitemap_node_translations d ON d.node_id = n.id AND d.locale = 'pl'
       LEFT JOIN sitemap_node_translations t ON t.node_id = n.id AND t.locale = @locale
       ORDER BY n.position, n.id`,
    )
    .all({ locale }) as NodeRow[];
  const draftPageIds = db.prepare('SELECT id FROM pages WHERE is_published = 0').pluck().all() as number[];
  const categories = db
    .prepare(
      `SELECT c.id, c.parent_id, c.position, ${text('name')} AS name, ${text('slug')} AS slug, ${text('description')} AS description
       FROM categories c
       JOIN category_translations d ON d.category_id = c.id AND d.locale = 'pl'
       LEFT JOIN category_translations t ON t.category_id = c.id AND t.locale = @locale
       ORDER BY c.position, c.id`,
    )
    .all({ locale }) as CategoryRow[];
  const tags = db
    .prepare(
      `SELECT g.id, ${text('name')} AS name, ${text('slug')} AS slug
       FROM tags g
       JOIN tag_translations d ON d.tag_id = g.id AND d.locale = 'pl'
       LEFT JOIN tag_translations t ON t.tag_id = g.id AND t.locale = @locale
       ORDER BY g.position, g.id`,
    )
    .all({ locale }) as ProductTag[];
  return buildLocaleContext(locale, { nodes, draftPageIds, categories, tags });
}
