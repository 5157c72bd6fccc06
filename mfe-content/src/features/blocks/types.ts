// The general block types (docs/behaviour.md#content-blocks) as the content page renders them: the API's content after
// load() sanitised its HTML. Contact, news, realizations and mechanisms blocks are defined by their own features.
import type { Image, Link, PatternCollection, ProductSummary, SafeHtml } from '@ergoforma/shared-contracts';
import type { BlockProps } from '../../utils/block-registry';
import type { BannerVariant } from './utils/banner-heights';

export interface PreparedSlide {
  image: Image;
  title: string;
  html: SafeHtml;
  link: Link | null;
}

/** Content of each general block type, with every HTML field sanitised. */
export interface BasicBlockContent {
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

export type BasicBlockType = keyof BasicBlockContent;

export type BasicBlockProps<T extends BasicBlockType> = BlockProps<BasicBlockContent[T]>;
