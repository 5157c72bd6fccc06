// Blocks as the content page renders them: the API's PageBlock after load() sanitised its HTML (SPEC §2 Other pages).
import type { Image, Link, PageBlock, PatternCollection, ProductSummary, SafeHtml } from '@ergoforma/shared-contracts';
import type { BannerVariant } from './utils/banner-heights';
import type { MechanismDetailsContent, MechanismListContent } from '../mechanisms/types';
import type { NewsDetailsContent, NewsListContent } from '../news/types';
import type { RealizationsContent } from '../realizations/types';

export interface PreparedSlide {
  image: Image;
  title: string;
  html: SafeHtml;
  link: Link | null;
}

/** Content of each block type this remote renders, with every HTML field sanitised. */
export interface PreparedContent {
  html: { html: SafeHtml };
  banner_text: {
    title: string;
    html: SafeHtml;
    background: Image | null;
    theme: BannerVariant | null;
    link: Link | null;
  };
  front_slider: { slides: PreparedSlide[] };
  latest_products: { title: string; products: ProductSummary[] };
  text_with_image: { title: string; html: SafeHtml; image: Image; imageSide: 'left' | 'right' };
  contact: ContactDetails;
  chair: { title: string; image: Image | null; points: ChairPoint[] };
  download: { title: string; html: SafeHtml; file: DownloadFile | null };
  downloads: { title: string; files: DownloadFile[] };
  fabrics: { title: string; collections: PatternCollection[] };
  slider: { title: string; images: Image[] };
  tabs_of_data: { title: string; tabs: Array<{ name: string; html: SafeHtml }> };
  default_content: { title: string; html: SafeHtml };
  logistics: { title: string; rows: Array<{ label: string; value: string }> };
  patterns: { title: string; html: SafeHtml };
  sizes: { title: string; html: SafeHtml; table: { head: string[]; rows: string[][] } };
  timeline: { title: string; items: Array<{ year: string; text: string }> };
  products_list: ForeignBlockContent;
  products_simple: ForeignBlockContent;
  job_list: ForeignBlockContent;
  news_list: NewsListContent;
  news_details: NewsDetailsContent;
  realizations: RealizationsContent;
  mechanism_list: MechanismListContent;
  mechanism_details: MechanismDetailsContent;
}

/** An adjustment point drawn over the chair picture; x and y in percent of its width and height. */
export interface ChairPoint {
  id: string;
  x: number;
  y: number;
  label: string;
  html: SafeHtml;
}

/** A downloadable document (a PDF under /media/downloads/). */
export interface DownloadFile {
  name: string;
  url: string;
  format: string;
}

/**
 * A block another remote renders (job list, product lists): load() ran that remote's block module and keeps its
 * data here; null when the module was unavailable (the block then renders nothing).
 */
export interface ForeignBlockContent {
  data: unknown;
}

/** One department's contact line in a contact block. */
export interface ContactDepartment {
  name: string;
  email: string | null;
  phone: string | null;
}

/** Which form a contact block shows: client_question, cooperation (with the proposal request below it) or proposal. */
export type ContactFormKind = 'client_question' | 'cooperation' | 'proposal';

/** The company's contact details a contact block carries, and the form shown beside them. */
export interface ContactDetails {
  title: string;
  /** The form beside the details (SPEC §7 POST calls): contact question by default. */
  form: ContactFormKind;
  email: string | null;
  phone: string | null;
  departments: ContactDepartment[];
}

export type ImplementedBlockType = keyof PreparedContent;

/** A block the page can render. */
export type RenderableBlock = {
  [T in ImplementedBlockType]: { id: number; type: T; position: number; content: PreparedContent[T] };
}[ImplementedBlockType];

/**
 * A block of a type without a renderer yet (or unknown to this build): it keeps no content, so no
 * unsanitised HTML reaches the page data, and the renderer skips it with a warning.
 */
export interface SkippedBlock {
  id: number;
  type: string;
  position: number;
  content: null;
}

export type PreparedBlock = RenderableBlock | SkippedBlock;

/** The API's content of a block type. */
export type RawContent<T extends ImplementedBlockType> = Extract<PageBlock, { type: T }>['content'];

export interface BlockProps<T extends ImplementedBlockType> {
  content: PreparedContent[T];
  /** 1 when the block is the first on the page and shows the page heading, else 2. */
  headingLevel: 1 | 2;
  /** The first block: its images load eagerly (they are above the fold). */
  isLead: boolean;
}
