// Reads api/fixtures/*.json and checks them thoroughly: a typo in a fixture stops the start with a message
// naming the file and the field, instead of answering wrong content later.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  JsonObject,
  JsonValue,
  Locale,
  MenuItem,
  NodeAction,
  NodeType,
  PageLayout,
  ProductTabType,
} from '@ergoforma/shared-contracts';
import { SUPPORTED_LOCALES } from '../lib/locale';
import { responsiveSources } from '../media/responsive';
import {
  BANNER_THEMES,
  type CategoryFixture,
  type ContentFixtures,
  type FileTypeFixture,
  type JobOfferFixture,
  type LegacyRedirectFixture,
  type MechanismCategoryFixture,
  type MechanismFixture,
  type MediaImageFixture,
  type PostFixture,
  type RealizationFixture,
  type MenuFixture,
  type MenuItemFixture,
  type PageBlockFixture,
  type PageBlockType,
  type PageFixture,
  type PatternCollectionFixture,
  type ProductFixture,
  type SimilarProductFixture,
  type SitemapNodeFixture,
  type TagFixture,
  type Translations,
} from './fixture-types';

export class FixtureError extends Error {
  constructor(where: string, problem: string) {
    super(`Invalid fixture at ${where}: ${problem}`);
    this.name = 'FixtureError';
  }
}

const NODE_TYPES: readonly NodeType[] = [
  'article',
  'article_with_crumbs',
  'root',
  'search',
  'contact',
  'pattern',
  'login',
  'product',
  'post',
  'others',
];
const NODE_ACTIONS: readonly NodeAction[] = ['index', 'show', 'show_category', 'list', 'preview'];
const PAGE_LAYOUTS: readonly PageLayout[] = ['default', 'product', 'search'];
const PRODUCT_TABS: readonly ProductTabType[] = [
  'product_description',
  'product_sizes',
  'product_data',
  'product_patterns',
  'product_files',
  'product_logistic',
];
const MENU_ITEM_TYPES: readonly MenuItem['type'][] = ['Empty', 'Url', 'Category', 'Page'];
const MENU_TARGETS: readonly NonNullable<MenuItem['target']>[] = ['_self', '_blank'];
const PAGE_BLOCK_TYPES: readonly PageBlockType[] = [
  'html',
  'banner_text',
  'front_slider',
  'latest_products',
  'text_with_image',
  'chair',
  'contact',
  'download',
  'fabrics',
  'slider',
  'job_list',
  'mechanism_details',
  'mechanism_list',
  'news_details',
  'news_list',
  'products_list',
  'products_simple',
  'realizations',
  'tabs_of_data',
  'default_content',
  'downloads',
  'logistics',
  'patterns',
  'sizes',
  'timeline',
];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_PATTERN = /^(?:(?:[a-z0-9-]+|\{[a-z_]+\})(?:\/(?:[a-z0-9-]+|\{[a-z_]+\}))*)?$/;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const MEDIA_URL = /^\/media\/[a-z0-9/_.-]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (isRecord(value)) return Object.values(value).every(isJsonValue);
  return false;
}

/** One JSON object of a fixture; remembers which keys were read so unknown (mistyped) keys are reported. */
class Fields {
  private readonly seen = new Set<string>();

  private constructor(
    private readonly value: Record<string, unknown>,
    readonly where: string,
  ) {}

  static of(value: unknown, where: string): Fields {
    if (!isRecord(value)) throw new FixtureError(where, 'expected an object');
    return new Fields(value, where);
  }

  at(key: string): string {
    return `${this.where}.${key}`;
  }

  raw(key: string): unknown {
    this.seen.add(key);
    return this.value[key];
  }

  has(key: string): boolean {
    return this.value[key] !== undefined;
  }

  string(key: string, pattern?: RegExp): string {
    const value = this.raw(key);
    if (typeof value !== 'string' || value.trim() === '')
      throw new FixtureError(this.at(key), 'expected a non-empty string');
    if (pattern && !pattern.test(value))
      throw new FixtureError(this.at(key), `"${value}" does not match ${String(pattern)}`);
    return value;
  }

  nullableString(key: string, pattern?: RegExp): string | null {
    const value = this.raw(key);
    if (value === undefined || value === null) return null;
    return this.string(key, pattern);
  }

  int(key: string, min = 0): number {
    const value = this.raw(key);
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
      throw new FixtureError(this.at(key), `expected an integer >= ${min}`);
    }
    return value;
  }

  id(key: string): number {
    return this.int(key, 1);
  }

  nullableId(key: string): number | null {
    const value = this.raw(key);
    return value === undefined || value === null ? null : this.id(key);
  }

  bool(key: string, fallback?: boolean): boolean {
    const value = this.raw(key);
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== 'boolean') throw new FixtureError(this.at(key), 'expected true or false');
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T {
    const value = this.raw(key);
    const found = allowed.find((item) => item === value);
    if (found === undefined) throw new FixtureError(this.at(key), `expected one of ${allowed.join(', ')}`);
    return found;
  }

  nullableOneOf<T extends string>(key: string, allowed: readonly T[]): T | null {
    const value = this.raw(key);
    return value === undefined || value === null ? null : this.oneOf(key, allowed);
  }

  /** ISO 8601 instant, normalised to the UTC form 'YYYY-MM-DDTHH:mm:ss.sssZ' (sortable as text). */
  instant(key: string): string {
    const value = this.string(key);
    const time = Date.parse(value);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time))
      throw new FixtureError(this.at(key), 'expected an ISO 8601 date-time');
    return new Date(time).toISOString();
  }

  list<T>(key: string, item: (value: unknown, where: string) => T, optional = false): T[] {
    const value = this.raw(key);
    if (value === undefined && optional) return [];
    if (!Array.isArray(value)) throw new FixtureError(this.at(key), 'expected an array');
    return value.map((entry, index) => item(entry, `${this.at(key)}[${index}]`));
  }

  ids(key: string): number[] {
    return this.list(key, (value, where) => Fields.of({ id: value }, where).id('id'), true);
  }

  json(key: string): JsonObject {
    const value = this.raw(key);
    if (!isRecord(value) || !isJsonValue(value)) throw new FixtureError(this.at(key), 'expected a JSON object');
    return value;
  }

  /** Throws when the object has keys nobody read: a misspelt field must not be silently ignored. */
  done(): void {
    const unknown = Object.keys(this.value).filter((key) => !this.seen.has(key));
    if (unknown.length > 0) throw new FixtureError(this.where, `unknown field(s) ${unknown.join(', ')}`);
  }
}

/** text: non-empty string; path: string that may be empty (the front page's slug ''); nullable: string or null. */
type TextKind = 'text' | 'path' | 'nullable';
type TextValue<K extends TextKind> = K extends 'nullable' ? string | null : string;
type TextsOf<S extends Record<string, TextKind>> = { [K in keyof S]: TextValue<S[K]> };

/** Reads `translations: { pl: {...}, en: {...}, fr: {...} }`; Polish must carry every non-nullable text. */
function translations<S extends Record<string, TextKind>>(
  fields: Fields,
  spec: S,
  patterns: Partial<Record<keyof S, RegExp>> = {},
): Translations<TextsOf<S>> {
  const all = Fields.of(fields.raw('translations'), fields.at('translations'));
  const read = (locale: Locale, required: boolean): Partial<TextsOf<S>> => {
    const raw = all.raw(locale);
    if (raw === undefined && !required) return {};
    const texts = Fields.of(raw, all.at(locale));
    const result: Partial<Record<keyof S, string | null>> = {};
    for (const key of Object.keys(spec) as Array<keyof S & string>) {
      const pattern = patterns[key];
      if (spec[key] === 'path' && texts.raw(key) === '') result[key] = '';
      else if (spec[key] !== 'nullable' && required) result[key] = texts.string(key, pattern);
      else if (texts.has(key) || spec[key] === 'nullable') {
        const value = texts.nullableString(key, pattern);
        if (value !== null || required) result[key] = value;
      }
    }
    texts.done();
    return result as Partial<TextsOf<S>>;
  };
  const pl = read('pl', true) as TextsOf<S>;
  const en = read('en', false);
  const fr = read('fr', false);
  all.done();
  return { pl, en, fr };
}

function readCategory(value: unknown, where: string): CategoryFixture {
  const f = Fields.of(value, where);
  const result: CategoryFixture = {
    id: f.id('id'),
    parentId: f.nullableId('parent'),
    position: f.int('position'),
    translations: translations(f, { name: 'text', slug: 'text', description: 'nullable' }, { slug: SLUG }),
  };
  f.done();
  return result;
}

function readTag(value: unknown, where: string): TagFixture {
  const f = Fields.of(value, where);
  const result: TagFixture = {
    id: f.id('id'),
    position: f.int('position'),
    translations: translations(f, { name: 'text', slug: 'text' }, { slug: SLUG }),
  };
  f.done();
  return result;
}

function readFileType(value: unknown, where: string): FileTypeFixture {
  const f = Fields.of(value, where);
  const result: FileTypeFixture = { id: f.id('id'), translations: translations(f, { name: 'text' }) };
  f.done();
  return result;
}

function readPatternCollection(value: unknown, where: string): PatternCollectionFixture {
  const f = Fields.of(value, where);
  const result: PatternCollectionFixture = {
    id: f.id('id'),
    position: f.int('position'),
    translations: translations(f, { name: 'text', description: 'nullable' }),
    patterns: f.list('patterns', (item, at) => {
      const p = Fields.of(item, at);
      const pattern = {
        id: p.id('id'),
        code: p.string('code'),
        color: p.string('color', HEX_COLOR),
        imageUrl: p.nullableString('imageUrl', MEDIA_URL),
        translations: translations(p, { name: 'text' }),
      };
      p.done();
      return pattern;
    }),
  };
  f.done();
  return result;
}

function readSimilar(value: unknown, where: string): SimilarProductFixture {
  if (typeof value === 'string' && value.trim() !== '') return { label: value };
  return { productId: Fields.of({ id: value }, where).id('id') };
}

function readProduct(value: unknown, where: string): ProductFixture {
  const f = Fields.of(value, where);
  const result: ProductFixture = {
    id: f.id('id'),
    slug: f.string('slug', SLUG),
    name: f.string('name'),
    categoryId: f.id('category'),
    extraCategoryIds: f.ids('categories'),
    tagIds: f.ids('tags'),
    published: f.instant('published'),
    configuratorUrl: f.nullableString('configuratorUrl', /^https:\/\//),
    showSimilarProducts: f.bool('showSimilarProducts', true),
    similarProducts: f.list('similarProducts', readSimilar, true),
    relatedProductId: f.nullableId('relatedProduct'),
    relationPosition: f.has('relationPosition') ? f.int('relationPosition') : null,
    patternCollectionIds: f.ids('patternCollections'),
    translations: translations(f, {
      shortDescription: 'text',
      seoTitle: 'nullable',
      seoDescription: 'nullable',
      relationLabel: 'nullable',
    }),
    images: f.list('images', (item, at) => {
      const i = Fields.of(item, at);
      const image = {
        id: i.id('id'),
        url: i.string('url', MEDIA_URL),
        width: i.int('width', 1),
        height: i.int('height', 1),
        thumbnails: i.list('thumbnails', (thumb, thumbAt) => {
          const t = Fields.of(thumb, thumbAt);
          const thumbnail = { url: t.string('url', MEDIA_URL), width: t.int('width', 1), height: t.int('height', 1) };
          t.done();
          return thumbnail;
        }),
        translations: translations(i, { name: 'text', alt: 'text' }),
      };
      i.done();
      return image;
    }),
    blocks: f.list('blocks', (item, at) => {
      const b = Fields.of(item, at);
      const block = {
        id: b.id('id'),
        type: b.oneOf('type', PRODUCT_TABS),
        position: b.int('position'),
        translations: translations(b, { name: 'text', content: 'text' }),
      };
      b.done();
      return block;
    }),
    files: f.list(
      'files',
      (item, at) => {
        const x = Fields.of(item, at);
        const file = {
          id: x.id('id'),
          url: x.string('url', MEDIA_URL),
          fileTypeId: x.id('fileType'),
          translations: translations(x, { name: 'text' }),
        };
        x.done();
        return file;
      },
      true,
    ),
  };
  f.done();
  if (
    (result.relatedProductId === null) !== (result.relationPosition === null) ||
    (result.relatedProductId !== null && result.translations.pl.relationLabel === null)
  ) {
    throw new FixtureError(where, 'relatedProduct, relationPosition and the Polish relationLabel go together');
  }
  return result;
}

// --- page blocks: the typed block contents of the contracts are checked field by field ---

function readImage(value: unknown, where: string): JsonObject {
  const f = Fields.of(value, where);
  const url = f.string('url', MEDIA_URL);
  const width = f.int('width', 1);
  // The responsive copies follow from the file name (media/responsive.ts); fixtures do not list them.
  const sources = responsiveSources(url, width).map((source): JsonObject => ({ ...source }));
  const image: JsonObject = { url, alt: f.string('alt'), width, height: f.int('height', 1), sources };
  f.raw('sources'); // older fixtures list an empty 'sources'; it is ignored
  f.done();
  return image;
}

function readLink(value: unknown, where: string): JsonObject | null {
  if (value === null || value === undefined) return null;
  const f = Fields.of(value, where);
  const link: JsonObject = { label: f.string('label'), href: f.string('href') };
  f.done();
  return link;
}

function readBlockContent(type: PageBlockType, value: unknown, where: string): JsonObject {
  const f = Fields.of(value, where);
  let content: JsonObject;
  switch (type) {
    case 'html':
      content = { html: f.string('html') };
      break;
    case 'banner_text': {
      const background = f.raw('background');
      content = {
        title: f.string('title'),
        html: f.string('html'),
        background: background === null || background === undefined ? null : readImage(background, f.at('background')),
        theme: f.nullableOneOf('theme', BANNER_THEMES),
        link: readLink(f.raw('link'), f.at('link')),
      };
      break;
    }
    case 'front_slider':
      content = {
        slides: f.list('slides', (item, at) => {
          const s = Fields.of(item, at);
          const slide: JsonObject = {
            image: readImage(s.raw('image'), s.at('image')),
            title: s.string('title'),
            html: s.string('html'),
            link: readLink(s.raw('link'), s.at('link')),
          };
          s.done();
          return slide;
        }),
      };
      break;
    case 'latest_products':
      // The products are filled in when the page is read: the newest products at that time.
      content = { title: f.string('title') };
      break;
    case 'text_with_image':
      content = {
        title: f.string('title'),
        html: f.string('html'),
        image: readImage(f.raw('image'), f.at('image')),
        imageSide: f.oneOf('imageSide', ['left', 'right'] as const),
      };
      break;
    default:
      return Fields.of({ content: value }, where).json('content');
  }
  f.done();
  return content;
}

function readPage(value: unknown, where: string): PageFixture {
  const f = Fields.of(value, where);
  const result: PageFixture = {
    id: f.id('id'),
    isPublished: f.bool('isPublished', true),
    layout: f.oneOf('layout', PAGE_LAYOUTS),
    headerTheme: f.oneOf('headerTheme', ['light', 'dark'] as const),
    seoImageSrc: f.nullableString('seoImageSrc', MEDIA_URL),
    resolver: f.nullableString('resolver'),
    isAggregatorChild: f.bool('isAggregatorChild', false),
    translations: translations(f, { title: 'text', seoTitle: 'nullable', seoDescription: 'nullable' }),
    blocks: f.list('blocks', (item, at): PageBlockFixture => {
      const b = Fields.of(item, at);
      const type = b.oneOf('type', PAGE_BLOCK_TYPES);
      const contents = Fields.of(b.raw('content'), b.at('content'));
      const optional = (locale: Locale): JsonObject | Partial<JsonObject> =>
        contents.has(locale) ? readBlockContent(type, contents.raw(locale), contents.at(locale)) : {};
      const block: PageBlockFixture = {
        id: b.id('id'),
        type,
        position: b.int('position'),
        content: {
          pl: readBlockContent(type, contents.raw('pl'), contents.at('pl')),
          en: optional('en'),
          fr: optional('fr'),
        },
      };
      contents.done();
      b.done();
      return block;
    }),
  };
  f.done();
  return result;
}

function readSitemapNode(value: unknown, where: string): SitemapNodeFixture {
  const f = Fields.of(value, where);
  const result: SitemapNodeFixture = {
    id: f.id('id'),
    parentId: f.nullableId('parent'),
    position: f.int('position'),
    nodeType: f.oneOf('nodeType', NODE_TYPES),
    action: f.oneOf('action', NODE_ACTIONS),
    pageId: f.nullableId('page'),
    categoryId: f.nullableId('category'),
    resolver: f.nullableString('resolver'),
    translations: translations(f, { slug: 'path', title: 'nullable' }, { slug: SLUG_PATTERN }),
  };
  f.done();
  if (result.pageId !== null && result.categoryId !== null)
    throw new FixtureError(where, 'a node references a page or a category, not both');
  return result;
}

function readMenuItem(value: unknown, where: string): MenuItemFixture {
  const f = Fields.of(value, where);
  const params = f.has('params') ? f.json('params') : {};
  const stringParams: Record<string, string> = {};
  for (const [key, param] of Object.entries(params)) {
    if (typeof param !== 'string') throw new FixtureError(f.at(`params.${key}`), 'expected a string');
    stringParams[key] = param;
  }
  const item: MenuItemFixture = {
    id: f.id('id'),
    name: f.string('name'),
    type: f.oneOf('type', MENU_ITEM_TYPES),
    url: f.nullableString('url'),
    target: f.nullableOneOf('target', MENU_TARGETS),
    cssClass: f.nullableString('cssClass'),
    description: f.nullableString('description'),
    headline: f.nullableString('headline'),
    group: f.nullableString('group'),
    params: stringParams,
    imageSrc: f.nullableString('imageSrc', MEDIA_URL),
    color: f.nullableString('color', HEX_COLOR),
    pageId: f.nullableId('page'),
    categoryId: f.nullableId('category'),
    sitemapNodeId: f.nullableId('sitemapNode'),
    children: f.list('children', readMenuItem, true),
  };
  f.done();
  const targets = [item.pageId, item.categoryId, item.sitemapNodeId].filter((id) => id !== null).length;
  if (item.type === 'Url' && item.url === null) throw new FixtureError(where, 'a Url item needs a url');
  if (item.type === 'Page' && item.pageId === null && item.sitemapNodeId === null)
    throw new FixtureError(where, 'a Page item needs a page or a sitemapNode');
  if (item.type === 'Category' && item.categoryId === null)
    throw new FixtureError(where, 'a Category item needs a category');
  if (targets > 1) throw new FixtureError(where, 'an item links to one page, category or sitemap node');
  return item;
}

function readMenu(value: unknown, where: string): MenuFixture {
  const f = Fields.of(value, where);
  const result: MenuFixture = {
    id: f.id('id'),
    name: f.string('name', SLUG),
    locale: f.oneOf('locale', SUPPORTED_LOCALES),
    items: f.list('items', readMenuItem),
  };
  f.done();
  return result;
}

function readJobOffer(value: unknown, where: string): JobOfferFixture {
  const f = Fields.of(value, where);
  const result: JobOfferFixture = {
    id: f.id('id'),
    position: f.int('position'),
    published: f.instant('published'),
    translations: translations(
      f,
      { title: 'text', slug: 'text', location: 'text', employmentType: 'text', description: 'text' },
      { slug: SLUG },
    ),
  };
  f.done();
  return result;
}

function readMediaImage(value: unknown, where: string): MediaImageFixture | null {
  if (value === null || value === undefined) return null;
  const f = Fields.of(value, where);
  const image = { url: f.string('url', MEDIA_URL), width: f.int('width', 1), height: f.int('height', 1) };
  f.done();
  return image;
}

function readPost(value: unknown, where: string): PostFixture {
  const f = Fields.of(value, where);
  const result: PostFixture = {
    id: f.id('id'),
    published: f.instant('published'),
    isPublished: f.bool('isPublished', true),
    image: readMediaImage(f.raw('image'), f.at('image')),
    translations: translations(
      f,
      {
        title: 'text',
        slug: 'text',
        lead: 'text',
        content: 'text',
        imageAlt: 'nullable',
        seoTitle: 'nullable',
        seoDescription: 'nullable',
      },
      { slug: SLUG },
    ),
  };
  f.done();
  if (result.image !== null && result.translations.pl.imageAlt === null)
    throw new FixtureError(where, 'an image needs a Polish imageAlt');
  return result;
}

function readRealization(value: unknown, where: string): RealizationFixture {
  const f = Fields.of(value, where);
  const result: RealizationFixture = {
    id: f.id('id'),
    position: f.int('position'),
    translations: translations(f, { title: 'text', slug: 'text', lead: 'text' }, { slug: SLUG }),
    images: f.list('images', (item, at) => {
      const i = Fields.of(item, at);
      const image = {
        id: i.id('id'),
        url: i.string('url', MEDIA_URL),
        width: i.int('width', 1),
        height: i.int('height', 1),
        translations: translations(i, { alt: 'text' }),
      };
      i.done();
      return image;
    }),
  };
  f.done();
  return result;
}

function readMechanismCategory(value: unknown, where: string): MechanismCategoryFixture {
  const f = Fields.of(value, where);
  const result: MechanismCategoryFixture = {
    id: f.id('id'),
    position: f.int('position'),
    translations: translations(f, { name: 'text', slug: 'text' }, { slug: SLUG }),
  };
  f.done();
  return result;
}

function readMechanism(value: unknown, where: string): MechanismFixture {
  const f = Fields.of(value, where);
  const result: MechanismFixture = {
    id: f.id('id'),
    categoryId: f.id('category'),
    position: f.int('position'),
    image: readMediaImage(f.raw('image'), f.at('image')),
    translations: translations(
      f,
      { name: 'text', slug: 'text', description: 'text', imageAlt: 'nullable' },
      { slug: SLUG },
    ),
  };
  f.done();
  if (result.image !== null && result.translations.pl.imageAlt === null)
    throw new FixtureError(where, 'an image needs a Polish imageAlt');
  return result;
}

const LEGACY_PATH = /^\/[A-Za-z0-9._~\-/]+$/;

function readLegacyRedirect(value: unknown, where: string): LegacyRedirectFixture {
  const f = Fields.of(value, where);
  const from = f.string('from', LEGACY_PATH);
  const result: LegacyRedirectFixture = f.has('product')
    ? { from, productId: f.id('product') }
    : { from, to: f.string('to', /^\/[a-z0-9/-]*$/) };
  f.done();
  return result;
}

function readList<T>(directory: string, file: string, item: (value: unknown, where: string) => T): T[] {
  const fullPath = path.join(directory, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(fullPath, 'utf8'));
  } catch (error) {
    throw new FixtureError(file, `cannot read ${fullPath}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new FixtureError(file, 'expected a JSON array');
  return parsed.map((entry, index) => item(entry, `${file}[${index}]`));
}

function checkUnique(what: string, ids: number[]): Set<number> {
  const set = new Set<number>();
  for (const id of ids) {
    if (set.has(id)) throw new FixtureError(what, `duplicate id ${id}`);
    set.add(id);
  }
  return set;
}

function checkRefs(where: string, ids: Array<number | null>, known: Set<number>, what: string): void {
  for (const id of ids) {
    if (id !== null && !known.has(id)) throw new FixtureError(where, `unknown ${what} id ${id}`);
  }
}

/** Slugs are unique per locale (a locale without its own slug uses the Polish one). */
function checkUniqueSlugs(
  file: string,
  records: Array<{ id: number; translations: Translations<{ slug: string }> }>,
): void {
  for (const locale of SUPPORTED_LOCALES) {
    const seen = new Map<string, number>();
    for (const record of records) {
      const slug = record.translations[locale].slug ?? record.translations.pl.slug;
      const other = seen.get(slug);
      if (other !== undefined)
        throw new FixtureError(file, `ids ${other} and ${record.id} share the ${locale} slug ${slug}`);
      seen.set(slug, record.id);
    }
  }
}

/** Cross-file checks: every reference points at an existing record, ids are unique. */
function checkReferences(fixtures: ContentFixtures): void {
  const categories = checkUnique(
    'categories.json',
    fixtures.categories.map((c) => c.id),
  );
  const tags = checkUnique(
    'tags.json',
    fixtures.tags.map((t) => t.id),
  );
  const fileTypes = checkUnique(
    'file-types.json',
    fixtures.fileTypes.map((t) => t.id),
  );
  const collections = checkUnique(
    'pattern-collections.json',
    fixtures.patternCollections.map((c) => c.id),
  );
  checkUnique(
    'pattern-collections.json patterns',
    fixtures.patternCollections.flatMap((c) => c.patterns.map((p) => p.id)),
  );
  const products = checkUnique(
    'products.json',
    fixtures.products.map((p) => p.id),
  );
  const slugs = new Set<string>();
  for (const p of fixtures.products) {
    if (slugs.has(p.slug)) throw new FixtureError('products.json', `duplicate slug ${p.slug}`);
    slugs.add(p.slug);
  }
  checkUnique(
    'products.json images',
    fixtures.products.flatMap((p) => p.images.map((i) => i.id)),
  );
  checkUnique(
    'products.json blocks',
    fixtures.products.flatMap((p) => p.blocks.map((b) => b.id)),
  );
  checkUnique(
    'products.json files',
    fixtures.products.flatMap((p) => p.files.map((x) => x.id)),
  );
  const pages = checkUnique(
    'pages.json',
    fixtures.pages.map((p) => p.id),
  );
  checkUnique(
    'pages.json blocks',
    fixtures.pages.flatMap((p) => p.blocks.map((b) => b.id)),
  );
  const nodes = checkUnique(
    'sitemap-nodes.json',
    fixtures.sitemapNodes.map((n) => n.id),
  );
  checkUnique(
    'menus.json',
    fixtures.menus.map((m) => m.id),
  );
  checkUnique(
    'job-offers.json',
    fixtures.jobOffers.map((j) => j.id),
  );
  checkUnique(
    'posts.json',
    fixtures.posts.map((p) => p.id),
  );
  checkUnique(
    'realizations.json',
    fixtures.realizations.map((r) => r.id),
  );
  checkUnique(
    'realizations.json images',
    fixtures.realizations.flatMap((r) => r.images.map((i) => i.id)),
  );
  const mechanismCategories = checkUnique(
    'mechanism-categories.json',
    fixtures.mechanismCategories.map((c) => c.id),
  );
  checkUnique(
    'mechanisms.json',
    fixtures.mechanisms.map((m) => m.id),
  );
  for (const m of fixtures.mechanisms)
    checkRefs(`mechanisms.json id ${m.id}`, [m.categoryId], mechanismCategories, 'mechanism category');
  const legacyPaths = new Set<string>();
  for (const r of fixtures.legacyRedirects) {
    if (legacyPaths.has(r.from)) throw new FixtureError('legacy-redirects.json', `duplicate from ${r.from}`);
    legacyPaths.add(r.from);
    if ('productId' in r) checkRefs(`legacy-redirects.json ${r.from}`, [r.productId], products, 'product');
  }
  checkUniqueSlugs('posts.json', fixtures.posts);
  checkUniqueSlugs('realizations.json', fixtures.realizations);
  checkUniqueSlugs('mechanisms.json', fixtures.mechanisms);
  checkUniqueSlugs('mechanism-categories.json', fixtures.mechanismCategories);

  for (const c of fixtures.categories) checkRefs(`categories.json id ${c.id}`, [c.parentId], categories, 'category');
  for (const p of fixtures.products) {
    const where = `products.json id ${p.id}`;
    checkRefs(where, [p.categoryId, ...p.extraCategoryIds], categories, 'category');
    if (fixtures.categories.find((c) => c.id === p.categoryId)?.parentId !== null)
      throw new FixtureError(where, 'category must be a top-level category');
    checkRefs(where, p.tagIds, tags, 'tag');
    checkRefs(where, [p.relatedProductId], products, 'product');
    checkRefs(
      where,
      p.similarProducts.map((s) => ('productId' in s ? s.productId : null)),
      products,
      'product',
    );
    checkRefs(where, p.patternCollectionIds, collections, 'pattern collection');
    checkRefs(
      where,
      p.files.map((f) => f.fileTypeId),
      fileTypes,
      'file type',
    );
    if (p.images.length === 0) throw new FixtureError(where, 'a product needs at least one image');
  }
  for (const p of fixtures.products) {
    const related = fixtures.products.find((q) => q.id === p.relatedProductId);
    if (related && related.relationPosition === null) {
      throw new FixtureError(
        `products.json id ${p.id}`,
        `related product ${related.id} needs its own relationLabel and relationPosition`,
      );
    }
  }
  for (const page of fixtures.pages) {
    if (!fixtures.sitemapNodes.some((n) => n.pageId === page.id))
      throw new FixtureError(`pages.json id ${page.id}`, 'no sitemap node shows this page');
  }
  for (const n of fixtures.sitemapNodes) {
    const where = `sitemap-nodes.json id ${n.id}`;
    checkRefs(where, [n.parentId], nodes, 'sitemap node');
    checkRefs(where, [n.pageId], pages, 'page');
    checkRefs(where, [n.categoryId], categories, 'category');
  }
  const walk = (items: MenuItemFixture[], where: string): void => {
    for (const item of items) {
      checkRefs(`${where} item ${item.id}`, [item.pageId], pages, 'page');
      checkRefs(`${where} item ${item.id}`, [item.categoryId], categories, 'category');
      checkRefs(`${where} item ${item.id}`, [item.sitemapNodeId], nodes, 'sitemap node');
      walk(item.children, where);
    }
  };
  for (const menu of fixtures.menus) walk(menu.items, `menus.json id ${menu.id}`);
  checkUnique(
    'menus.json items',
    fixtures.menus.flatMap((m) => {
      const ids: number[] = [];
      const collect = (items: MenuItemFixture[]): void =>
        items.forEach((i) => {
          ids.push(i.id);
          collect(i.children);
        });
      collect(m.items);
      return ids;
    }),
  );
}

/** Reads and checks every fixture file of `directory` (api/fixtures). */
export function readContentFixtures(directory: string): ContentFixtures {
  const fixtures: ContentFixtures = {
    categories: readList(directory, 'categories.json', readCategory),
    tags: readList(directory, 'tags.json', readTag),
    fileTypes: readList(directory, 'file-types.json', readFileType),
    patternCollections: readList(directory, 'pattern-collections.json', readPatternCollection),
    products: readList(directory, 'products.json', readProduct),
    pages: readList(directory, 'pages.json', readPage),
    sitemapNodes: readList(directory, 'sitemap-nodes.json', readSitemapNode),
    menus: readList(directory, 'menus.json', readMenu),
    jobOffers: readList(directory, 'job-offers.json', readJobOffer),
    posts: readList(directory, 'posts.json', readPost),
    realizations: readList(directory, 'realizations.json', readRealization),
    mechanismCategories: readList(directory, 'mechanism-categories.json', readMechanismCategory),
    mechanisms: readList(directory, 'mechanisms.json', readMechanism),
    legacyRedirects: readList(directory, 'legacy-redirects.json', readLegacyRedirect),
  };
  checkReferences(fixtures);
  return fixtures;
}
