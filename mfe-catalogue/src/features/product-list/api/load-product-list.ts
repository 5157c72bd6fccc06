// Product list (docs/behaviour.md#product-list): all products, or one category's (by the path's slug or the node's
// reference), filtered by tags and paged from the URL query.
import {
  PageMovedError,
  PageNotFoundError,
  type CategoryTreeNode,
  type Locale,
  type PageLoadContext,
  type ProductQuery,
  type ProductSummary,
  type ProductTag,
} from '@ergoforma/shared-contracts';
import { catalogueText } from '../../../i18n/use-catalogue-translation';
import { productSectionLink } from '../../../utils/section-paths';
import { parseListQuery } from '../utils/list-query';

export const PRODUCTS_PER_PAGE = 24;

export interface CategoryLink {
  id: number;
  name: string;
  path: string;
}

export interface ProductListData {
  /** The h1: the category's name, or the translated 'Products'. */
  title: string;
  headTitle: string;
  category: {
    id: number;
    name: string;
    description: string | null;
    /** The category's page in each language. */
    alternates?: Partial<Record<Locale, string>>;
  } | null;
  /** Top-level categories (the category navigation). */
  categories: CategoryLink[];
  /** The top-level category the shown one belongs to (itself when it is top-level). */
  topCategoryId: number | null;
  /** Subcategories of that top-level category. */
  subcategories: CategoryLink[];
  /** 'All products'. */
  sectionPath: string;
  /** This list's path without query: pagination and filters add theirs. */
  basePath: string;
  products: ProductSummary[];
  totalItems: number;
  page: number;
  itemsPerPage: number;
  tags: ProductTag[];
  /** Valid selected tag ids from the URL (unknown ids dropped). */
  selectedTagIds: number[];
  /** The products request without its page: 'load more' asks for the next pages with it. */
  productQuery: ProductQuery;
}

/** The category the node shows: by the path's slug ('{products}/{category}'), else by the node's reference. */
export function resolveCategory(ctx: PageLoadContext, categories: CategoryTreeNode[]): CategoryTreeNode | null {
  const slug = ctx.params.category;
  if (slug !== undefined) {
    const bySlug = categories.find((category) => category.slug === slug);
    if (!bySlug) throw new PageNotFoundError(`No product category '${slug}'`);
    return bySlug;
  }
  if (ctx.node.action === 'show_category' && ctx.node.nodeReference !== null) {
    const byId = categories.find((category) => category.id === ctx.node.nodeReference);
    if (!byId) throw new PageNotFoundError(`No product category ${ctx.node.nodeReference}`);
    return byId;
  }
  return null;
}

function topLevelOf(category: CategoryTreeNode, byId: Map<number, CategoryTreeNode>): CategoryTreeNode {
  let current = category;
  const seen = new Set<number>();
  while (current.parentBranch && !seen.has(current.id)) {
    seen.add(current.id);
    const parent = byId.get(current.parentBranch.id);
    if (!parent) break;
    current = parent;
  }
  return current;
}

const link = (category: CategoryTreeNode): CategoryLink => ({
  id: category.id,
  name: category.name,
  path: category.path,
});

export async function loadProductList(ctx: PageLoadContext): Promise<ProductListData> {
  const { services } = ctx.api;
  const [categoryCollection, tagCollection] = await Promise.all([
    services.productCategories.list({ pagination: false }),
    services.productTags.list({ pagination: false }),
  ]);
  const categories = categoryCollection.member;
  const category = resolveCategory(ctx, categories);
  const basePath = ctx.pathname.replace(/(.)\/+$/, '$1');
  // One address per category page: a category with a page of its own ('/podlokietniki') is not also served by
  // the products pattern ('/produkty/podlokietniki'); the filters in the query go along.
  if (category && category.path !== basePath && ctx.params.category !== undefined) {
    const search = ctx.query.toString();
    throw new PageMovedError(search ? `${category.path}?${search}` : category.path);
  }

  const query = parseListQuery(ctx.query);
  const tags = tagCollection.member;
  // An id of no existing tag would empty the list: ignore it like any other bad value.
  const selectedTagIds = query.tagIds.filter((id) => tags.some((tag) => tag.id === id));

  // Only set keys: the query is embedded in the page as JSON.
  const productQuery: ProductQuery = { itemsPerPage: PRODUCTS_PER_PAGE, order: { name: 'asc' } };
  if (category) productQuery['category.id'] = category.id;
  if (selectedTagIds.length > 0) productQuery['tags.id'] = selectedTagIds;
  const products = await services.products.list({ ...productQuery, page: query.page });

  const byId = new Map(categories.map((item) => [item.id, item]));
  const top = category ? topLevelOf(category, byId) : null;
  const title = category?.name ?? catalogueText(ctx.locale, 'products');

  return {
    title,
    headTitle: query.page > 1 ? catalogueText(ctx.locale, 'pageTitle', { title, page: query.page }) : title,
    category: category
      ? { id: category.id, name: category.name, description: category.description, alternates: category.alternates }
      : null,
    categories: categories.filter((item) => item.parentBranch === null).map(link),
    topCategoryId: top?.id ?? null,
    subcategories: top ? categories.filter((item) => item.parentBranch?.id === top.id).map(link) : [],
    sectionPath:
      ctx.node.action === 'list' ? basePath : productSectionLink(ctx.locale, ctx.node, ctx.params, basePath).path,
    basePath,
    products: products.member,
    totalItems: products.totalItems,
    page: query.page,
    itemsPerPage: products.itemsPerPage || PRODUCTS_PER_PAGE,
    tags,
    selectedTagIds,
    productQuery,
  };
}
