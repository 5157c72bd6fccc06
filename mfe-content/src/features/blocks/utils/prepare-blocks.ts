// Runs in load(): every HTML field of every block goes through the sanitiser here, and blocks are put in
// position order (SPEC §2 Other pages). Blocks without a renderer keep no content at all.
// A preparer gets the block's API content, the sanitiser and the page's load context; it may be async when its
// block needs the API (fabrics) or another remote's block module (job list, product lists). load() calls
// loadBlocks (async, with the context); prepareBlocks is the synchronous form for blocks that need neither.
import type { HtmlSanitizer, LoadContext, PageBlock } from '@ergoforma/shared-contracts';
import { isBannerVariant } from './banner-heights';
import { prepareContactDetails } from './prepare-contact-details';
import {
  prepareChair,
  prepareDefaultContent,
  prepareDownload,
  prepareDownloads,
  prepareLogistics,
  preparePatterns,
  prepareSizes,
  prepareSlider,
  prepareTabsOfData,
  prepareTimeline,
} from './prepare-static-blocks';
import { loadFabrics, loadForeignBlock } from './load-api-blocks';
import { loadMechanismDetailsBlock } from '../../mechanisms/api/load-mechanism-detail';
import { loadMechanismList } from '../../mechanisms/api/load-mechanism-list';
import { loadNewsDetailsBlock } from '../../news/api/load-news-detail';
import { loadNewsList } from '../../news/api/load-news-list';
import { loadRealizations } from '../../realizations/api/load-realizations';
import type { ImplementedBlockType, PreparedBlock, PreparedContent, RawContent } from '../types';

type Preparers = {
  [T in ImplementedBlockType]: (
    content: RawContent<T>,
    sanitizeHtml: HtmlSanitizer,
    context: LoadContext,
  ) => PreparedContent[T] | Promise<PreparedContent[T]>;
};

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
  chair: prepareChair,
  download: prepareDownload,
  downloads: prepareDownloads,
  fabrics: loadFabrics,
  slider: prepareSlider,
  tabs_of_data: prepareTabsOfData,
  default_content: prepareDefaultContent,
  logistics: prepareLogistics,
  patterns: preparePatterns,
  sizes: prepareSizes,
  timeline: prepareTimeline,
  products_list: (content, _sanitize, context) => loadForeignBlock('catalogue/ProductsBlock', content, context),
  products_simple: (content, _sanitize, context) => loadForeignBlock('catalogue/ProductsBlock', content, context),
  job_list: (content, _sanitize, context) => loadForeignBlock('careers/JobList', content, context),
  news_list: loadNewsList,
  news_details: loadNewsDetailsBlock,
  realizations: loadRealizations,
  mechanism_list: loadMechanismList,
  mechanism_details: loadMechanismDetailsBlock,
};

export function isImplementedBlockType(type: string): type is ImplementedBlockType {
  return Object.prototype.hasOwnProperty.call(preparers, type);
}

type AnyPreparer = (
  content: unknown,
  sanitize: HtmlSanitizer,
  context: LoadContext,
) => PreparedContent[ImplementedBlockType] | Promise<PreparedContent[ImplementedBlockType]>;

/** A context for prepareBlocks: blocks that need the API or another remote cannot be prepared without load(). */
function contextWithout(sanitizeHtml: HtmlSanitizer): LoadContext {
  const unavailable = (what: string) => () => {
    throw new Error(`prepareBlocks has no ${what}; use loadBlocks(blocks, context)`);
  };
  return {
    get api(): never {
      return unavailable('API')();
    },
    locale: 'pl',
    pathname: '/',
    query: new URLSearchParams(),
    sanitizeHtml,
    loadModule: unavailable('loadModule'),
  } as LoadContext;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}

/** One block prepared synchronously (a block that needs the API throws: use loadBlock). */
export function prepareBlock(block: PageBlock, sanitizeHtml: HtmlSanitizer): PreparedBlock {
  const { id, type, position } = block;
  if (!isImplementedBlockType(type)) return { id, type, position, content: null };
  // The registry's key and the block's type are the same literal; TypeScript cannot pair them through the union.
  const prepare = preparers[type] as AnyPreparer;
  const content = prepare(block.content, sanitizeHtml, contextWithout(sanitizeHtml));
  if (isPromise(content)) {
    content.catch(() => undefined);
    throw new Error(`Block type '${type}' needs the load context; use loadBlocks(blocks, context)`);
  }
  return { id, type, position, content } as PreparedBlock;
}

/** Sanitised blocks in position order (stable for equal positions), for blocks that need no API. */
export function prepareBlocks(blocks: readonly PageBlock[], sanitizeHtml: HtmlSanitizer): PreparedBlock[] {
  return [...blocks].sort((a, b) => a.position - b.position).map((block) => prepareBlock(block, sanitizeHtml));
}

/** One block prepared with the load context. A block whose data cannot be loaded is skipped (logged), not fatal. */
export async function loadBlock(block: PageBlock, context: LoadContext): Promise<PreparedBlock> {
  const { id, type, position } = block;
  if (!isImplementedBlockType(type)) return { id, type, position, content: null };
  const prepare = preparers[type] as AnyPreparer;
  try {
    const content = await prepare(block.content, context.sanitizeHtml, context);
    return { id, type, position, content } as PreparedBlock;
  } catch (error) {
    console.error(`Content block ${id} ('${type}') could not be loaded and is skipped`, error);
    return { id, type, position, content: null };
  }
}

/** Every block of a page, prepared in parallel, sanitised and in position order (what load() embeds). */
export async function loadBlocks(blocks: readonly PageBlock[], context: LoadContext): Promise<PreparedBlock[]> {
  const ordered = [...blocks].sort((a, b) => a.position - b.position);
  return Promise.all(ordered.map((block) => loadBlock(block, context)));
}
