// The contract between the shell and the remotes: what an exposed module looks like and which modules exist.
import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import type { ApiClient } from '../api/client';
import type { HtmlSanitizer } from '../html/safe-html';
import type { Locale } from '../locale/locales';
import type { Image, JsonObject, Menu, PageLayout, SitemapNode } from '../types/entities';
import type { Company } from '../types/api';
// What the webpack builds (shared-contracts/webpack) and the code that loads remotes must agree on, written once.
import federation from './federation.json';

export const REMOTE_NAMES = ['chrome', 'catalogue', 'content', 'careers', 'search'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Global variable a remote's browser entry defines. */
export function remoteEntryGlobalName(name: RemoteName): string {
  return `${federation.remoteEntryGlobalPrefix}${name}`;
}

/** The packages every federated build shares as singletons (docs/architecture.md#composition). */
export const SHARED_PACKAGES: readonly string[] = federation.sharedPackages;

/** What a loader may use; the same on the server and in the browser. */
export interface LoadContext {
  api: ApiClient;
  locale: Locale;
  /** The request path, with locale prefix. */
  pathname: string;
  query: URLSearchParams;
  sanitizeHtml: HtmlSanitizer;
  /**
   * Loads another remote's block module (a content block owned by that remote, e.g. the job list). Call it in
   * `load()`: the shell then has the module ready before hydration, and `useSiteServices().module(id)` returns it.
   */
  loadModule<K extends BlockModuleId>(id: K): Promise<ExposedModules[K]>;
}

export interface PageLoadContext extends LoadContext {
  node: SitemapNode;
  /** Values of the node's slug parameters ('{category}' -> 'fotele'). */
  params: Record<string, string>;
}

/** What the shell puts in <head> for a page (title, description, image); SEO details grow from here. */
export interface PageHead {
  title: string;
  description?: string;
  image?: string;
  /** Same page in other languages, full paths. */
  alternates?: Partial<Record<Locale, string>>;
  /** Absolute or site-relative canonical URL; the shell uses the page's own path when absent. */
  canonical?: string;
  /** Keep the page out of search indexes (the shell adds it to error pages itself). */
  noindex?: boolean;
  /** Open Graph type; 'website' when absent ('product', 'article' for product and news pages). */
  ogType?: string;
  /**
   * schema.org objects the shell renders as `<script type="application/ld+json">` (Product, BreadcrumbList,
   * JobPosting, NewsArticle...). Plain JSON; site-relative URLs in `url`, `image`, `item` and `logo` are made absolute.
   */
  jsonLd?: Array<Record<string, unknown>>;
  /**
   * The largest image the page shows above the fold (the first slide, the product's main image, the first card):
   * the shell preloads it with high priority from the head, so it does not wait for anything else. `sizes` must be
   * the one of its <img>/<source>, so the browser preloads the very file the page then shows.
   */
  leadImage?: LeadImage;
}

export interface LeadImage {
  image: Pick<Image, 'url' | 'sources'>;
  sizes: string;
}

export interface PageProps<TData> {
  data: TData;
  node: SitemapNode;
  params: Record<string, string>;
}

/**
 * A page a remote exposes. `load` runs on the server for the first view and in the browser after client-side
 * navigation; it throws PageNotFoundError for a missing record. `validate` is the page's own validation
 * step (docs/behaviour.md#routing): false shows the 404 page.
 */
export interface PageModule<TData> {
  layout: PageLayout;
  load(context: PageLoadContext): Promise<TData>;
  validate?(data: TData, context: PageLoadContext): boolean;
  head(data: TData): PageHead;
  /** A function component. Declared as a method so a PageModule<SomeData> is usable where PageModule<unknown> is expected. */
  Component(props: PageProps<TData>): ReactNode;
}

/** A region on every page (header, footer) with its own data. */
export interface RegionModule<TData> {
  load(context: LoadContext): Promise<TData>;
  Component(props: { data: TData }): ReactNode;
}

/**
 * A content block one remote renders inside another remote's page (the job list and product list blocks
 * of content pages). `load` gets the block's content JSON from the page; the data must be JSON-serialisable.
 */
export interface BlockModule<TData> {
  load(context: LoadContext, content: JsonObject): Promise<TData>;
  Component(props: { data: TData }): ReactNode;
}

/** Data of the chrome regions: the menus and the company's facts (GET /api/company), preloaded with the page. */
export interface ChromeData {
  menus: Menu[];
  /**
   * The footer's address and the front page's Organization structured data come from it (docs/api.md#company).
   * Optional so a chrome release that does not send it still fits: both are then left out, never made up.
   */
  company?: Company;
  /** Whether English pages show the English notice; absent (an API without the setting): they do. */
  englishNotice?: boolean;
}

/** Every module the remotes expose, by federated id. A remote must expose exactly these shapes. */
export interface ExposedModules {
  'chrome/Header': RegionModule<ChromeData>;
  'chrome/Footer': RegionModule<ChromeData>;
  'catalogue/ProductPage': PageModule<unknown>;
  'catalogue/ProductList': PageModule<unknown>;
  'content/ContentPage': PageModule<unknown>;
  'content/NewsDetail': PageModule<unknown>;
  'content/MechanismDetail': PageModule<unknown>;
  'content/PatternsPage': PageModule<unknown>;
  'content/LoginPage': PageModule<unknown>;
  'careers/JobOffers': PageModule<unknown>;
  'careers/JobList': BlockModule<unknown>;
  'catalogue/ProductsBlock': BlockModule<unknown>;
  'search/SearchPage': PageModule<unknown>;
}

export type ExposedModuleId = keyof ExposedModules;

/** The exposed modules that render a whole page (chosen by the sitemap node). */
export type PageModuleId = {
  [K in ExposedModuleId]: ExposedModules[K] extends PageModule<unknown> ? K : never;
}[ExposedModuleId];

/**
 * The exposed modules that render a block inside another remote's page. Listed, not derived: page and region
 * modules have the same two methods and would match a structural test.
 */
export type BlockModuleId = 'careers/JobList' | 'catalogue/ProductsBlock';

/** i18n instance handed to remotes through SiteI18nProvider (useRemoteTranslation). */
export type SiteI18n = i18n;

/** One remote in the discovery document the shell reads at run time. */
export interface RemoteDescriptor {
  name: RemoteName;
  version: string;
  /** Major.minor of @ergoforma/shared-contracts the remote was built against. */
  contractsVersion: string;
  /** URL of the browser remoteEntry.js (versioned path). */
  browserEntry: string;
  /** URL of the server remoteEntry.js. */
  serverEntry: string;
  /** URL of the browser mf-manifest.json (CSS assets per exposed module). */
  browserManifest: string;
  /**
   * SHA-384 of the browser and server entries in Subresource Integrity form (`sha384-<base64>`), recorded by the
   * build or the release. The shell runs no server entry that lacks one or does not match it; browsers check
   * the browser entry's.
   */
  integrity?: RemoteIntegrity;
}

export interface RemoteIntegrity {
  browserEntry?: string;
  serverEntry?: string;
}

export interface DiscoveryDocument {
  remotes: Record<RemoteName, RemoteDescriptor>;
}
