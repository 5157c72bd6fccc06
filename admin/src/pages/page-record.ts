// A page as its form edits it, and back as the API takes it. The form lists the blocks in their order (the position
// is the place in the list); a block whose content the site takes as free JSON is edited as JSON text per language.
// An English or French content left empty is no translation (the site then shows the Polish one).
import { OTHER_BLOCK_TYPES } from '@ergoforma/shared-contracts';
import { cleanHtml } from '../products/clean-html';
import { CONTENT_LOCALES, withoutEmptyTexts } from '../taxonomy/translations';

type Locale = (typeof CONTENT_LOCALES)[number];
type Json = Record<string, unknown>;

/** The block types with a form of their own; the others (OTHER_BLOCK_TYPES) are JSON. */
export const TYPED_BLOCK_TYPES = ['html', 'banner_text', 'front_slider', 'latest_products', 'text_with_image'] as const;
export const BLOCK_TYPES = [...TYPED_BLOCK_TYPES, ...OTHER_BLOCK_TYPES] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const isTyped = (type: string): boolean => (TYPED_BLOCK_TYPES as readonly string[]).includes(type);

export interface ApiBlock {
  id: number;
  type: string;
  position: number;
  content: Partial<Record<Locale, Json>>;
}

export interface FormBlock {
  id: number;
  type: string;
  /** Typed blocks: the content per language, with every field (a missing picture or link as empty fields). */
  content?: Record<Locale, Json>;
  /** JSON blocks: the content per language as text. */
  json?: Record<Locale, string>;
}

export interface PageRecord {
  id?: number;
  version?: number;
  seoImageSrc?: string | null;
  translations?: unknown;
  blocks?: unknown[];
  [field: string]: unknown;
}

const emptyImage = () => ({ url: '', alt: '', width: null, height: null });
const emptyLink = () => ({ label: '', href: '' });
export const emptySlide = () => ({ image: emptyImage(), title: '', html: '', link: emptyLink() });

const EMPTY_CONTENT: Record<(typeof TYPED_BLOCK_TYPES)[number], () => Json> = {
  html: () => ({ html: '' }),
  banner_text: () => ({ title: '', html: '', background: emptyImage(), theme: null, link: emptyLink() }),
  front_slider: () => ({ slides: [] }),
  latest_products: () => ({ title: '' }),
  text_with_image: () => ({ title: '', html: '', image: emptyImage(), imageSide: 'left' }),
};

const byLocale = <T>(make: (locale: Locale) => T): Record<Locale, T> =>
  Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

/** An id no block has yet: block ids are unique across pages, so a random one (the API refuses a clash, naming it). */
export const newBlockId = (): number => 1_000_000 + Math.floor(Math.random() * 2_000_000_000);

export function emptyBlock(type: BlockType): FormBlock {
  return isTyped(type)
    ? { id: newBlockId(), type, content: byLocale(() => EMPTY_CONTENT[type as keyof typeof EMPTY_CONTENT]()) }
    : { id: newBlockId(), type, json: byLocale((locale) => (locale === 'pl' ? '{}' : '')) };
}

/** A copy of a block under a new id. */
export const duplicateOf = (block: FormBlock): FormBlock => ({
  ...(JSON.parse(JSON.stringify(block)) as FormBlock),
  id: newBlockId(),
});

/** A missing picture or link as empty fields, so the form has an input for each. */
function contentToForm(type: string, content: Json | undefined): Json {
  const filled = { ...EMPTY_CONTENT[type as keyof typeof EMPTY_CONTENT](), ...content };
  for (const field of ['background', 'image']) if (field in filled) filled[field] ??= emptyImage();
  if ('link' in filled) filled.link ??= emptyLink();
  if (Array.isArray(filled.slides))
    filled.slides = (filled.slides as Json[]).map((slide) => ({ ...slide, link: slide.link ?? emptyLink() }));
  return filled;
}

export function blockToForm(block: ApiBlock): FormBlock {
  if (isTyped(block.type))
    return {
      id: block.id,
      type: block.type,
      content: byLocale((locale) => contentToForm(block.type, block.content[locale])),
    };
  const text = (content: Json | undefined) => (content === undefined ? '' : JSON.stringify(content, null, 2));
  return { id: block.id, type: block.type, json: byLocale((locale) => text(block.content[locale])) };
}

export function toForm<R extends { id: unknown; blocks?: unknown }>(page: R): R {
  return { ...page, blocks: ((page.blocks ?? []) as ApiBlock[]).map(blockToForm) };
}

/** Why a block's JSON text is not an object's, or undefined when it is (an empty English or French one is fine). */
export function jsonProblem(text: unknown, optional: boolean): string | undefined {
  if (optional && (typeof text !== 'string' || text.trim() === '')) return undefined;
  try {
    const value: unknown = JSON.parse(String(text));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? undefined : 'pages.json';
  } catch {
    return 'pages.json';
  }
}

const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function imageToApi(image: unknown): Json | null {
  const { url, alt, width, height } = (image ?? {}) as Json;
  if (typeof url !== 'string' || url === '') return null;
  return { url, alt: alt ?? '', width: Number(width), height: Number(height) };
}

function linkToApi(link: unknown): Json | null {
  const { label, href } = (link ?? {}) as Json;
  return typeof href === 'string' && href !== '' ? { label: label ?? '', href } : null;
}

/** The content as the API takes it: cleaned HTML, an empty picture or link as none. */
function contentToApi(content: Json): Json {
  const result: Json = { ...content };
  if (typeof result.html === 'string') result.html = cleanHtml(result.html);
  if ('background' in result) result.background = imageToApi(result.background);
  if ('image' in result) result.image = imageToApi(result.image);
  if ('link' in result) result.link = linkToApi(result.link);
  if ('theme' in result) result.theme = orNull(result.theme);
  if (Array.isArray(result.slides)) result.slides = (result.slides as Json[]).map(contentToApi);
  return result;
}

/** A translation without any text: left out. */
const blank = (content: Json): boolean =>
  ['title', 'html'].every((field) => !content[field]) && !(Array.isArray(content.slides) && content.slides.length > 0);

export function blockToApi(block: FormBlock, index: number): ApiBlock {
  const content: ApiBlock['content'] = {};
  for (const locale of CONTENT_LOCALES) {
    if (block.json !== undefined) {
      const text = block.json[locale];
      if (locale === 'pl' || text.trim() !== '') content[locale] = JSON.parse(text === '' ? '{}' : text) as Json;
    } else if (block.content !== undefined) {
      const typed = contentToApi(block.content[locale]);
      if (locale === 'pl' || !blank(typed)) content[locale] = typed;
    }
  }
  return { id: block.id, type: block.type, position: index + 1, content };
}

export function toApi(form: Partial<PageRecord>): object {
  const { version: _sentApart, blocks, ...page } = withoutEmptyTexts(form);
  return {
    ...page,
    seoImageSrc: orNull(page.seoImageSrc),
    blocks: ((blocks ?? []) as FormBlock[]).map(blockToApi),
  };
}
