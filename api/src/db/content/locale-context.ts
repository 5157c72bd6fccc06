// Per-locale lookups most answers need: the sitemap (with breadcrumbs), where pages and categories live, how a
// product path is built, the tags. Built from rows either engine reads (db/sqlite/locale-context.ts,
// db/postgres/locale-context.ts); content changes only with a content load, so each engine keeps them.
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
import { fillSlugPattern, isSlugPattern, localizePath } from '../../lib/locale';

export interface NodeRow {
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

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  position: number;
  name: string;
  slug: string;
  description: string | null;
}

/** What a locale context is built from: rows in display order, texts already in the locale (or Polish). */
export interface LocaleContextRows {
  nodes: NodeRow[];
  draftPageIds: number[];
  categories: CategoryRow[];
  tags: ProductTag[];
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

function crumbsOf(locale: Locale, row: NodeRow, byId: Map<number, NodeRow>): Crumb[] {
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
}

/** Categories in tree order with their paths: the node showing the category, else the category pattern. */
function categoryTree(
  locale: Locale,
  rows: readonly CategoryRow[],
  nodePaths: Map<number, string>,
  categoryPattern: string | null,
): CategoryTreeNode[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const categories: CategoryTreeNode[] = [];
  const visit = (parentId: number | null): void => {
    for (const row of children.get(parentId) ?? []) {
      const path =
        nodePaths.get(row.id) ??
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
  return categories;
}

export function buildLocaleContext(locale: Locale, rows: LocaleContextRows): LocaleContext {
  const nodeRows = rows.nodes;
  const byId = new Map(nodeRows.map((row) => [row.id, row]));
  // A draft page has no public address: its node is left out of the sitemap (preview reaches it by id).
  const draftPages = new Set(rows.draftPageIds);
  const sitemapNodes: SitemapNode[] = nodeRows
    .filter((row) => row.page_id === null || !draftPages.has(row.page_id))
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      nodeType: row.node_type,
      action: row.action,
      nodeReference: row.page_id ?? row.category_id,
      resolver: row.resolver,
      crumbs: crumbsOf(locale, row, byId),
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
  const productPattern = findPattern('show', 'product');
  if (productPattern === null)
    throw new Error(`No product page node (nodeType product, action show) in locale ${locale}`);
  const categories = categoryTree(locale, rows.categories, categoryNodePaths, findPattern('show_category', 'category'));

  return {
    locale,
    sitemapNodes,
    pagePaths,
    nodePaths,
    categories,
    categoriesById: new Map(categories.map((category) => [category.id, category])),
    tags: new Map(rows.tags.map((tag) => [tag.id, { id: tag.id, name: tag.name, slug: tag.slug }])),
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

/** The category of the context's tree; a product in no category of the tree is a broken load. */
export function categoryIn(context: LocaleContext, id: number): CategoryTreeNode {
  const category = context.categoriesById.get(id);
  if (!category) throw new Error(`Category ${id} is not in the category tree of ${context.locale}`);
  return category;
}

/** The contexts of every locale, for answers that list a record's path in each language (alternates). */
export class LocaleContexts {
  constructor(private readonly contexts: ReadonlyMap<Locale, LocaleContext>) {}

  of(locale: Locale): LocaleContext {
    const context = this.contexts.get(locale);
    if (!context) throw new Error(`No locale context for ${locale}`);
    return context;
  }

  /** Each locale's path of a record, where it has one. */
  alternates(pathIn: (context: LocaleContext) => string | null | undefined): Partial<Record<Locale, string>> {
    const result: Partial<Record<Locale, string>> = {};
    for (const [locale, context] of this.contexts) {
      const path = pathIn(context);
      if (path !== undefined && path !== null) result[locale] = path;
    }
    return result;
  }
}
