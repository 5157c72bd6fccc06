// The content repository on SQLite (better-sqlite3, synchronous underneath): one module per domain in this folder,
// mirrored one to one by db/postgres/. All SQL of the API is under db/.
import type { Database } from 'better-sqlite3';
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
  Product,
  ProductFileType,
  ProductSummary,
  ProductTag,
  Realization,
  SearchResult,
  SitemapNode,
} from '@ergoforma/shared-contracts';
import { searchTerms } from '../../lib/text';
import type {
  ContentRepository,
  DraftOption,
  MechanismListQuery,
  Pagination,
  PostListQuery,
  ProductListQuery,
} from '../content-repository';
import { UNKNOWN_CONTENT_VERSION } from '../content/content-version';
import { paginate } from '../content/paging';
import { SearchCache } from '../search-cache';
import { listJobOffers, listLegacyRedirects, listRealizations } from './editorial';
import { findMechanism, listMechanismCategories, listMechanisms } from './mechanisms';
import { findPage, listMenus } from './pages';
import { listPatternCollections, listProductFileTypes } from './patterns';
import { findPost, listPosts } from './posts';
import { findProduct, listProducts } from './products';
import { search } from './search';
import { SqliteQueries } from './statements';

export class SqliteContentRepository implements ContentRepository {
  private readonly q: SqliteQueries;
  private readonly searches = new SearchCache();

  constructor(db: Database) {
    this.q = new SqliteQueries(db);
  }

  /** Forgets what was derived from the previous content (after a content load). */
  contentChanged(): void {
    this.q.contentChanged();
    this.searches.clear();
  }

  async contentVersion(): Promise<string> {
    const version = this.q.sql('SELECT version FROM content_meta WHERE id = 1').pluck().get() as number | undefined;
    return version === undefined ? UNKNOWN_CONTENT_VERSION : String(version);
  }

  async ping(): Promise<boolean> {
    return (this.q.sql('SELECT 1 AS ok').get() as { ok: number }).ok === 1;
  }

  async listSitemapNodes(locale: Locale, pagination: Pagination): Promise<Collection<SitemapNode>> {
    return paginate(this.q.contexts.of(locale).sitemapNodes, pagination);
  }

  async listCategories(locale: Locale, pagination: Pagination): Promise<Collection<CategoryTreeNode>> {
    const categories = this.q.contexts.of(locale).categories.map((category) => ({
      ...category,
      alternates: this.q.contexts.alternates((other) => other.categoriesById.get(category.id)?.path),
    }));
    return paginate(categories, pagination);
  }

  async listTags(locale: Locale, pagination: Pagination): Promise<Collection<ProductTag>> {
    return paginate([...this.q.contexts.of(locale).tags.values()], pagination);
  }

  async listMenus(locale: Locale, pagination: Pagination): Promise<Collection<Menu>> {
    return listMenus(this.q, locale, pagination);
  }

  async findPage(locale: Locale, id: number, options: DraftOption = {}): Promise<Page | null> {
    return findPage(this.q, locale, id, options);
  }

  async listProducts(locale: Locale, query: ProductListQuery): Promise<Collection<ProductSummary>> {
    return listProducts(this.q, locale, query);
  }

  async findProduct(locale: Locale, slugOrId: string): Promise<Product | null> {
    return findProduct(this.q, locale, slugOrId);
  }

  async listPatternCollections(locale: Locale, pagination: Pagination): Promise<Collection<PatternCollection>> {
    return listPatternCollections(this.q, locale, pagination);
  }

  async listProductFileTypes(locale: Locale, pagination: Pagination): Promise<Collection<ProductFileType>> {
    return listProductFileTypes(this.q, locale, pagination);
  }

  async listPosts(locale: Locale, query: PostListQuery): Promise<Collection<Post>> {
    return listPosts(this.q, locale, query);
  }

  async findPost(locale: Locale, slugOrId: string, options: DraftOption = {}): Promise<Post | null> {
    return findPost(this.q, locale, slugOrId, options);
  }

  async listRealizations(locale: Locale, pagination: Pagination): Promise<Collection<Realization>> {
    return listRealizations(this.q, locale, pagination);
  }

  async listMechanismCategories(locale: Locale, pagination: Pagination): Promise<Collection<MechanismCategory>> {
    return listMechanismCategories(this.q, locale, pagination);
  }

  async listMechanisms(locale: Locale, query: MechanismListQuery): Promise<Collection<Mechanism>> {
    return listMechanisms(this.q, locale, query);
  }

  async findMechanism(locale: Locale, slug: string): Promise<Mechanism | null> {
    return findMechanism(this.q, locale, slug);
  }

  async listJobOffers(locale: Locale, pagination: Pagination): Promise<Collection<JobOffer>> {
    return listJobOffers(this.q, locale, pagination);
  }

  async listLegacyRedirects(pagination: Pagination): Promise<Collection<LegacyRedirect>> {
    return listLegacyRedirects(this.q, pagination);
  }

  async search(locale: Locale, phrase: string, pagination: Pagination): Promise<SearchResult[]> {
    const terms = searchTerms(phrase);
    if (terms.length === 0) return [];
    return this.searches.answer(locale, terms, pagination, () => search(this.q, locale, terms, pagination));
  }
}
