// The content fixtures (api/fixtures/*.json) after validation. Texts are per locale: Polish is complete,
// English and French may leave any text out, and the API then answers the Polish text.
import type {
  BannerTheme,
  JsonObject,
  Locale,
  MenuItem,
  NodeAction,
  NodeType,
  PageBlock,
  PageLayout,
  ProductTabType,
} from '@ergoforma/shared-contracts';

/** Polish texts are required; other locales may omit any of them. */
export interface Translations<T> {
  pl: T;
  en: Partial<T>;
  fr: Partial<T>;
}

export interface CategoryFixture {
  id: number;
  parentId: number | null;
  position: number;
  translations: Translations<{ name: string; slug: string; description: string | null }>;
}

export interface TagFixture {
  id: number;
  position: number;
  translations: Translations<{ name: string; slug: string }>;
}

export interface FileTypeFixture {
  id: number;
  translations: Translations<{ name: string }>;
}

export interface PatternFixture {
  id: number;
  code: string;
  color: string;
  imageUrl: string | null;
  translations: Translations<{ name: string }>;
}

export interface PatternCollectionFixture {
  id: number;
  position: number;
  translations: Translations<{ name: string; description: string | null }>;
  patterns: PatternFixture[];
}

export interface ThumbnailFixture {
  url: string;
  width: number;
  height: number;
}

export interface ProductImageFixture {
  id: number;
  url: string;
  width: number;
  height: number;
  thumbnails: ThumbnailFixture[];
  translations: Translations<{ name: string; alt: string }>;
}

export interface ProductBlockFixture {
  id: number;
  type: ProductTabType;
  position: number;
  translations: Translations<{ name: string; content: string }>;
}

export interface ProductFileFixture {
  id: number;
  url: string;
  fileTypeId: number;
  translations: Translations<{ name: string }>;
}

/** A similar-product entry: another product's id, or a plain string (the site ignores those, SPEC §3). */
export type SimilarProductFixture = { productId: number } | { label: string };

export interface ProductFixture {
  id: number;
  slug: string;
  name: string;
  /** Top-level category: the one in the product's path. */
  categoryId: number;
  /** Further categories (usually subcategories) the product is listed in. */
  extraCategoryIds: number[];
  tagIds: number[];
  /** ISO 8601 instant. */
  published: string;
  configuratorUrl: string | null;
  showSimilarProducts: boolean;
  similarProducts: SimilarProductFixture[];
  relatedProductId: number | null;
  /** Position of this product's own relation label (its name is a translated text). */
  relationPosition: number | null;
  patternCollectionIds: number[];
  translations: Translations<{
    shortDescription: string;
    seoTitle: string | null;
    seoDescription: string | null;
    relationLabel: string | null;
  }>;
  images: ProductImageFixture[];
  blocks: ProductBlockFixture[];
  files: ProductFileFixture[];
}

export type PageBlockType = PageBlock['type'];

export interface PageBlockFixture {
  id: number;
  type: PageBlockType;
  position: number;
  /** The block's content in each locale (a locale without content shows the Polish one). */
  content: Translations<JsonObject>;
}

export interface PageFixture {
  id: number;
  /** false: only the preview endpoint shows it. */
  isPublished: boolean;
  layout: PageLayout;
  headerTheme: 'light' | 'dark';
  seoImageSrc: string | null;
  resolver: string | null;
  isAggregatorChild: boolean;
  translations: Translations<{ title: string; seoTitle: string | null; seoDescription: string | null }>;
  blocks: PageBlockFixture[];
}

export interface SitemapNodeFixture {
  id: number;
  parentId: number | null;
  position: number;
  nodeType: NodeType;
  action: NodeAction;
  /** The page an article/contact/root node shows. */
  pageId: number | null;
  /** The category a show_category node shows. */
  categoryId: number | null;
  resolver: string | null;
  /** slug: pattern without leading slash; title: breadcrumb title (null for parameterised nodes). */
  translations: Translations<{ slug: string; title: string | null }>;
}

export interface MenuItemFixture {
  id: number;
  name: string;
  type: MenuItem['type'];
  url: string | null;
  target: MenuItem['target'];
  cssClass: string | null;
  description: string | null;
  headline: string | null;
  group: string | null;
  params: Record<string, string>;
  imageSrc: string | null;
  color: string | null;
  pageId: number | null;
  categoryId: number | null;
  sitemapNodeId: number | null;
  children: MenuItemFixture[];
}

export interface MenuFixture {
  id: number;
  name: string;
  locale: Locale;
  items: MenuItemFixture[];
}

export interface JobOfferFixture {
  id: number;
  position: number;
  published: string;
  translations: Translations<{
    title: string;
    slug: string;
    location: string;
    employmentType: string;
    description: string;
  }>;
}

/** An image of a post, realization or mechanism: a file under /media with its pixel size. */
export interface MediaImageFixture {
  url: string;
  width: number;
  height: number;
}

export interface PostFixture {
  id: number;
  /** ISO 8601 instant; lists are newest first. */
  published: string;
  /** false: only the preview endpoint shows it. */
  isPublished: boolean;
  image: MediaImageFixture | null;
  translations: Translations<{
    title: string;
    slug: string;
    /** HTML */
    lead: string;
    /** HTML */
    content: string;
    imageAlt: string | null;
    seoTitle: string | null;
    seoDescription: string | null;
  }>;
}

export interface RealizationImageFixture extends MediaImageFixture {
  id: number;
  translations: Translations<{ alt: string }>;
}

export interface RealizationFixture {
  id: number;
  position: number;
  translations: Translations<{ title: string; slug: string; lead: string }>;
  images: RealizationImageFixture[];
}

export interface MechanismCategoryFixture {
  id: number;
  position: number;
  translations: Translations<{ name: string; slug: string }>;
}

export interface MechanismFixture {
  id: number;
  categoryId: number;
  position: number;
  image: MediaImageFixture | null;
  translations: Translations<{ name: string; slug: string; description: string; imageAlt: string | null }>;
}

/** An old URL answered with a 301 (SPEC §2 Legacy redirects): to a fixed path, or to a product's Polish path. */
export type LegacyRedirectFixture = { from: string; to: string } | { from: string; productId: number };

export interface ContentFixtures {
  categories: CategoryFixture[];
  tags: TagFixture[];
  fileTypes: FileTypeFixture[];
  patternCollections: PatternCollectionFixture[];
  products: ProductFixture[];
  pages: PageFixture[];
  sitemapNodes: SitemapNodeFixture[];
  menus: MenuFixture[];
  jobOffers: JobOfferFixture[];
  posts: PostFixture[];
  realizations: RealizationFixture[];
  mechanismCategories: MechanismCategoryFixture[];
  mechanisms: MechanismFixture[];
  legacyRedirects: LegacyRedirectFixture[];
}

export const BANNER_THEMES: readonly BannerTheme[] = [
  'ergonomics',
  'ergonomics2',
  'about-us',
  'careers',
  'mechanisms',
  'product',
];
