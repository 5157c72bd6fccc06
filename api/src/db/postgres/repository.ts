// The content repository on PostgreSQL (node-postgres): one module per domain in this folder, mirroring db/sqlite/
// one to one. Content may be reloaded by another replica: the content version is checked at most once a second.
import type { Pool } from 'pg';
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
import { PgQueries } from './statements';

/** How long a replica serves what it derived from the content before it checks the content version again. */
const VERSION_CHECK_MS = 1000;

export class PostgresContentRepository implements ContentRepository {
  private readonly q: PgQueries;
  private readonly searches = new SearchCache();
  private version: { value: string; checkedAt: number } | null = null;
  private checking: Promise<string> | null = null;

  constructor(pool: Pool) {
    this.q = new PgQueries(pool);
  }

  /** The content version, read again at most once a second; a new one drops what was derived from the old. */
  async contentVersion(): Promise<string> {
    if (this.version !== null && Date.now() - this.version.checkedAt < VERSION_CHECK_MS) return this.version.value;
    this.checking ??= this.q
      .column<string>('SELECT CAST(version AS text) FROM content_meta WHERE id = 1')
      .then(([value = UNKNOWN_CONTENT_VERSION]) => {
        if (this.version !== null && this.version.value !== value) {
          this.q.contentChanged();
          this.searches.clear();
        }
        this.version = { value, checkedAt: Date.now() };
        return value;
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  /** Forgets what was derived from the content (this process changed it): the next answer reads the version again. */
  contentChanged(): void {
    this.q.contentChanged();
    this.searches.clear();
    this.version = null;
  }

  /** The queries, once the content they derive from is known to be current. */
  private async current(): Promise<PgQueries> {
    await this.contentVersion();
    return this.q;
  }

  async ping(): Promise<boolean> {
    return (await this.q.column<number>('SELECT 1'))[0] === 1;
  }

  async listSitemapNodes(locale: Locale, pagination: Pagination): Promise<Collection<SitemapNode>> {
    return paginate((await (await this.current()).context(locale)).sitemapNodes, pagination);
  }

  async listCategories(locale: Locale, pagination: Pagination): Promise<Collection<CategoryTreeNode>> {
    const contexts = await (await this.current()).contexts();
    const categories = contexts.of(locale).categories.map((category) => ({
      ...category,
      alternates: contexts.alternates((other) => other.categoriesById.get(category.id)?.path),
    }));
    return paginate(categories, pagination);
  }

  async listTags(locale: Locale, pagination: Pagination): Promise<Collection<ProductTag>> {
    return paginate([...(await (await this.current()).context(locale)).tags.values()], pagination);
  }

  async listMenus(locale: Locale, pagination: Pagination): Promise<Collection<Menu>> {
    return listMenus(await this.current(), locale, pagination);
  }

  async findPage(locale: Locale, id: number, options: DraftOption = {}): Promise<Page | null> {
    return findPage(await this.current(), locale, id, options);
  }

  async listProducts(locale: Locale, query: ProductListQuery): Promise<Collection<ProductSummary>> {
    return listProducts(await this.current(), locale, query);
  }

  async findProduct(locale: Locale, slugOrId: string): Promise<Product | null> {
    return findProduct(await this.current(), locale, slugOrId);
  }

  async listPatternCollections(locale: Locale, pagination: Pagination): Promise<Collection<PatternCollection>> {
    return listPatternCollections(await this.current(), locale, pagination);
  }

  async listProductFileTypes(locale: Locale, pagination: Pagination): Promise<Collection<ProductFileType>> {
    return listProductFileTypes(await this.current(), locale, pagination);
  }

  async listPosts(locale: Locale, query: PostListQuery): Promise<Collection<Post>> {
    return listPosts(await this.current(), locale, query);
  }

  async findPost(locale: Locale, slugOrId: string, options: DraftOption = {}): Promise<Post | null> {
    return findPost(await this.current(), locale, slugOrId, options);
  }

  async listRealizations(locale: Locale, pagination: Pagination): Promise<Collection<Realization>> {
    return listRealizations(await this.current(), locale, pagination);
  }

  async listMechanismCategories(locale: Locale, pagination: Pagination): Promise<Collection<MechanismCategory>> {
    return listMechanismCategories(await this.current(), locale, pagination);
  }

  async listMechanisms(locale: Locale, query: MechanismListQuery): Promise<Collection<Mechanism>> {
    return listMechanisms(await this.current(), locale, query);
  }

  async findMechanism(locale: Locale, slug: string): Promise<Mechanism | null> {
    return findMechanism(await this.current(), locale, slug);
  }

  async listJobOffers(locale: Locale, pagination: Pagination): Promise<Collection<JobOffer>> {
    return listJobOffers(await this.current(), locale, pagination);
  }

  async listLegacyRedirects(pagination: Pagination): Promise<Collection<LegacyRedirect>> {
    return listLegacyRedirects(await this.current(), pagination);
  }

  async search(locale: Locale, phrase: string, pagination: Pagination): Promise<SearchResult[]> {
    const terms = searchTerms(phrase);
    if (terms.length === 0) return [];
    const q = await this.current();
    return this.searches.answer(locale, terms, pagination, () => search(q, locale, terms, pagination));
  }
}
