// Runs in load(): every HTML field of every block goes through the sanitiser here, and blocks are put in
// position order (SPEC §2 Other pages). Blocks without a renderer keep no content at all.
import type { HtmlSanitizer, PageBlock } from '@ergoforma/shared-contracts';
import { isBannerVariant } from './banner-heights';
import { prepareContactDetails } from './prepare-contact-details';
import type { ImplementedBlockType, PreparedBlock, PreparedContent, RawContent } from '../types';

type Preparers = { [T in ImplementedBlockType]: (content: RawContent<T>, sanitizeHtml: HtmlSanitizer) => PreparedContent[T] };

const preparers: Preparers = {
  html: (content, sanitizeHtml) => ({ html: sanitizeHtml(content.html ?? '') }),
  banner_text: (content, sanitizeHtml) => ({
    title: content.title ?? '',
    html: sanitizeHtml(content.html ?? ''),
    background: content.background ?? null,
    // An unknown theme flag falls back to the default look rather than reaching the page.
    theme: isBannerVariant(content.theme) ? content.theme : null,
    link: content.link ?? null,
  }),
  front_slider: (content, sanitizeHtml) => ({
    slides: (content.slides ?? []).map((slide) => ({
      image: slide.image,
      title: slide.title ?? '',
      html: sanitizeHtml(slide.html ?? ''),
      link: slide.link ?? null,
    })),
  }),
  latest_products: (content) => ({ title: content.title ?? '', products: content.products ?? [] }),
  text_with_image: (content, sanitizeHtml) => ({
    title: content.title ?? '',
    html: sanitizeHtml(content.html ?? ''),
    image: content.image,
    imageSide: content.imageSide === 'right' ? 'right' : 'left',
  }),
  contact: (content) => prepareContactDetails(content),
};

export function isImplementedBlockType(type: string): type is ImplementedBlockType {
  return Object.prototype.hasOwnProperty.call(preparers, type);
}

export function prepareBlock(block: PageBlock, sanitizeHtml: HtmlSanitizer): PreparedBlock {
  const { id, type, position } = block;
  if (!isImplementedBlockType(type)) return { id, type, position, content: null };
  // The registry's key and the block's type are the same literal; TypeScript cannot pair them through the union.
  const prepare = preparers[type] as (content: unknown, sanitize: HtmlSanitizer) => PreparedContent[ImplementedBlockType];
  return { id, type, position, content: prepare(block.content, sanitizeHtml) } as PreparedBlock;
}

/** Sanitised blocks in position order (stable for equal positions). */
export function prepareBlocks(blocks: readonly PageBlock[], sanitizeHtml: HtmlSanitizer): PreparedBlock[] {
  return [...blocks].sort((a, b) => a.position - b.position).map((block) => prepareBlock(block, sanitizeHtml));
}
