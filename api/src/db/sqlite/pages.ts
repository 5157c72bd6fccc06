// Pages made of content blocks, and menus, on SQLite.
import type {
  Collection,
  JsonObject,
  Locale,
  Menu,
  Page,
  PageBlock,
  ProductSummary,
} from '@ergoforma/shared-contracts';
import type { DraftOption, Pagination } from '../content-repository';
import { menuTrees, type MenuItemRow } from '../content/menus';
import { paginate } from '../content/paging';
import { ownLanguageSeo, translated as text } from '../content/translated-sql';
import { latestProducts } from './products';
import type { SqliteQueries } from './statements';

interface PageRow {
  id: number;
  layout: Page['layout'];
  header_theme: Page['themeData']['headerTheme'];
  seo_image_src: string | null;
  resolver: string | null;
  is_aggregator_child: number;
  is_published: number;
  title: string;
  seo_title: string | null;
  seo_description: string | null;
}

export function findPage(q: SqliteQueries, locale: Locale, id: number, options: DraftOption): Page | null {
  const context = q.contexts.of(locale);
  const path = context.pagePaths.get(id);
  const row = q
    .sql(
      `SELECT g.id, g.layout, g.header_theme, g.seo_image_src, g.resolver, g.is_aggregator_child, g.is_published,
              ${text('title')} AS title, ${ownLanguageSeo('seo_title', 'title')} AS seo_title,
              ${ownLanguageSeo('seo_description', 'title')} AS seo_description
       FROM pages g
       JOIN page_translations d ON d.page_id = g.id AND d.locale = 'pl'
       LEFT JOIN page_translations t ON t.page_id = g.id AND t.locale = @locale
       WHERE g.id = @id`,
    )
    .get({ locale, id }) as PageRow | undefined;
  // A page no sitemap node shows has no address: it does not exist for visitors; nor does a draft, outside preview.
  if (!row || path === undefined || (row.is_published === 0 && options.includeDrafts !== true)) return null;

  const blockRows = q
    .sql(
      `SELECT b.id, b.type, b.position, COALESCE(t.content, d.content) AS content,
              t.content IS NULL AS content_untranslated
       FROM page_blocks b
       JOIN page_block_translations d ON d.block_id = b.id AND d.locale = 'pl'
       LEFT JOIN page_block_translations t ON t.block_id = b.id AND t.locale = @locale
       WHERE b.page_id = @id
       ORDER BY b.position, b.id`,
    )
    .all({ locale, id }) as Array<{
    id: number;
    type: PageBlock['type'];
    position: number;
    content: string;
    content_untranslated: number;
  }>;

  let latest: ProductSummary[] | undefined;
  const blocks = blockRows.map((block): PageBlock => {
    const content = JSON.parse(block.content) as JsonObject;
    // A block without texts of its own (`{}`: its data comes from elsewhere) has nothing in Polish to mark.
    const untranslated: Array<'content'> =
      block.content_untranslated && Object.keys(content).length > 0 ? ['content'] : [];
    if (block.type === 'latest_products') {
      latest ??= latestProducts(q, context);
      const title = typeof content.title === 'string' ? content.title : '';
      return {
        id: block.id,
        type: 'latest_products',
        position: block.position,
        content: { title, products: latest },
        untranslated,
      };
    }
    // The content was checked against the block type's shape when the fixtures were read (db/fixtures/).
    return { id: block.id, type: block.type, position: block.position, content, untranslated } as PageBlock;
  });

  return {
    id: row.id,
    path,
    title: row.title,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    seoImageSrc: row.seo_image_src,
    blocks,
    layout: row.layout,
    themeData: { headerTheme: row.header_theme },
    resolver: row.resolver,
    isAggregatorChild: row.is_aggregator_child === 1,
    alternates: q.contexts.alternates((other) => other.pagePaths.get(id)),
  };
}

export function listMenus(q: SqliteQueries, locale: Locale, pagination: Pagination): Collection<Menu> {
  const menus = q.sql('SELECT id, name FROM menus WHERE locale = ? ORDER BY id').all(locale) as Array<{
    id: number;
    name: string;
  }>;
  const rows = q
    .sql('SELECT i.* FROM menu_items i JOIN menus m ON m.id = i.menu_id WHERE m.locale = ? ORDER BY i.position, i.id')
    .all(locale) as MenuItemRow[];
  return paginate(menuTrees(q.contexts.of(locale), menus, rows), pagination);
}
