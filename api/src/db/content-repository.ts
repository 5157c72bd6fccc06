// What the routes may ask of the content store. Routes depend on this interface only; it is implemented once for
// both engines (db/repository/repository.ts).
import type {
  CategoryTreeNode,
  Collection,
  JobOffer,
  LegacyRedirect,
  Locale,
  Mechanism,
  MechanismCategory,
  Menu,
  Page,
  PatternCollection,
  Post,
  ProductFileType,
  Realization,
  Product,
  ProductSummary,
  ProductTag,
  SearchResult,
  SitemapNode,
  SortDirection,
} from '@ergoforma/shared-contracts';

/** One page of a collection, or `null` for every row (pagination=false). */
export type Pagination = { page: number; itemsPerPage: number } | null;

/** What a product list can be ordered by (order[name]=asc, order[published]=desc). */
export const PRODUCT_ORDER_FIELDS = ['name', 'published'] as const;
export type ProductOrderField = (typeof PRODUCT_ORDER_FIELDS)[number];

export interface ProductListQuery {
  pagination: Pagination;
  /** The category or any of its subcategories. */
  categoryId?: number;
  /** The product carries every one of these tags. */
  tagIds?: number[];
  /** Applied in the given order; ties are broken by id. */
  order?: Array<{ field: ProductOrderField; direction: SortDirection }>;
}

export interface PostListQuery {
  pagination: Pagination;
  /** Default newest first. */
  order?: SortDirection;
}

export interface MechanismListQuery {
  pagination: Pagination;
  categoryId?: number;
}

/** Drafts (isPublished false) are found only when asked for, by the preview endpoints. */
export interface DraftOption {
  includeDrafts?: boolean;
}

export interface ContentRepository {
  listSitemapNodes(locale: Locale, pagination: Pagination): Promise<Collection<SitemapNode>>;
  listMenus(locale: Locale, pagination: Pagination): Promise<Collection<Menu>>;
  findPage(locale: Locale, id: number, options?: DraftOption): Promise<Page | null>;
  listPosts(locale: Locale, query: PostListQuery): Promise<Collection<Post>>;
  /** By slug in the locale (or the Polish slug), or by numeric id. */
  findPost(locale: Locale, slugOrId: string, options?: DraftOption): Promise<Post | null>;
  listRealizations(locale: Locale, pagination: Pagination): Promise<Collection<Realization>>;
  listMechanismCategories(locale: Locale, pagination: Pagination): Promise<Collection<MechanismCategory>>;
  listMechanisms(locale: Locale, query: MechanismListQuery): Promise<Collection<Mechanism>>;
  findMechanism(locale: Locale, slug: string): Promise<Mechanism | null>;
  listPatternCollections(locale: Locale, pagination: Pagination): Promise<Collection<PatternCollection>>;
  listProductFileTypes(locale: Locale, pagination: Pagination): Promise<Collection<ProductFileType>>;
  listLegacyRedirects(pagination: Pagination): Promise<Collection<LegacyRedirect>>;
  listCategories(locale: Locale, pagination: Pagination): Promise<Collection<CategoryTreeNode>>;
  listTags(locale: Locale, pagination: Pagination): Promise<Collection<ProductTag>>;
  listProducts(locale: Locale, query: ProductListQuery): Promise<Collection<ProductSummary>>;
  /** By slug, or by numeric id. */
  findProduct(locale: Locale, slugOrId: string): Promise<Product | null>;
  listJobOffers(locale: Locale, pagination: Pagination): Promise<Collection<JobOffer>>;
  /** Case- and diacritic-insensitive; `phrase` is the visitor's text as typed. */
  search(locale: Locale, phrase: string, pagination: Pagination): Promise<SearchResult[]>;
  /** Cheap round trip to the database, for health checks. */
  ping(): Promise<boolean>;
  /** The version of the content served (db/content/content-version.ts): the same on every replica of a database. */
  contentVersion(): Promise<string>;
}
