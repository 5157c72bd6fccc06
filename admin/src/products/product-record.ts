// A product as the API gives and takes it (the content's fixture format: `translations.<locale>.<field>`) and as
// the form edits it (react-admin's translatable shape, `texts.<field>.<locale>`, for TranslatableInputs), and the
// two ways between them. A language's text left empty is no text in that language; Polish is required by the form.
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
  images: unknown[];
  files: unknown[];
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
};

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

export function toForm(product: ApiProduct): FormProduct {
  const { translations, blocks, similarProducts, ...rest } = product;
  return {
    ...rest,
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
function asLoaded(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || !('translations' in item)) return item;
  const translations = item.translations as Record<string, Record<string, unknown>>;
  const clean = Object.fromEntries(
    Object.entries(translations).map(([locale, texts]) => [
      locale,
      Object.fromEntries(Object.entries(texts).filter(([key]) => key !== locale)),
    ]),
  );
  return { ...item, translations: clean };
}

const orNull = <T>(value: T | '' | undefined | null): T | null => (value === '' || value === undefined ? null : value);

/** What the API takes: the record without what only the form or the server knows (version is sent apart). */
export function toApi(form: Partial<FormProduct>): Omit<ApiProduct, 'version' | 'id'> & { id?: number } {
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
    images: (form.images ?? []).map(asLoaded),
    files: (form.files ?? []).map(asLoaded),
  };
}
