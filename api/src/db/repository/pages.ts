// Pages made of content blocks, and menus.
import { sql } from 'kysely';
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
import type { Queries } from '../query/queries';
import { latestProducts } from './products';

interface PageRow {
  id: number;
  layout: Page['layout'];
  header_theme: Page['themeData']['headerTheme'];
  seo_image_src: string | null;
  resolver: string | null;
  is_aggregator_child: boolean;
  is_published: boolean;
  title: string;
  seo_title: string | null;
  seo_description: string | null;
}

interface BlockRow {
  id: number;
  type: PageBlock['type'];
  position: number;
  content: string;
  content_untranslated: number | boolean;
}

export async function findPage(q: Queries, locale: Locale, id: number, options: DraftOption): Promise<Page | null> {
  const [contexts, row, blockRows] = await Promise.all([
    q.contexts(),
    q.row<PageRow>(sql`SELECT g.id, g.layout, g.header_theme, g.seo_image_src, g.resolver, g.is_aggregator_child,
         g.is_published, ${sql.raw(text('title'))} AS title, ${sql.raw(ownLanguageSeo('seo_title', 'title'))} AS seo_title,
         ${sql.raw(ownLanguageSeo('seo_description', 'title'))} AS seo_description
       FROM pages g
       JOIN page_translations d ON d.page_id = g.id AND d.locale = 'pl'
       LEFT JOIN page_translations t ON t.page_id = g.id AND t.locale = ${locale}
       WHERE g.id = ${id}`),
    q.rows<BlockRow>(sql`SELECT b.id, b.type, b.position, COALESCE(t.content, d.content) AS content,
         t.content IS NULL AS content_untranslated
       FROM page_blocks b
       JOIN page_block_translations d ON d.block_id = b.id AND d.locale = 'pl'
       LEFT JOIN page_block_translations t ON t.block_id = b.id AND t.locale = ${locale}
       WHERE b.page_id = ${id}
       ORDER BY b.position, b.id`),
  ]);
  const context = contexts.of(locale);
  const path = context.pagePaths.get(id);
  // A page no sitemap node shows has no address: it does not exist for visitors; nor does a draft, outside preview.
  if (!row || path === undefined || (!row.is_published && options.includeDrafts !== true)) return null;

  const latest: ProductSummary[] = blockRows.some((block) => block.type === 'latest_products')
    ? await latestProducts(q, context)
    : [];
  const blocks = blockRows.map((block): PageBlock => {
    const content = JSON.parse(block.content) as JsonObject;
    // A block without texts of its own (`{}`: its data comes from elsewhere) has nothing in Polish to mark.
    const untranslated: Array<'content'> =
      block.content_untranslated && Object.keys(content).length > 0 ? ['content'] : [];
    if (block.type === 'latest_products') {
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
    isAggregatorChild: row.is_aggregator_child,
    alternates: contexts.alternates((other) => other.pagePaths.get(id)),
  };
}

export async function listMenus(q: Queries, locale: Locale, pagination: Pagination): Promise<Collection<Menu>> {
  const [menus, rows, context] = await Promise.all([
    q.db.selectFrom('menus').select(['id', 'name']).where('locale', '=', locale).orderBy('id').execute(),
    q.db
      .selectFrom('menu_items as i')
      .innerJoin('menus as m', 'm.id', 'i.menu_id')
      .selectAll('i')
      .where('m.locale', '=', locale)
      .orderBy('i.position')
      .orderBy('i.id')
      .execute(),
    q.context(locale),
  ]);
  return paginate(menuTrees(context, menus, rows satisfies MenuItemRow[]), pagination);
}
