// The entities the site shows, as the content API serves them (docs/api.md#entities).

import type {
  BANNER_THEMES,
  HEADER_THEMES,
  IMAGE_SIDES,
  MENU_ITEM_TARGETS,
  MENU_ITEM_TYPES,
  NODE_ACTIONS,
  NODE_TYPES,
  OTHER_BLOCK_TYPES,
  PAGE_LAYOUTS,
  PRODUCT_TAB_TYPES,
} from '../enums';
import type { Locale } from '../locale/locales';

/** A string of HTML that has been sanitised (see html/safe-html.ts) and may be injected. */
export type SafeHtml = string & { readonly __safeHtml: unique symbol };

export type NodeType = (typeof NODE_TYPES)[number];

export type NodeAction = (typeof NODE_ACTIONS)[number];

export interface Crumb {
  title: string;
  /** Full path in the node's locale, with the locale prefix ('/en/products'). */
  path: string;
}

export interface SitemapNode {
  id: number;
  /** Slug pattern without leading slash, parameters in braces: 'produkty/{category}/{product}'; '' for the front page. */
  slug: string;
  nodeType: NodeType;
  action: NodeAction;
  /** Id of the record the node shows (a page id for articles), or null. */
  nodeReference: number | null;
  /** Which list an `others` node shows ('job_offers', 'realizations', 'mechanisms'), else null. */
  resolver: string | null;
  crumbs: Crumb[];
}

export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export type HeaderTheme = (typeof HEADER_THEMES)[number];

export type ImageSide = (typeof IMAGE_SIDES)[number];

export interface ImageSource {
  /** e.g. 'image/webp' */
  type: string;
  srcset: string;
}

export interface Image {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** Responsive alternatives, best first. */
  sources: ImageSource[];
}

export interface Thumbnail {
  url: string;
  width: number;
  height: number;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface Link {
  label: string;
  href: string;
}

export interface Slide {
  image: Image;
  title: string;
  html: string;
  link: Link | null;
}

/**
 * Content blocks of a page (docs/behaviour.md#content-blocks). Known shapes are typed; others carry plain JSON.
 * A block's content is translated as a whole: `untranslated` is `['content']` when the block is the Polish one for
 * want of the page's language (see Untranslated).
 */
export type PageBlock = { untranslated?: Untranslated<'content'> } & (
  | { id: number; type: 'html'; position: number; content: { html: string } }
  | {
      id: number;
      type: 'banner_text';
      position: number;
      content: { title: string; html: string; background: Image | null; theme: BannerTheme | null; link: Link | null };
    }
  | { id: number; type: 'front_slider'; position: number; content: { slides: Slide[] } }
  | { id: number; type: 'latest_products'; position: number; content: { title: string; products: ProductSummary[] } }
  | {
      id: number;
      type: 'text_with_image';
      position: number;
      content: { title: string; html: string; image: Image; imageSide: ImageSide };
    }
  | { id: number; type: OtherBlockType; position: number; content: JsonObject }
);

export type OtherBlockType = (typeof OTHER_BLOCK_TYPES)[number];

export type PageBlockType = PageBlock['type'];

export type BannerTheme = (typeof BANNER_THEMES)[number];

export interface Page {
  id: number;
  /** Full path with locale prefix. */
  path: string;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImageSrc: string | null;
  blocks: PageBlock[];
  layout: PageLayout;
  themeData: { headerTheme: HeaderTheme };
  resolver: string | null;
  isAggregatorChild: boolean;
  /** Paths of the same page in each language that has it. */
  alternates: Partial<Record<Locale, string>>;
}

export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

export type MenuItemTarget = (typeof MENU_ITEM_TARGETS)[number];

export interface MenuItem {
  id: number;
  name: string;
  url: string | null;
  target: MenuItemTarget | null;
  locale: Locale;
  /** e.g. 'products', 'mechanisms', 'more' */
  cssClass: string | null;
  type: MenuItemType;
  description: string | null;
  headline: string | null;
  group: string | null;
  params: { group?: string; [key: string]: string | undefined };
  typeReferenceId: number | null;
  imageSrc: string | null;
  color: string | null;
  isParent: boolean;
  children: MenuItem[];
  /** Full path (with locale prefix) of the page or category the item links to. */
  sitemapNode: { slug: string } | null;
}

export interface Menu {
  id: number;
  /** 'main' or 'footer' */
  name: string;
  locale: Locale;
  items: MenuItem[];
}

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryTreeNode extends CategoryRef {
  path: string;
  position: number;
  description: string | null;
  parentBranch: { id: number } | null;
  /** Paths of the same category in each language (in the answers of GET /api/product_categories). */
  alternates?: Partial<Record<Locale, string>>;
}

export interface ProductTag {
  id: number;
  name: string;
  slug: string;
}

export interface ProductImage {
  /** Shown as the model label. */
  name: string;
  image: Image & { thumbnails: Thumbnail[] };
}

export type ProductTabType = (typeof PRODUCT_TAB_TYPES)[number];

export interface ProductBlock {
  id: number;
  type: ProductTabType;
  name: string;
  /** HTML */
  content: string;
  position: number;
  /** Which of the block's texts are Polish because the page's language lacks them (see Untranslated). */
  untranslated?: Untranslated<'name' | 'content'>;
}

/**
 * The names of a record's texts that the API answered in Polish because the requested language has none
 * (docs/behaviour.md#missing-translations): the page marks those texts `lang="pl"`. Empty or absent: every text is
 * in the page's language (always so for Polish).
 */
export type Untranslated<Field extends string> = Field[];

export interface Pattern {
  id: number;
  name: string;
  code: string;
  color: string;
  imageUrl: string | null;
}

export interface PatternCollection {
  id: number;
  name: string;
  description: string | null;
  patterns: Pattern[];
}

export interface ProductFileType {
  id: number;
  name: string;
}

export interface ProductFile {
  id: number;
  name: string;
  url: string;
  size: number;
  fileType: ProductFileType;
}

export interface RelationLabel {
  name: string;
  position: number;
}

export interface RelatedProduct {
  slug: string;
  name: string;
  path: string;
  category: CategoryRef;
  relationLabel: RelationLabel;
}

export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  /** Full path with locale prefix. */
  path: string;
  category: CategoryRef;
  tags: ProductTag[];
  image: ProductImage['image'] | null;
  published: string;
}

export interface Product extends Omit<ProductSummary, 'image'> {
  images: ProductImage[];
  /** HTML */
  shortDescription: string;
  /** Texts of the product answered in Polish (see Untranslated). */
  untranslated?: Untranslated<'shortDescription'>;
  blocks: ProductBlock[];
  patternCollections: PatternCollection[];
  files: ProductFile[];
  showSimilarProducts: boolean;
  /** Plain-string items are ignored by the site (docs/behaviour.md#similar-products). */
  similarProducts: Array<ProductSummary | string>;
  configuratorUrl: string | null;
  relationLabel: RelationLabel | null;
  relatedProduct: RelatedProduct | null;
  seoTitle: string | null;
  seoDescription: string | null;
  alternates: Partial<Record<Locale, string>>;
}

export interface SearchResult {
  title: string;
  /** Full path of the result in the requested locale. */
  slug: string;
  /** Matching fragments separated by '|'. */
  content: string;
}

export interface Post {
  id: number;
  title: string;
  slug: string;
  /** Full path of the post's page in this locale. */
  path: string;
  /** HTML */
  lead: string;
  /** HTML */
  content: string;
  image: Image | null;
  published: string;
  /** Texts of the post answered in Polish (see Untranslated). */
  untranslated?: Untranslated<'title' | 'lead' | 'content'>;
  seoTitle: string | null;
  seoDescription: string | null;
  /** Paths of the same post in each language. */
  alternates: Partial<Record<Locale, string>>;
}

export interface Realization {
  id: number;
  title: string;
  slug: string;
  /** HTML */
  lead: string;
  /** Texts of the realization answered in Polish (see Untranslated). */
  untranslated?: Untranslated<'lead'>;
  images: Image[];
}

export interface JobOffer {
  id: number;
  title: string;
  slug: string;
  location: string;
  employmentType: string;
  /** HTML */
  description: string;
  /** Texts of the offer answered in Polish (see Untranslated). */
  untranslated?: Untranslated<'title' | 'location' | 'employmentType' | 'description'>;
  published: string;
}

export interface MechanismCategory {
  id: number;
  name: string;
  slug: string;
}

export interface Mechanism {
  id: number;
  name: string;
  slug: string;
  /** Full path of the mechanism's page in this locale. */
  path: string;
  category: MechanismCategory;
  /** HTML */
  description: string;
  image: Image | null;
  /** Paths of the same mechanism in each language. */
  alternates: Partial<Record<Locale, string>>;
}

export type CookieCategory = 'necessary' | 'functional' | 'performance' | 'advertising';

export interface CookieConsent {
  necessary: true;
  functional: boolean;
  performance: boolean;
  advertising: boolean;
  /** ISO date of the choice. */
  savedAt: string;
}
