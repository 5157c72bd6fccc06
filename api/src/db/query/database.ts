// The tables of the API's database as the query builder (Kysely) sees them: one declaration for both engines. The
// DDL is in the migrations (db/migrations/); a column added there is added here. Flags are booleans and JSON columns
// are JSON text on both engines: the connection maps SQLite's 0/1 and PostgreSQL's json (db/query/connect.ts).
import type {
  FormKind,
  HeaderTheme,
  Locale,
  MenuItemTarget,
  MenuItemType,
  PageLayout,
  ProductTabType,
} from '@ergoforma/shared-contracts';
import type { Generated } from 'kysely';
import type { InboxStatus } from '../../forms/inbox-status';
import type { DetectedFileType } from '../../forms/magic-bytes';
import type { SearchKind } from '../content/search-documents';
import type { MediaKind } from '../../media/library/media-kinds';
import type { OutboxStatus } from '../outbox-store';
import type { ScheduleAction } from '../../publishing/schedule-actions';

/** A column holding JSON, read and written as its text (JSON.parse / JSON.stringify at the edges). */
export type JsonText = string;

/** The columns that are booleans: SQLite stores them as 0/1, which the connection turns into booleans. */
export const FLAG_COLUMNS = ['is_published', 'is_aggregator_child', 'show_similar_products'] as const;

interface Translation {
  locale: Locale;
}

// Catalogue

export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  position: number;
}
export interface CategoryTranslationsTable extends Translation {
  category_id: number;
  name: string | null;
  slug: string | null;
  description: string | null;
}
export interface TagsTable {
  id: number;
  position: number;
}
export interface TagTranslationsTable extends Translation {
  tag_id: number;
  name: string | null;
  slug: string | null;
}
export interface FileTypesTable {
  id: number;
}
export interface FileTypeTranslationsTable extends Translation {
  file_type_id: number;
  name: string | null;
}
export interface PatternCollectionsTable {
  id: number;
  position: number;
}
export interface PatternCollectionTranslationsTable extends Translation {
  pattern_collection_id: number;
  name: string | null;
  description: string | null;
}
export interface PatternsTable {
  id: number;
  pattern_collection_id: number;
  position: number;
  code: string;
  color: string;
  image_url: string | null;
}
export interface PatternTranslationsTable extends Translation {
  pattern_id: number;
  name: string | null;
}

// Products

export interface ProductsTable {
  id: number;
  slug: string;
  name: string;
  category_id: number;
  published: string;
  is_published: Generated<boolean>;
  configurator_url: string | null;
  show_similar_products: boolean;
  related_product_id: number | null;
  relation_position: number | null;
  position: number;
  /** Place in Polish alphabetical order of names, filled at load. */
  name_rank: Generated<number>;
}
export interface ProductTranslationsTable extends Translation {
  product_id: number;
  short_description: string | null;
  seo_title: string | null;
  seo_description: string | null;
  relation_label: string | null;
}
export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}
export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}
export interface ProductImagesTable {
  id: number;
  product_id: number;
  position: number;
  url: string;
  width: number;
  height: number;
}
export interface ProductImageThumbnailsTable {
  image_id: number;
  position: number;
  url: string;
  width: number;
  height: number;
}
export interface ProductImageTranslationsTable extends Translation {
  image_id: number;
  name: string | null;
  alt: string | null;
}
export interface ProductBlocksTable {
  id: number;
  product_id: number;
  type: ProductTabType;
  position: number;
}
export interface ProductBlockTranslationsTable extends Translation {
  block_id: number;
  name: string | null;
  content: string | null;
}
export interface ProductPatternCollectionsTable {
  product_id: number;
  pattern_collection_id: number;
  position: number;
}
export interface ProductFilesTable {
  id: number;
  product_id: number;
  position: number;
  url: string;
  size: number;
  file_type_id: number;
}
export interface ProductFileTranslationsTable extends Translation {
  file_id: number;
  name: string | null;
}
export interface ProductSimilarTable {
  product_id: number;
  position: number;
  similar_product_id: number | null;
  label: string | null;
}

// Pages

export interface PagesTable {
  id: number;
  layout: PageLayout;
  header_theme: HeaderTheme;
  seo_image_src: string | null;
  resolver: string | null;
  is_aggregator_child: boolean;
  is_published: Generated<boolean>;
}
export interface PageTranslationsTable extends Translation {
  page_id: number;
  title: string | null;
  seo_title: string | null;
  seo_description: string | null;
}
export interface PageBlocksTable {
  id: number;
  page_id: number;
  type: string;
  position: number;
}
export interface PageBlockTranslationsTable extends Translation {
  block_id: number;
  /** The whole content object of the block in this locale. */
  content: JsonText;
}

// Navigation

export interface SitemapNodesTable {
  id: number;
  parent_id: number | null;
  position: number;
  node_type: string;
  action: string;
  page_id: number | null;
  category_id: number | null;
  resolver: string | null;
}
export interface SitemapNodeTranslationsTable extends Translation {
  node_id: number;
  slug: string | null;
  title: string | null;
}
export interface MenusTable extends Translation {
  id: number;
  name: string;
}
export interface MenuItemsTable {
  id: number;
  menu_id: number;
  parent_id: number | null;
  position: number;
  name: string;
  type: MenuItemType;
  url: string | null;
  target: MenuItemTarget | null;
  css_class: string | null;
  description: string | null;
  headline: string | null;
  item_group: string | null;
  params: Generated<JsonText>;
  image_src: string | null;
  color: string | null;
  page_id: number | null;
  category_id: number | null;
  sitemap_node_id: number | null;
}

// Editorial

export interface JobOffersTable {
  id: number;
  position: number;
  published: string;
  is_published: Generated<boolean>;
  closes: string | null;
}
export interface JobOfferTranslationsTable extends Translation {
  job_offer_id: number;
  title: string | null;
  slug: string | null;
  location: string | null;
  employment_type: string | null;
  description: string | null;
}
export interface PostsTable {
  id: number;
  published: string;
  is_published: boolean;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
}
export interface PostTranslationsTable extends Translation {
  post_id: number;
  title: string | null;
  slug: string | null;
  lead: string | null;
  content: string | null;
  image_alt: string | null;
  seo_title: string | null;
  seo_description: string | null;
}
export interface RealizationsTable {
  id: number;
  position: number;
  is_published: Generated<boolean>;
}
export interface RealizationTranslationsTable extends Translation {
  realization_id: number;
  title: string | null;
  slug: string | null;
  lead: string | null;
}
export interface RealizationImagesTable {
  id: number;
  realization_id: number;
  position: number;
  url: string;
  width: number;
  height: number;
}
export interface RealizationImageTranslationsTable extends Translation {
  image_id: number;
  alt: string | null;
}
export interface MechanismCategoriesTable {
  id: number;
  position: number;
}
export interface MechanismCategoryTranslationsTable extends Translation {
  mechanism_category_id: number;
  name: string | null;
  slug: string | null;
}
export interface MechanismsTable {
  id: number;
  mechanism_category_id: number;
  position: number;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
}
export interface MechanismTranslationsTable extends Translation {
  mechanism_id: number;
  name: string | null;
  slug: string | null;
  description: string | null;
  image_alt: string | null;
}
export interface LegacyRedirectsTable {
  from_path: string;
  to_path: string | null;
  product_id: number | null;
}

/** The site's own 301s, made by the content service when a published record's address changes. */
export interface RedirectsTable {
  from_path: string;
  to_path: string;
  kind: string;
  record_id: number;
  locale: string;
  created_at: string;
}

// Search

/** One row per record and locale, texts as shown and folded (lib/text.ts foldText) for matching. */
export interface SearchDocumentsTable extends Translation {
  id: number;
  kind: SearchKind;
  record_id: number;
  title: string;
  path: string;
  body: string;
  folded_title: string;
  folded_text: string;
}

// Content meta

export interface ContentMetaTable {
  id: number;
  version: number;
  loaded_at: string;
  /** Written by older releases (company.json followed on each start); the company is now in table company. */
  company_digest: string | null;
}

// Form submissions and their mail

export interface FormSubmissionsTable extends Translation {
  id: Generated<number>;
  form: FormKind;
  /** The validated fields as the client named them. */
  fields: JsonText;
  client_ip: string;
  user_agent: string | null;
  created_at: string;
  page: string | null;
  /** The inbox's: where the staff are with it, who answers it, when anyone first opened it, its version. */
  status: Generated<InboxStatus>;
  assignee_id: number | null;
  first_opened_at: string | null;
  version: Generated<number>;
}
export interface FormSubmissionFilesTable {
  id: Generated<number>;
  submission_id: number;
  field: string;
  original_name: string;
  stored_name: string;
  size: number;
  detected_type: DetectedFileType;
  sha256: string;
}
export interface MailOutboxTable {
  id: Generated<number>;
  /** A submission's notification, or else a staff account's link e-mail (the next two). */
  submission_id: number | null;
  message_token: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  staff_account_id: number | null;
  staff_purpose: 'setup' | 'reset' | null;
}
/** The staff's internal notes on a submission. */
export interface FormSubmissionNotesTable {
  id: Generated<number>;
  submission_id: number;
  author_id: number | null;
  author_name: string;
  text: string;
  created_at: string;
}
/** PostgreSQL only: the form limit every replica shares (SQLite counts it in the process's memory). */
export interface FormRateLimitsTable {
  key: string;
  count: number;
  window_ends_at: Date;
}
/** A setting staff change in the back office: its value as JSON text (content/site-settings.ts). */
export interface SiteSettingsTable {
  name: string;
  value: string;
}
/** A record's draft, saved in the back office without changing the site (content/drafts.ts). */
export interface ContentDraftsTable {
  kind: string;
  record_id: number;
  /** The whole record in the fixtures' format, as JSON text. */
  record: string;
  based_on_version: number;
  author_id: number;
  saved_at: string;
}

/** Publishing or unpublishing a record at a set time (api/src/publishing/), claimed by one runner, then done. */
export interface ScheduledActionsTable {
  id: Generated<number>;
  kind: string;
  record_id: number;
  action: ScheduleAction;
  at: string;
  scheduled_by: string;
  created_at: string;
  claimed_at: string | null;
  done_at: string | null;
  error: string | null;
}

/** The company's facts: one row (id 1), the record in the company.json format as JSON text (content/company-data.ts). */
export interface CompanyTable {
  id: number;
  data: string;
}

// Media library

export interface MediaItemsTable {
  id: Generated<number>;
  kind: MediaKind;
  content_hash: string;
  url: string;
  original_name: string;
  size: number;
  width: number | null;
  height: number | null;
  focal_x: number;
  focal_y: number;
  file_type_id: number | null;
  created_at: string;
  created_by: number | null;
}
export interface MediaItemTranslationsTable extends Translation {
  media_id: number;
  name: string | null;
  alt: string | null;
}

export interface Database {
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  tags: TagsTable;
  tag_translations: TagTranslationsTable;
  file_types: FileTypesTable;
  file_type_translations: FileTypeTranslationsTable;
  pattern_collections: PatternCollectionsTable;
  pattern_collection_translations: PatternCollectionTranslationsTable;
  patterns: PatternsTable;
  pattern_translations: PatternTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_categories: ProductCategoriesTable;
  product_tags: ProductTagsTable;
  product_images: ProductImagesTable;
  product_image_thumbnails: ProductImageThumbnailsTable;
  product_image_translations: ProductImageTranslationsTable;
  product_blocks: ProductBlocksTable;
  product_block_translations: ProductBlockTranslationsTable;
  product_pattern_collections: ProductPatternCollectionsTable;
  product_files: ProductFilesTable;
  product_file_translations: ProductFileTranslationsTable;
  product_similar: ProductSimilarTable;
  pages: PagesTable;
  page_translations: PageTranslationsTable;
  page_blocks: PageBlocksTable;
  page_block_translations: PageBlockTranslationsTable;
  sitemap_nodes: SitemapNodesTable;
  sitemap_node_translations: SitemapNodeTranslationsTable;
  menus: MenusTable;
  menu_items: MenuItemsTable;
  job_offers: JobOffersTable;
  job_offer_translations: JobOfferTranslationsTable;
  posts: PostsTable;
  post_translations: PostTranslationsTable;
  realizations: RealizationsTable;
  realization_translations: RealizationTranslationsTable;
  realization_images: RealizationImagesTable;
  realization_image_translations: RealizationImageTranslationsTable;
  mechanism_categories: MechanismCategoriesTable;
  mechanism_category_translations: MechanismCategoryTranslationsTable;
  mechanisms: MechanismsTable;
  mechanism_translations: MechanismTranslationsTable;
  legacy_redirects: LegacyRedirectsTable;
  search_documents: SearchDocumentsTable;
  content_meta: ContentMetaTable;
  form_submissions: FormSubmissionsTable;
  form_submission_files: FormSubmissionFilesTable;
  mail_outbox: MailOutboxTable;
  form_rate_limits: FormRateLimitsTable;
  redirects: RedirectsTable;
  media_items: MediaItemsTable;
  media_item_translations: MediaItemTranslationsTable;
  form_submission_notes: FormSubmissionNotesTable;
  site_settings: SiteSettingsTable;
  scheduled_actions: ScheduledActionsTable;
  content_drafts: ContentDraftsTable;
  company: CompanyTable;
}
