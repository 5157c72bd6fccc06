// Per-locale lookups most answers need: the sitemap (with breadcrumbs), where pages and categories live,
// how a product path is built, the tags. Content is replaced only at start, so a context is built once per
// locale and reused.
import type { Database } from 'better-sqlite3';
import type {
  CategoryRef,
  CategoryTreeNode,
  Crumb,
  Locale,
  NodeAction,
  NodeType,
  ProductTag,
  SitemapNode,
} from '@ergoforma/shared-contracts';
import { fillSlugPattern, isSlugPattern, localizePath } from '../lib/locale';

interface NodeRow {
  id: number;
  parent_id: number | null;
  node_type: NodeType;
  action: NodeAction;
  page_id: number | null;
  category_id: number | null;
  resolver: string | null;
  slug: string;
  title: string | null;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  position: number;
  name: string;
  slug: string;
  description: string | null;
}

export interface LocaleContext {
  locale: Locale;
  /** Sitemap nodes in order, breadcrumbs resolved. */
  sitemapNodes: SitemapNode[];
  /** Full path of the node showing each page. */
  pagePaths: Map<number, string>;
  /** Full path of each node whose slug has no parameters. */
  nodePaths: Map<number, string>;
  /** Categories in tree order (each parent followed by its subtree), with full paths. */
  categories: CategoryTreeNode[];
  categoriesById: Map<number, CategoryTreeNode>;
  /** Tags by id, in display order. */
  tags: Map<number, ProductTag>;
  productPath(category: CategoryRef, productSlug: string): string;
  /** Path of a record shown by a '{slug}' node with this resolver ('posts', 'mechanisms'); null without such a node. */
  recordPath(resolver: string, slug: string): string | null;
}

/** The value of a translated column: the locale's text, else the Polish text. */
const text = (column: string, alias = 't', fallback = 'd'): string =>
  `COALESCE(${alias}.${column}, ${fallback}.${column})`;

export function loadLocaleContext(db: Database, locale: Locale): LocaleContext {
  const nodeRows = db
    .prepare(
      `SELECT n.id, n.parent_id, n.node_type, n.action, n.page_id, n.category_id, n.resolver, ${text('slug')} AS slug, ${text('title')} AS title
       FROM sitemap_nodes n
       JOIN sitemap_node_translations d ON d.node_id = n.id AND d.locale = 'pl'
       LEFT JOIN sitemap_node_translations t ON t.node_id = n.id AND t.locale = @locale
       ORDER BY n.position, n.id`,
    )
    .all({ locale }) as NodeRow[];

  const byId = new Map(nodeRows.map((row) => [row.id, row]));
  const crumbsOf = (row: NodeRow): Crumb[] => {
    const chain: NodeRow[] = [];
    const seen = new Set<number>();
    for (
      let current: NodeRow | undefined = row;
      current && !seen.has(current.id);
      current = current.parent_id === null ? undefined : byId.get(current.parent_id)
    ) {
      seen.add(current.id);
      chain.unshift(current);
    }
    return chain
      .filter((node): node is NodeRow & { title: string } => node.title !== null && !isSlugPattern(node.slug))
      .map((node) => ({ title: node.title, path: localizePath(locale, node.slug) }));
  };

  // A draft page has no public address: its node is left out of the sitemap (preview reaches it by id).
  const draftPages = new Set(db.prepare('SELECT id FROM pages WHERE is_published = 0').pluck().all() as number[]);
  const sitemapNodes: SitemapNode[] = nodeRows
    .filter((row) => row.page_id === null || !draftPages.has(row.page_id))
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      nodeType: row.node_type,
      action: row.action,
      nodeReference: row.page_id ?? row.category_id,
      resolver: row.resolver,
      crumbs: crumbsOf(row),
    }));

  const nodePaths = new Map<number, string>();
  const pagePaths = new Map<number, string>();
  const categoryNodePaths = new Map<number, string>();
  for (const row of nodeRows) {
    if (isSlugPattern(row.slug)) continue;
    const path = localizePath(locale, row.slug);
    nodePaths.set(row.id, path);
    if (row.page_id !== null && !pagePaths.has(row.page_id)) pagePaths.set(row.page_id, path);
    if (row.category_id !== null && !categoryNodePaths.has(row.category_id))
      categoryNodePaths.set(row.category_id, path);
  }

  const findPattern = (action: NodeAction, parameter: string): string | null =>
    nodeRows.find((row) => row.node_type === 'product' && row.action === action && row.slug.includes(`{${parameter}}`))
      ?.slug ?? null;
  const categoryPattern = findPattern('show_category', 'category');
  const productPattern = findPattern('show', 'product');
  if (productPattern === null)
    throw new Error(`No product page node (nodeType product, action show) in locale ${locale}`);

  const categoryRows = db
    .prepare(
      `SELECT c.id, c.parent_id, c.position, ${text('name')} AS name, ${text('slug')} AS slug, ${text('description')} AS description
       FROM categories c
       JOIN category_translations d ON d.category_id = c.id AND d.locale = 'pl'
       LEFT JOIN category_translations t ON t.category_id = c.id AND t.locale = @locale
       ORDER BY c.position, c.id`,
    )
    .all({ locale }) as CategoryRow[];
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of categoryRows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const categories: CategoryTreeNode[] = [];
  const visit = (parentId: number | null): void => {
    for (const row of children.get(parentId) ?? []) {
      const nodePath = categoryNodePaths.get(row.id);
      const path =
        nodePath ??
        (categoryPattern === null
          ? null
          : localizePath(locale, fillSlugPattern(categoryPattern, { category: row.slug })));
      if (path === null)
        throw new Error(`Category ${row.id} has no page in locale ${locale}: add a show_category node`);
      categories.push({
        id: row.id,
        name: row.name,
        slug: row.slug,
        path,
        position: row.position,
        description: row.description,
        parentBranch: row.parent_id === null ? null : { id: row.parent_id },
      });
      visit(row.id);
    }
  };
  visit(null);

  const tagRows = db
    .prepare(
      `SELECT g.id, ${text('name')} AS name, ${text('slug')} AS slug
       FROM tags g
       JOIN tag_translations d ON d.tag_id = g.id AND d.locale = 'pl'
       LEFT JOIN tag_translations t ON t.tag_id = g.id AND t.locale = @locale
       ORDER BY g.position, g.id`,
    )
    .all({ locale }) as ProductTag[];

  return {
    locale,
    sitemapNodes,
    pagePaths,
    nodePaths,
    categories,
    categoriesById: new Map(categories.map((category) => [category.id, category])),
    tags: new Map(tagRows.map((tag) => [tag.id, { id: tag.id, name: tag.name, slug: tag.slug }])),
    productPath: (category, productSlug) =>
      localizePath(locale, fillSlugPattern(productPattern, { category: category.slug, product: productSlug })),
    recordPath: (resolver, slug) => {
      const pattern = nodeRows.find(
        (row) => row.resolver === resolver && row.action === 'show' && row.slug.includes('{slug}'),
      )?.slug;
      return pattern === undefined ? null : localizePath(locale, fillSlugPattern(pattern, { slug }));
    },
  };
}

/** The CategoryRef part of a tree node (answers embed the short form). */
export function categoryRef(category: CategoryTreeNode): CategoryRef {
  return { id: category.id, name: category.name, slug: category.slug };
}

/** SQL expression helper shared with the repository. */
export const translated = text;
