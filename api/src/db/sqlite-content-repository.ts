// The content repository on SQLite (better-sqlite3, synchronous underneath). All SQL of the API is in db/.
import type { Database, Statement } from 'better-sqlite3';
import type {
  CategoryTreeNode,
  Collection,
  JobOffer,
  LegacyRedirect,
  JsonObject,
  Image,
  Locale,
  Mechanism,
  MechanismCategory,
  Menu,
  MenuItem,
  Page,
  PageBlock,
  PatternCollection,
  Post,
  ProductFileType,
  Realization,
  Product,
  ProductBlock,
  ProductFile,
  ProductImage,
  ProductSummary,
  ProductTag,
  ProductTabType,
  RelatedProduct,
  SearchResult,
  SitemapNode,
  Thumbnail,
} from '@ergoforma/shared-contracts';
import { SUPPORTED_LOCALES } from '../lib/locale';
import { excerptAround, ftsQuery, searchTerms } from '../lib/text';
import { responsiveSources } from '../media/responsive';
import {
  paginate,
  type ContentRepository,
  type DraftOption,
  type MechanismListQuery,
  type Pagination,
  type PostListQuery,
  type ProductListQuery,
} from './content-repository';
import { categoryRef, loadLocaleContext, translated as text, type LocaleContext } from './locale-context';

/** How many of the newest products a latest_products block shows. */
export const LATEST_PRODUCTS_COUNT = 4;
/** SPEC §9: characters kept on each side of a search match, and fragments per result. */
const EXCERPT = { radius: 100, maxFragments: 3 };
/** A site search answers the best matches, not every product that mentions a common word. */
export const MAX_SEARCH_RESULTS = 100;
/** Answers kept for repeated searches (content only changes when the API restarts, so they never go stale). */
const SEARCH_CACHE_SIZE = 500;

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  category_id: number;
  published: string;
}

interface ProductDetailRow extends ProductRow {
  configurator_url: string | null;
  show_similar_products: number;
  related_product_id: number | null;
  relation_position: number | null;
  short_description: string;
  seo_title: string | null;
  seo_description: string | null;
  relation_label: string | null;
}

interface ImageRow {
  id: number;
  product_id: number;
  url: string;
  width: number;
  height: number;
  name: string;
  alt: string;
}

interface ThumbnailRow extends Thumbnail {
  image_id: number;
}

interface MenuItemRow {
  id: number;
  menu_id: number;
  parent_id: number | null;
  name: string;
  type: MenuItem['type'];
  url: string | null;
  target: MenuItem['target'];
  css_class: string | null;
  description: string | null;
  headline: string | null;
  item_group: string | null;
  params: string;
  image_src: string | null;
  color: string | null;
  page_id: number | null;
  category_id: number | null;
  sitemap_node_id: number | null;
}

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

interface PageBlockRow {
  id: number;
  type: PageBlock['type'];
  position: number;
  content: string;
}

interface MediaImageColumns {
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
}

/** An image stored as url/size columns (posts, mechanisms), with its responsive sources. */
function imageOf(row: MediaImageColumns): Image | null {
  if (row.image_url === null || row.image_width === null || row.image_height === null) return null;
  return {
    url: row.image_url,
    alt: row.image_alt ?? '',
    width: row.image_width,
    height: row.image_height,
    sources: responsiveSources(row.image_url, row.image_width),
  };
}

interface PostRow extends MediaImageColumns {
  id: number;
  title: string;
  slug: string;
  lead: string;
  content: string;
  published: string;
  seo_title: string | null;
  seo_description: string | null;
}

interface MechanismRow extends MediaImageColumns {
  id: number;
  name: string;
  slug: string;
  description: string;
  mechanism_category_id: number;
}

/** LIMIT/OFFSET parameters of a page of rows (all rows when pagination is off). */
function limits(pagination: Pagination): { limit: number; offset: number } {
  return pagination === null
    ? { limit: -1, offset: 0 }
    : { limit: pagination.itemsPerPage, offset: (pagination.page - 1) * pagination.itemsPerPage };
}

function collection<T>(member: T[], totalItems: number, pagination: Pagination): Collection<T> {
  return { member, totalItems, page: pagination?.page ?? 1, itemsPerPage: pagination?.itemsPerPage ?? totalItems };
}

const ORDER_COLUMNS = { name: 'p.name_rank', published: 'p.published' } as const;

/** JSON array text for `json_each(?)`: lists of ids are bound as one parameter. */
const idList = (ids: readonly number[]): string => JSON.stringify(ids);

export class SqliteContentRepository implements ContentRepository {
  private readonly contexts = new Map<Locale, LocaleContext>();
  /** Recently answered searches, oldest first (a Map keeps insertion order). */
  private readonly searches = new Map<string, SearchResult[]>();
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Database) {}

  /** Prepared statements are cached by their text (the products list builds a few variants). */
  private sql(source: string): Statement {
    let statement = this.statements.get(source);
    if (!statement) {
      statement = this.db.prepare(source);
      this.statements.set(source, statement);
    }
    return statement;
  }

  /** Content only changes when the fixtures are loaded at start, so per-locale lookups are built once. */
  private context(locale: Locale): LocaleContext {
    let context = this.contexts.get(locale);
    if (!context) {
      context = loadLocaleContext(this.db, locale);
      this.contexts.set(locale, context);
    }
    return context;
  }

  async ping(): Promise<boolean> {
    return (this.sql('SELECT 1 AS ok').get() as { ok: number }).ok === 1;
  }

  async listSitemapNodes(locale: Locale, pagination: Pagination): Promise<Collection<SitemapNode>> {
    return paginate(this.context(locale).sitemapNodes, pagination);
  }

  async listCategories(locale: Locale, pagination: Pagination): Promise<Collection<CategoryTreeNode>> {
    return paginate(this.context(locale).categories, pagination);
  }

  async listTags(locale: Locale, pagination: Pagination): Promise<Collection<ProductTag>> {
    return paginate([...this.context(locale).tags.values()], pagination);
  }

  async listMenus(locale: Locale, pagination: Pagination): Promise<Collection<Menu>> {
    const context = this.context(locale);
    const menus = this.sql('SELECT id, name FROM menus WHERE locale = ? ORDER BY id').all(locale) as Array<{
      id: number;
      name: string;
    }>;
    const rows = this.sql(
      `SELECT i.* FROM menu_items i JOIN menus m ON m.id = i.menu_id WHERE m.locale = ? ORDER BY i.position, i.id`,
    ).all(locale) as MenuItemRow[];

    const targetPath = (row: MenuItemRow): string | null => {
      if (row.sitemap_node_id !== null) return context.nodePaths.get(row.sitemap_node_id) ?? null;
      if (row.page_id !== null) return context.pagePaths.get(row.page_id) ?? null;
      if (row.category_id !== null) return context.categoriesById.get(row.category_id)?.path ?? null;
      return null;
    };
    const toItem = (row: MenuItemRow): MenuItem => {
      const children = rows.filter((child) => child.parent_id === row.id).map(toItem);
      const slug = targetPath(row);
      return {
        id: row.id,
        name: row.name,
        url: row.url,
        target: row.target,
        locale,
        cssClass: row.css_class,
        type: row.type,
        description: row.description,
        headline: row.headline,
        group: row.item_group,
        params: JSON.parse(row.params) as Record<string, string>,
        typeReferenceId: row.page_id ?? row.category_id,
        imageSrc: row.image_src,
        color: row.color,
        isParent: children.length > 0,
        children,
        sitemapNode: slug === null ? null : { slug },
      };
    };
    const all = menus.map((menu) => ({
      id: menu.id,
      name: menu.name,
      locale,
      items: rows.filter((row) => row.menu_id === menu.id && row.parent_id === null).map(toItem),
    }));
    return paginate(all, pagination);
  }

  async findPage(locale: Locale, id: number, options: DraftOption = {}): Promise<Page | null> {
    const context = this.context(locale);
    const path = context.pagePaths.get(id);
    const row = this.sql(
      `SELECT g.id, g.layout, g.header_theme, g.seo_image_src, g.resolver, g.is_aggregator_child, g.is_published,
              ${text('title')} AS title, ${text('seo_title')} AS seo_title, ${text('seo_description')} AS seo_description
       FROM pages g
       JOIN page_translations d ON d.page_id = g.id AND d.locale = 'pl'
       LEFT JOIN page_translations t ON t.page_id = g.id AND t.locale = @locale
       WHERE g.id = @id`,
    ).get({ locale, id }) as PageRow | undefined;
    // A page no sitemap node shows has no address: it does not exist for visitors; nor does a draft, outside preview.
    if (!row || path === undefined || (row.is_published === 0 && options.includeDrafts !== true)) return null;

    const blockRows = this.sql(
      `SELECT b.id, b.type, b.position, COALESCE(t.content, d.content) AS content
       FROM page_blocks b
       JOIN page_block_translations d ON d.block_id = b.id AND d.locale = 'pl'
       LEFT JOIN page_block_translations t ON t.block_id = b.id AND t.locale = @locale
       WHERE b.page_id = @id
       ORDER BY b.position, b.id`,
    ).all({ locale, id }) as PageBlockRow[];

    let latest: ProductSummary[] | undefined;
    const blocks = blockRows.map((block): PageBlock => {
      const content = JSON.parse(block.content) as JsonObject;
      if (block.type === 'latest_products') {
        latest ??= this.latestProducts(context);
        const title = typeof content.title === 'string' ? content.title : '';
        return {
          id: block.id,
          type: 'latest_products',
          position: block.position,
          content: { title, products: latest },
        };
      }
      // The content was checked against the block type's shape when the fixtures were loaded (fixture-reader.ts).
      return { id: block.id, type: block.type, position: block.position, content } as PageBlock;
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
      alternates: this.alternates((other) => other.pagePaths.get(id)),
    };
  }

  private alternates(pathIn: (context: LocaleContext) => string | undefined): Partial<Record<Locale, string>> {
    const result: Partial<Record<Locale, string>> = {};
    for (const locale of SUPPORTED_LOCALES) {
      const path = pathIn(this.context(locale));
      if (path !== undefined) result[locale] = path;
    }
    return result;
  }

  private latestProducts(context: LocaleContext): ProductSummary[] {
    const ids = this.sql('SELECT id FROM products ORDER BY published DESC, id DESC LIMIT ?')
      .pluck()
      .all(LATEST_PRODUCTS_COUNT) as number[];
    return this.summaries(context, ids);
  }

  async listProducts(locale: Locale, query: ProductListQuery): Promise<Collection<ProductSummary>> {
    const context = this.context(locale);
    const where: string[] = [];
    const params: Record<string, string | number> = {};
    let with_ = '';
    if (query.categoryId !== undefined) {
      with_ = `WITH RECURSIVE subtree(id) AS (
        SELECT id FROM categories WHERE id = @categoryId
        UNION SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id) `;
      where.push(
        'EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT id FROM subtree))',
      );
      params.categoryId = query.categoryId;
    }
    const tagIds = [...new Set(query.tagIds ?? [])];
    if (tagIds.length > 0) {
      where.push(
        '(SELECT COUNT(*) FROM product_tags pt WHERE pt.product_id = p.id AND pt.tag_id IN (SELECT value FROM json_each(@tagIds))) = @tagCount',
      );
      params.tagIds = idList(tagIds);
      params.tagCount = tagIds.length;
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const order = (query.order ?? []).map(
      ({ field, direction }) => `${ORDER_COLUMNS[field]} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
    );
    const orderSql = `ORDER BY ${[...order, ...(order.length > 0 ? [] : ['p.position']), 'p.id'].join(', ')}`;

    const totalItems = this.sql(`${with_}SELECT COUNT(*) FROM products p ${whereSql}`).pluck().get(params) as number;
    const pageSql = query.pagination === null ? '' : 'LIMIT @limit OFFSET @offset';
    if (query.pagination !== null) {
      params.limit = query.pagination.itemsPerPage;
      params.offset = (query.pagination.page - 1) * query.pagination.itemsPerPage;
    }
    const ids = this.sql(`${with_}SELECT p.id FROM products p ${whereSql} ${orderSql} ${pageSql}`)
      .pluck()
      .all(params) as number[];
    const member = this.summaries(context, ids);
    return {
      member,
      totalItems,
      page: query.pagination?.page ?? 1,
      itemsPerPage: query.pagination?.itemsPerPage ?? totalItems,
    };
  }

  /** Product summaries for `ids`, in that order (batched: a handful of queries whatever the count). */
  private summaries(context: LocaleContext, ids: readonly number[]): ProductSummary[] {
    if (ids.length === 0) return [];
    const list = idList(ids);
    const rows = this.sql(
      'SELECT p.id, p.slug, p.name, p.category_id, p.published FROM products p WHERE p.id IN (SELECT value FROM json_each(?))',
    ).all(list) as ProductRow[];
    const tags = this.tagsOf(context, list);
    const images = this.imagesOf(context.locale, list, true);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [this.summary(context, row, tags.get(id) ?? [], images.get(id)?.[0]?.image ?? null)];
    });
  }

  private summary(
    context: LocaleContext,
    row: ProductRow,
    tags: ProductTag[],
    image: ProductSummary['image'],
  ): ProductSummary {
    return { ...this.productBase(context, row, tags), image };
  }

  private productBase(context: LocaleContext, row: ProductRow, tags: ProductTag[]): Omit<ProductSummary, 'image'> {
    const category = this.category(context, row.category_id);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      path: context.productPath(category, row.slug),
      category: categoryRef(category),
      tags,
      published: row.published,
    };
  }

  private category(context: LocaleContext, id: number): CategoryTreeNode {
    const category = context.categoriesById.get(id);
    if (!category) throw new Error(`Category ${id} is not in the category tree of ${context.locale}`);
    return category;
  }

  /** Tags of the products in `list` (a JSON id list), in tag display order. */
  private tagsOf(context: LocaleContext, list: string): Map<number, ProductTag[]> {
    const rows = this.sql(
      'SELECT product_id, tag_id FROM product_tags WHERE product_id IN (SELECT value FROM json_each(?))',
    ).all(list) as Array<{
      product_id: number;
      tag_id: number;
    }>;
    const order = [...context.tags.keys()];
    const result = new Map<number, ProductTag[]>();
    for (const row of rows.sort((a, b) => order.indexOf(a.tag_id) - order.indexOf(b.tag_id))) {
      const tag = context.tags.get(row.tag_id);
      if (tag) result.set(row.product_id, [...(result.get(row.product_id) ?? []), tag]);
    }
    return result;
  }

  /** Images (with thumbnails) of the products in `list`; only each product's first image when `firstOnly`. */
  private imagesOf(locale: Locale, list: string, firstOnly: boolean): Map<number, ProductImage[]> {
    const rows = this.sql(
      `SELECT i.id, i.product_id, i.url, i.width, i.height, ${text('name')} AS name, ${text('alt')} AS alt
       FROM product_images i
       JOIN product_image_translations d ON d.image_id = i.id AND d.locale = 'pl'
       LEFT JOIN product_image_translations t ON t.image_id = i.id AND t.locale = @locale
       WHERE i.product_id IN (SELECT value FROM json_each(@list))
         AND (@firstOnly = 0 OR i.position = (SELECT MIN(x.position) FROM product_images x WHERE x.product_id = i.product_id))
       ORDER BY i.product_id, i.position`,
    ).all({ locale, list, firstOnly: firstOnly ? 1 : 0 }) as ImageRow[];
    const thumbnails = this.sql(
      'SELECT image_id, url, width, height FROM product_image_thumbnails WHERE image_id IN (SELECT value FROM json_each(?)) ORDER BY image_id, position',
    ).all(idList(rows.map((row) => row.id))) as ThumbnailRow[];
    const result = new Map<number, ProductImage[]>();
    for (const row of rows) {
      const image: ProductImage = {
        name: row.name,
        image: {
          url: row.url,
          alt: row.alt,
          width: row.width,
          height: row.height,
          sources: responsiveSources(row.url, row.width),
          thumbnails: thumbnails
            .filter((thumb) => thumb.image_id === row.id)
            .map(({ url, width, height }) => ({ url, width, height })),
        },
      };
      result.set(row.product_id, [...(result.get(row.product_id) ?? []), image]);
    }
    return result;
  }

  async findProduct(locale: Locale, slugOrId: string): Promise<Product | null> {
    const context = this.context(locale);
    const byId = /^[1-9]\d{0,15}$/.test(slugOrId);
    const row = this.sql(
      `SELECT p.id, p.slug, p.name, p.category_id, p.published, p.configurator_url, p.show_similar_products,
              p.related_product_id, p.relation_position,
              ${text('short_description')} AS short_description, ${text('seo_title')} AS seo_title,
              ${text('seo_description')} AS seo_description, ${text('relation_label')} AS relation_label
       FROM products p
       JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
       LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = @locale
       WHERE ${byId ? 'p.id = @key' : 'p.slug = @key'}`,
    ).get({ locale, key: byId ? Number(slugOrId) : slugOrId }) as ProductDetailRow | undefined;
    if (!row) return null;

    const list = idList([row.id]);
    const base = this.productBase(context, row, this.tagsOf(context, list).get(row.id) ?? []);
    const similar = this.sql(
      'SELECT similar_product_id, label FROM product_similar WHERE product_id = ? ORDER BY position',
    ).all(row.id) as Array<{
      similar_product_id: number | null;
      label: string | null;
    }>;
    const similarSummaries = new Map(
      this.summaries(
        context,
        similar.flatMap((s) => (s.similar_product_id === null ? [] : [s.similar_product_id])),
      ).map((s) => [s.id, s]),
    );

    return {
      ...base,
      images: this.imagesOf(locale, list, false).get(row.id) ?? [],
      shortDescription: row.short_description,
      blocks: this.productBlocks(locale, row.id),
      patternCollections: this.patternCollections(locale, row.id),
      files: this.productFiles(locale, row.id),
      showSimilarProducts: row.show_similar_products === 1,
      similarProducts: similar.flatMap((s): Array<ProductSummary | string> => {
        if (s.label !== null) return [s.label];
        const found = s.similar_product_id === null ? undefined : similarSummaries.get(s.similar_product_id);
        return found ? [found] : [];
      }),
      configuratorUrl: row.configurator_url,
      relationLabel:
        row.relation_label !== null && row.relation_position !== null
          ? { name: row.relation_label, position: row.relation_position }
          : null,
      relatedProduct: row.related_product_id === null ? null : this.relatedProduct(context, row.related_product_id),
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      alternates: this.alternates((other) =>
        other.productPath(categoryRef(this.category(other, row.category_id)), row.slug),
      ),
    };
  }

  private productBlocks(locale: Locale, productId: number): ProductBlock[] {
    return this.sql(
      `SELECT b.id, b.type, ${text('name')} AS name, ${text('content')} AS content, b.position
       FROM product_blocks b
       JOIN product_block_translations d ON d.block_id = b.id AND d.locale = 'pl'
       LEFT JOIN product_block_translations t ON t.block_id = b.id AND t.locale = @locale
       WHERE b.product_id = @productId
       ORDER BY b.position, b.id`,
    ).all({ locale, productId }) as Array<ProductBlock & { type: ProductTabType }>;
  }

  private patternCollections(locale: Locale, productId: number): PatternCollection[] {
    const ids = this.sql(
      'SELECT pattern_collection_id FROM product_pattern_collections WHERE product_id = ? ORDER BY position',
    )
      .pluck()
      .all(productId) as number[];
    return this.collectionsById(locale, ids);
  }

  /** The pattern collections with their patterns, in the order of `ids`. */
  private collectionsById(locale: Locale, ids: readonly number[]): PatternCollection[] {
    const list = idList(ids);
    const collections = this.sql(
      `SELECT c.id, ${text('name')} AS name, ${text('description')} AS description
       FROM pattern_collections c
       JOIN pattern_collection_translations d ON d.pattern_collection_id = c.id AND d.locale = 'pl'
       LEFT JOIN pattern_collection_translations t ON t.pattern_collection_id = c.id AND t.locale = @locale
       WHERE c.id IN (SELECT value FROM json_each(@list))`,
    ).all({ locale, list }) as Array<Omit<PatternCollection, 'patterns'>>;
    const patterns = this.sql(
      `SELECT p.id, p.pattern_collection_id, ${text('name')} AS name, p.code, p.color, p.image_url
       FROM patterns p
       JOIN pattern_translations d ON d.pattern_id = p.id AND d.locale = 'pl'
       LEFT JOIN pattern_translations t ON t.pattern_id = p.id AND t.locale = @locale
       WHERE p.pattern_collection_id IN (SELECT value FROM json_each(@list))
       ORDER BY p.pattern_collection_id, p.position`,
    ).all({ locale, list }) as Array<{
      id: number;
      pattern_collection_id: number;
      name: string;
      code: string;
      color: string;
      image_url: string | null;
    }>;
    const byId = new Map(collections.map((c) => [c.id, c]));
    return ids.flatMap((id) => {
      const collection = byId.get(id);
      if (!collection) return [];
      return [
        {
          ...collection,
          patterns: patterns
            .filter((p) => p.pattern_collection_id === id)
            .map((p) => ({ id: p.id, name: p.name, code: p.code, color: p.color, imageUrl: p.image_url })),
        },
      ];
    });
  }

  private productFiles(locale: Locale, productId: number): ProductFile[] {
    const rows = this.sql(
      `SELECT f.id, ${text('name')} AS name, f.url, f.size, f.file_type_id,
              COALESCE(tt.name, td.name) AS file_type_name
       FROM product_files f
       JOIN product_file_translations d ON d.file_id = f.id AND d.locale = 'pl'
       LEFT JOIN product_file_translations t ON t.file_id = f.id AND t.locale = @locale
       JOIN file_type_translations td ON td.file_type_id = f.file_type_id AND td.locale = 'pl'
       LEFT JOIN file_type_translations tt ON tt.file_type_id = f.file_type_id AND tt.locale = @locale
       WHERE f.product_id = @productId
       ORDER BY f.position`,
    ).all({ locale, productId }) as Array<{
      id: number;
      name: string;
      url: string;
      size: number;
      file_type_id: number;
      file_type_name: string;
    }>;
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      size: row.size,
      fileType: { id: row.file_type_id, name: row.file_type_name },
    }));
  }

  private relatedProduct(context: LocaleContext, id: number): RelatedProduct | null {
    const row = this.sql(
      `SELECT p.slug, p.name, p.category_id, p.relation_position, ${text('relation_label')} AS relation_label
       FROM products p
       JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
       LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = @locale
       WHERE p.id = @id`,
    ).get({ locale: context.locale, id }) as
      | {
          slug: string;
          name: string;
          category_id: number;
          relation_position: number | null;
          relation_label: string | null;
        }
      | undefined;
    if (!row) return null;
    const category = this.category(context, row.category_id);
    return {
      slug: row.slug,
      name: row.name,
      path: context.productPath(category, row.slug),
      category: categoryRef(category),
      relationLabel: { name: row.relation_label ?? row.name, position: row.relation_position ?? 0 },
    };
  }

  async listJobOffers(locale: Locale, pagination: Pagination): Promise<Collection<JobOffer>> {
    const totalItems = this.sql('SELECT COUNT(*) FROM job_offers').pluck().get() as number;
    const rows = this.sql(
      `SELECT j.id, ${text('title')} AS title, ${text('slug')} AS slug, ${text('location')} AS location,
              ${text('employment_type')} AS employmentType, ${text('description')} AS description, j.published
       FROM job_offers j
       JOIN job_offer_translations d ON d.job_offer_id = j.id AND d.locale = 'pl'
       LEFT JOIN job_offer_translations t ON t.job_offer_id = j.id AND t.locale = @locale
       ORDER BY j.published DESC, j.position, j.id
       LIMIT @limit OFFSET @offset`,
    ).all({
      locale,
      limit: pagination === null ? -1 : pagination.itemsPerPage,
      offset: pagination === null ? 0 : (pagination.page - 1) * pagination.itemsPerPage,
    }) as JobOffer[];
    return {
      member: rows,
      totalItems,
      page: pagination?.page ?? 1,
      itemsPerPage: pagination?.itemsPerPage ?? totalItems,
    };
  }

  private static readonly POST_COLUMNS = `p.id, ${text('title')} AS title, ${text('slug')} AS slug, ${text('lead')} AS lead,
    ${text('content')} AS content, ${text('image_alt')} AS image_alt, ${text('seo_title')} AS seo_title,
    ${text('seo_description')} AS seo_description, p.published, p.image_url, p.image_width, p.image_height`;

  private post(context: LocaleContext, row: PostRow, alternates: Partial<Record<Locale, string>>): Post {
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      path: context.recordPath('posts', row.slug) ?? '',
      lead: row.lead,
      content: row.content,
      image: imageOf(row),
      published: row.published,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      alternates,
    };
  }

  /**
   * Each locale's path of the given posts or mechanisms, by id: the record's slug in that locale (else the Polish
   * one) in the resolver's node. One query for the whole list.
   */
  private recordAlternates(
    table: 'post_translations' | 'mechanism_translations',
    ids: readonly number[],
    resolver: 'posts' | 'mechanisms',
  ): Map<number, Partial<Record<Locale, string>>> {
    const key = table === 'post_translations' ? 'post_id' : 'mechanism_id';
    const rows = this.sql(
      `SELECT ${key} AS id, locale, slug FROM ${table} WHERE ${key} IN (SELECT value FROM json_each(?)) AND slug IS NOT NULL`,
    ).all(idList(ids)) as Array<{ id: number; locale: Locale; slug: string }>;
    const slugs = new Map<number, Map<Locale, string>>();
    for (const row of rows)
      slugs.set(row.id, (slugs.get(row.id) ?? new Map<Locale, string>()).set(row.locale, row.slug));
    return new Map(
      ids.map((id) => {
        const own = slugs.get(id) ?? new Map<Locale, string>();
        const polish = own.get('pl') ?? '';
        return [
          id,
          this.alternates((other) => other.recordPath(resolver, own.get(other.locale) ?? polish) ?? undefined),
        ];
      }),
    );
  }

  async listPosts(locale: Locale, query: PostListQuery): Promise<Collection<Post>> {
    const context = this.context(locale);
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const totalItems = this.sql('SELECT COUNT(*) FROM posts WHERE is_published = 1').pluck().get() as number;
    const rows = this.sql(
      `SELECT ${SqliteContentRepository.POST_COLUMNS}
       FROM posts p
       JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
       LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = @locale
       WHERE p.is_published = 1
       ORDER BY p.published ${direction}, p.id ${direction}
       LIMIT @limit OFFSET @offset`,
    ).all({ locale, ...limits(query.pagination) }) as PostRow[];
    const alternates = this.recordAlternates(
      'post_translations',
      rows.map((row) => row.id),
      'posts',
    );
    return collection(
      rows.map((row) => this.post(context, row, alternates.get(row.id) ?? {})),
      totalItems,
      query.pagination,
    );
  }

  async findPost(locale: Locale, slugOrId: string, options: DraftOption = {}): Promise<Post | null> {
    const byId = /^[1-9]\d{0,15}$/.test(slugOrId);
    const row = this.sql(
      `SELECT ${SqliteContentRepository.POST_COLUMNS}, p.is_published
       FROM posts p
       JOIN post_translations d ON d.post_id = p.id AND d.locale = 'pl'
       LEFT JOIN post_translations t ON t.post_id = p.id AND t.locale = @locale
       WHERE ${byId ? 'p.id = @key' : 'COALESCE(t.slug, d.slug) = @key OR d.slug = @key'}
       ORDER BY COALESCE(t.slug, d.slug) = @key DESC
       LIMIT 1`,
    ).get({ locale, key: byId ? Number(slugOrId) : slugOrId }) as (PostRow & { is_published: number }) | undefined;
    if (!row || (row.is_published === 0 && options.includeDrafts !== true)) return null;
    return this.post(
      this.context(locale),
      row,
      this.recordAlternates('post_translations', [row.id], 'posts').get(row.id) ?? {},
    );
  }

  async listRealizations(locale: Locale, pagination: Pagination): Promise<Collection<Realization>> {
    const totalItems = this.sql('SELECT COUNT(*) FROM realizations').pluck().get() as number;
    const rows = this.sql(
      `SELECT r.id, ${text('title')} AS title, ${text('slug')} AS slug, ${text('lead')} AS lead
       FROM realizations r
       JOIN realization_translations d ON d.realization_id = r.id AND d.locale = 'pl'
       LEFT JOIN realization_translations t ON t.realization_id = r.id AND t.locale = @locale
       ORDER BY r.position, r.id
       LIMIT @limit OFFSET @offset`,
    ).all({ locale, ...limits(pagination) }) as Array<Omit<Realization, 'images'>>;
    const images = this.sql(
      `SELECT i.realization_id, i.url, i.width, i.height, ${text('alt')} AS alt
       FROM realization_images i
       JOIN realization_image_translations d ON d.image_id = i.id AND d.locale = 'pl'
       LEFT JOIN realization_image_translations t ON t.image_id = i.id AND t.locale = @locale
       WHERE i.realization_id IN (SELECT value FROM json_each(@list))
       ORDER BY i.realization_id, i.position`,
    ).all({ locale, list: idList(rows.map((row) => row.id)) }) as Array<{
      realization_id: number;
      url: string;
      width: number;
      height: number;
      alt: string;
    }>;
    const member = rows.map((row) => ({
      ...row,
      images: images
        .filter((image) => image.realization_id === row.id)
        .map(({ url, width, height, alt }) => ({ url, alt, width, height, sources: responsiveSources(url, width) })),
    }));
    return collection(member, totalItems, pagination);
  }

  private mechanismCategories(locale: Locale): MechanismCategory[] {
    return this.sql(
      `SELECT c.id, ${text('name')} AS name, ${text('slug')} AS slug
       FROM mechanism_categories c
       JOIN mechanism_category_translations d ON d.mechanism_category_id = c.id AND d.locale = 'pl'
       LEFT JOIN mechanism_category_translations t ON t.mechanism_category_id = c.id AND t.locale = @locale
       ORDER BY c.position, c.id`,
    ).all({ locale }) as MechanismCategory[];
  }

  async listMechanismCategories(locale: Locale, pagination: Pagination): Promise<Collection<MechanismCategory>> {
    return paginate(this.mechanismCategories(locale), pagination);
  }

  private static readonly MECHANISM_QUERY = `SELECT m.id, m.mechanism_category_id, ${text('name')} AS name, ${text('slug')} AS slug,
      ${text('description')} AS description, ${text('image_alt')} AS image_alt, m.image_url, m.image_width, m.image_height
    FROM mechanisms m
    JOIN mechanism_categories c ON c.id = m.mechanism_category_id
    JOIN mechanism_translations d ON d.mechanism_id = m.id AND d.locale = 'pl'
    LEFT JOIN mechanism_translations t ON t.mechanism_id = m.id AND t.locale = @locale`;

  private mechanisms(locale: Locale, rows: MechanismRow[]): Mechanism[] {
    const context = this.context(locale);
    const categories = new Map(this.mechanismCategories(locale).map((c) => [c.id, c]));
    const alternatesById = this.recordAlternates(
      'mechanism_translations',
      rows.map((row) => row.id),
      'mechanisms',
    );
    return rows.flatMap((row) => {
      const category = categories.get(row.mechanism_category_id);
      if (!category) return [];
      const path = context.recordPath('mechanisms', row.slug) ?? '';
      return [
        {
          id: row.id,
          name: row.name,
          slug: row.slug,
          path,
          category,
          description: row.description,
          image: imageOf(row),
          alternates: alternatesById.get(row.id) ?? {},
        },
      ];
    });
  }

  async listMechanisms(locale: Locale, query: MechanismListQuery): Promise<Collection<Mechanism>> {
    const categoryId = query.categoryId ?? null;
    const totalItems = this.sql(
      'SELECT COUNT(*) FROM mechanisms WHERE @categoryId IS NULL OR mechanism_category_id = @categoryId',
    )
      .pluck()
      .get({ categoryId }) as number;
    const rows = this.sql(
      `${SqliteContentRepository.MECHANISM_QUERY}
       WHERE @categoryId IS NULL OR m.mechanism_category_id = @categoryId
       ORDER BY c.position, m.position, m.id
       LIMIT @limit OFFSET @offset`,
    ).all({ locale, categoryId, ...limits(query.pagination) }) as MechanismRow[];
    return collection(this.mechanisms(locale, rows), totalItems, query.pagination);
  }

  async findMechanism(locale: Locale, slug: string): Promise<Mechanism | null> {
    const row = this.sql(
      `${SqliteContentRepository.MECHANISM_QUERY}
       WHERE COALESCE(t.slug, d.slug) = @slug OR d.slug = @slug
       ORDER BY COALESCE(t.slug, d.slug) = @slug DESC
       LIMIT 1`,
    ).get({ locale, slug }) as MechanismRow | undefined;
    return row ? (this.mechanisms(locale, [row])[0] ?? null) : null;
  }

  async listPatternCollections(locale: Locale, pagination: Pagination): Promise<Collection<PatternCollection>> {
    const ids = this.sql('SELECT id FROM pattern_collections ORDER BY position, id').pluck().all() as number[];
    const page = paginate(ids, pagination);
    return { ...page, member: this.collectionsById(locale, page.member) };
  }

  async listProductFileTypes(locale: Locale, pagination: Pagination): Promise<Collection<ProductFileType>> {
    const rows = this.sql(
      `SELECT f.id, ${text('name')} AS name
       FROM file_types f
       JOIN file_type_translations d ON d.file_type_id = f.id AND d.locale = 'pl'
       LEFT JOIN file_type_translations t ON t.file_type_id = f.id AND t.locale = @locale
       ORDER BY f.id`,
    ).all({ locale }) as ProductFileType[];
    return paginate(rows, pagination);
  }

  async listLegacyRedirects(pagination: Pagination): Promise<Collection<LegacyRedirect>> {
    const context = this.context('pl');
    const rows = this.sql(
      `SELECT r.from_path, r.to_path, p.slug AS product_slug, p.category_id
       FROM legacy_redirects r LEFT JOIN products p ON p.id = r.product_id
       ORDER BY r.from_path`,
    ).all() as Array<{
      from_path: string;
      to_path: string | null;
      product_slug: string | null;
      category_id: number | null;
    }>;
    const redirects = rows.map((row) => ({
      from: row.from_path,
      to: row.to_path ?? context.productPath(this.category(context, row.category_id ?? 0), row.product_slug ?? ''),
    }));
    return paginate(redirects, pagination);
  }

  /**
   * Full-text search: every word must match (the last as a prefix). Order: the exact title, other title matches,
   * then matches in the text, each by BM25 relevance; at most MAX_SEARCH_RESULTS. Ranking works on ids only, so
   * excerpts are cut for the answered page alone.
   */
  async search(locale: Locale, phrase: string, pagination: Pagination): Promise<SearchResult[]> {
    const terms = searchTerms(phrase);
    if (terms.length === 0) return [];
    const key = JSON.stringify([locale, terms, pagination]);
    const cached = this.searches.get(key);
    if (cached) {
      // Most recently used last.
      this.searches.delete(key);
      this.searches.set(key, cached);
      return cached;
    }
    const results = this.rankedSearch(locale, terms, pagination);
    this.searches.set(key, results);
    if (this.searches.size > SEARCH_CACHE_SIZE) this.searches.delete(this.searches.keys().next().value as string);
    return results;
  }

  private rankedSearch(locale: Locale, terms: string[], pagination: Pagination): SearchResult[] {
    const inLocale = `locale : "${locale}" AND `;
    const ranked = (query: string): number[] =>
      this.sql(
        'SELECT rowid FROM search_index WHERE search_index MATCH @query ORDER BY bm25(search_index, 0.0, 10.0, 1.0), rowid LIMIT @limit',
      )
        .pluck()
        .all({ query, limit: MAX_SEARCH_RESULTS }) as number[];

    const titleIds = ranked(inLocale + ftsQuery(terms, 'folded_title'));
    const exact = new Set(
      this.sql(
        'SELECT id FROM search_documents WHERE id IN (SELECT value FROM json_each(@ids)) AND folded_title = @exact',
      )
        .pluck()
        .all({
          ids: idList(titleIds),
          exact: terms.join(' '),
        }) as number[],
    );
    const inTitle = new Set(titleIds);
    const ids = [
      ...titleIds.filter((id) => exact.has(id)),
      ...titleIds.filter((id) => !exact.has(id)),
      ...(titleIds.length < MAX_SEARCH_RESULTS
        ? ranked(inLocale + ftsQuery(terms, '{folded_title folded_text}')).filter((id) => !inTitle.has(id))
        : []),
    ].slice(0, MAX_SEARCH_RESULTS);

    const { limit, offset } = limits(pagination);
    const pageIds = ids.slice(offset, limit < 0 ? undefined : offset + limit);
    const rows = this.sql(
      'SELECT id, title, path, body FROM search_documents WHERE id IN (SELECT value FROM json_each(?))',
    ).all(idList(pageIds)) as Array<{
      id: number;
      title: string;
      path: string;
      body: string;
    }>;
    const byId = new Map(rows.map((row) => [row.id, row]));
    return pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ title: row.title, slug: row.path, content: excerptAround(row.body, terms, EXCERPT) }] : [];
    });
  }
}
