// A product as the API gives and takes it (the content's fixture format: `translations.<locale>.<field>`) and as
// the form edits it (react-admin's translatable shape, `texts.<field>.<locale>`, for TranslatableInputs), and the
// two ways between them. A language's text left empty is no text in that language; Polish is required by the form.
// Photos and files from the media library are edited as the library items' ids, in order; the others (the imported
// catalogue's) are kept as they are, first, unless removed.
import type { MediaItem } from '../media/media-types';
import { cleanHtml } from './clean-html';

export const LOCALES = ['pl', 'en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

type Texts = Partial<Record<string, string | null>>;
type ApiTranslations = Partial<Record<Locale, Texts>>;
type FormTexts = Record<string, Partial<Record<Locale, string | null>>>;

/** The product's own texts; all but the short description may be empty. */
const PRODUCT_TEXTS = ['shortDescription', 'seoTitle', 'seoDescription', 'relationLabel'] as const;
const BLOCK_TEXTS = ['name', 'content'] as const;
/** The texts written with the rich-text editor: saved as only the HTML the site keeps. */
const RICH_TEXTS: ReadonlySet<string> = new Set(['shortDescription', 'content']);

interface ApiBlock {
  id?: number;
  type: string;
  position: number;
  translations: ApiTranslations;
}

/** The API names the library item at a photo's or file's address (`mediaId`, null if none); it takes none back. */
export interface ApiImage {
  id?: number;
  url: string;
  width: number;
  height: number;
  thumbnails: Array<{ url: string; width: number; height: number }>;
  translations: Partial<Record<Locale, { name: string; alt: string }>>;
  mediaId?: number | null;
}

export interface ApiFile {
  id?: number;
  url: string;
  fileType: number;
  translations: Partial<Record<Locale, { name: string }>>;
  mediaId?: number | null;
}

export type ApiProduct = {
  id: number;
  version: number;
  name: string;
  slug: string;
  category: number;
  categories: number[];
  tags: number[];
  published: string;
  /** Absent: published. Changed by publishing and scheduling, never by the form (a save keeps it). */
  isPublished?: boolean;
  configuratorUrl: string | null;
  showSimilarProducts: boolean;
  /** Product ids, and plain labels the site ignores (kept as they are). */
  similarProducts: Array<number | string>;
  relatedProduct: number | null;
  relationPosition: number | null;
  patternCollections: number[];
  translations: ApiTranslations;
  blocks: ApiBlock[];
  images: ApiImage[];
  files: ApiFile[];
};

export interface FormBlock {
  id?: number;
  type: string;
  texts: FormTexts;
}

export type FormProduct = Omit<ApiProduct, 'translations' | 'blocks' | 'similarProducts'> & {
  texts: FormTexts;
  blocks: FormBlock[];
  similarProducts: number[];
  similarLabels: string[];
  /** Library photos and files, by item id, in their order. */
  photos: number[];
  documents: number[];
  /** Photos and files not from the library. */
  otherImages: ApiImage[];
  otherFiles: ApiFile[];
};

/** The media library's items the form's photos and files name, by id. */
export type LibraryItems = ReadonlyMap<number, MediaItem>;

function toFormTexts(translations: ApiTranslations, fields: readonly string[]): FormTexts {
  return Object.fromEntries(
    fields.map((field) => [
      field,
      Object.fromEntries(LOCALES.map((locale) => [locale, translations[locale]?.[field] ?? null])),
    ]),
  );
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function toApiTranslations(texts: FormTexts | undefined, fields: readonly string[]): ApiTranslations {
  const result: ApiTranslations = {};
  for (const locale of LOCALES) {
    const given = fields.map((field) => {
      const value = texts?.[field]?.[locale];
      return [field, RICH_TEXTS.has(field) && typeof value === 'string' ? cleanHtml(value) : value] as const;
    });
    // Polish names every field (null when empty); another language only the ones it has.
    if (locale === 'pl')
      result.pl = Object.fromEntries(given.map(([field, value]) => [field, present(value) ? value : null]));
    else {
      const own = given.filter(([, value]) => present(value));
      if (own.length > 0) result[locale] = Object.fromEntries(own);
    }
  }
  return result;
}

const libraryIds = (parts: Array<{ mediaId?: number | null }>) =>
  parts.flatMap(({ mediaId }) => (typeof mediaId === 'number' ? [mediaId] : []));
const withoutMediaId = <T extends { mediaId?: number | null }>({ mediaId: _mediaId, ...part }: T) => part;
const notFromLibrary = <T extends { mediaId?: number | null }>(parts: T[]) =>
  parts.filter(({ mediaId }) => typeof mediaId !== 'number').map(withoutMediaId);

export function toForm(product: ApiProduct): FormProduct {
  const { translations, blocks, similarProducts, ...rest } = product;
  return {
    ...rest,
    photos: libraryIds(product.images),
    documents: libraryIds(product.files),
    otherImages: notFromLibrary(product.images),
    otherFiles: notFromLibrary(product.files),
    texts: toFormTexts(translations, PRODUCT_TEXTS),
    blocks: [...blocks]
      .sort((a, b) => a.position - b.position)
      .map(({ id, type, translations: blockTexts }) => ({ id, type, texts: toFormTexts(blockTexts, BLOCK_TEXTS) })),
    similarProducts: similarProducts.filter((entry): entry is number => typeof entry === 'number'),
    similarLabels: similarProducts.filter((entry): entry is string => typeof entry === 'string'),
  };
}

/**
 * A photo or file as loaded, without what react-admin's translatable inputs write into every `translations` object of
 * the form's values (a key named after the locale), which the API refuses.
 */
function asLoaded<T extends { translations: Partial<Record<Locale, object>> }>(item: T): T {
  const clean = Object.fromEntries(
    Object.entries(item.translations).map(([locale, texts]) => [
      locale,
      Object.fromEntries(Object.entries(texts).filter(([key]) => key !== locale)),
    ]),
  );
  return { ...item, translations: clean };
}

/** Each language the item has the text for, the site needs (a photo's alt text, a file's name). */
function itemTexts<T>(item: MediaItem, text: (own: MediaItem['translations'][Locale]) => T | null) {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const value = text(item.translations[locale]);
      return value === null ? [] : [[locale, value]];
    }),
  );
}

/** The part the form loaded for the item, to keep its id (else a new one). */
const idOf = (parts: Array<{ id?: number; mediaId?: number | null }> | undefined, mediaId: number) => {
  const id = parts?.find((part) => part.mediaId === mediaId)?.id;
  return id === undefined ? {} : { id };
};

function libraryItem(items: LibraryItems, id: number): MediaItem {
  const item = items.get(id);
  if (item === undefined) throw new Error(`The media library item ${id} is not loaded`);
  return item;
}

// A library photo on the product: its full size as the photo, its 240 x 240 cut as the thumbnail, its texts; the
// media library finds it used by these addresses.
function imageOf(item: MediaItem, images: ApiImage[] | undefined): ApiImage {
  return {
    ...idOf(images, item.id),
    url: item.url,
    width: item.width ?? 0,
    height: item.height ?? 0,
    thumbnails: item.thumbnailUrl === null ? [] : [{ url: item.thumbnailUrl, width: 240, height: 240 }],
    translations: itemTexts(item, ({ name, alt }) => (present(alt) ? { name: present(name) ? name : alt, alt } : null)),
  };
}

function fileOf(item: MediaItem, files: ApiFile[] | undefined): ApiFile {
  return {
    ...idOf(files, item.id),
    url: item.url,
    fileType: item.fileTypeId ?? 0,
    translations: itemTexts(item, ({ name }) => (present(name) ? { name } : null)),
  };
}

const orNull = <T>(value: T | '' | undefined | null): T | null => (value === '' || value === undefined ? null : value);

/**
 * What the API takes: the record without what only the form or the server knows (version is sent apart); `library`
 * holds the chosen photos' and files' items.
 */
export function toApi(
  form: Partial<FormProduct>,
  library: LibraryItems = new Map(),
): Omit<ApiProduct, 'version' | 'id'> & { id?: number } {
  const relatedProduct = orNull(form.relatedProduct);
  return {
    ...(form.id === undefined ? {} : { id: Number(form.id) }),
    name: form.name ?? '',
    slug: form.slug ?? '',
    category: Number(form.category),
    categories: form.categories ?? [],
    tags: form.tags ?? [],
    published: form.published ? new Date(form.published).toISOString() : new Date().toISOString(),
    ...(form.isPublished === false ? { isPublished: false } : {}),
    configuratorUrl: orNull(form.configuratorUrl),
    showSimilarProducts: form.showSimilarProducts ?? true,
    similarProducts: [...(form.similarProducts ?? []), ...(form.similarLabels ?? [])],
    relatedProduct,
    relationPosition: relatedProduct === null ? null : (orNull(form.relationPosition) ?? 1),
    patternCollections: form.patternCollections ?? [],
    translations: toApiTranslations(form.texts, PRODUCT_TEXTS),
    // The order in the form is the order on the site.
    blocks: (form.blocks ?? []).map((block, index) => ({
      ...(block.id === undefined || block.id === null ? {} : { id: block.id }),
      type: block.type,
      position: index + 1,
      translations: toApiTranslations(block.texts, BLOCK_TEXTS),
    })),
    images: [
      ...(form.otherImages ?? []).map(asLoaded),
      ...(form.photos ?? []).map((id) => imageOf(libraryItem(library, id), form.images)),
    ],
    files: [
      ...(form.otherFiles ?? []).map(asLoaded),
      ...(form.documents ?? []).map((id) => fileOf(libraryItem(library, id), form.files)),
    ],
  };
}
