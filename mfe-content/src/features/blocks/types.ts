// Blocks as the content page renders them: the API's PageBlock after load() sanitised its HTML (SPEC §2 Other pages).
import type { Image, Link, PageBlock, ProductSummary, SafeHtml } from '@ergoforma/shared-contracts';
import type { BannerVariant } from './utils/banner-heights';

export interface PreparedSlide {
  image: Image;
  title: string;
  html: SafeHtml;
  link: Link | null;
}

/** Content of each block type this remote renders, with every HTML field sanitised. */
export interface PreparedContent {
  html: { html: SafeHtml };
  banner_text: { title: string; html: SafeHtml; background: Image | null; theme: BannerVariant | null; link: Link | null };
  front_slider: { slides: PreparedSlide[] };
  latest_products: { title: string; products: ProductSummary[] };
  text_with_image: { title: string; html: SafeHtml; image: Image; imageSide: 'left' | 'right' };
  contact: ContactDetails;
}

/** One department's contact line in a contact block. */
export interface ContactDepartment {
  name: string;
  email: string | null;
  phone: string | null;
}

/** The company's contact details a contact block carries (the form beside them posts a ClientQuestion). */
export interface ContactDetails {
  title: string;
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
