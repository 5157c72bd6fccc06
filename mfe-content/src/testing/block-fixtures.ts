// Builders for tests: API-shaped pages and blocks, and prepared blocks as load() hands them to the page.
import type { Image, Page, PageBlock, ProductSummary, SafeHtml, SitemapNode } from '@ergoforma/shared-contracts';
import { blockRegistry, preloadBlockComponents } from '../features/blocks/block-registry';
import type { ImplementedBlockType, PreparedBlock } from '../features/blocks/types';
import { prepareBlocks } from '../features/blocks/utils/prepare-blocks';

export const safe = (html: string) => html as SafeHtml;

export function image(name: string, overrides: Partial<Image> = {}): Image {
  return { url: `/media/${name}.jpg`, alt: `Photo ${name}`, width: 1600, height: 900, sources: [], ...overrides };
}

export function product(id: number, name: string): ProductSummary {
  return {
    id,
    name,
    slug: name.toLowerCase(),
    path: `/produkty/krzesla-obrotowe/${name.toLowerCase()}`,
    category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
    tags: [],
    image: { ...image(name, { width: 800, height: 1000 }), thumbnails: [] },
    published: '2025-01-01T00:00:00Z',
  };
}

/** The contact block's content as the API fixtures carry it. */
export const CONTACT_CONTENT = {
  title: 'Napisz do nas',
  email: 'biuro@ergoforma.example',
  phone: '+48 12 345 67 89',
  departments: [
    { name: 'Dział sprzedaży', email: 'sprzedaz@ergoforma.example', phone: '+48 12 345 67 80' },
    { name: 'Serwis', email: 'serwis@ergoforma.example', phone: '+48 12 345 67 81' },
  ],
};

export const blocks = {
  html: (id: number, position: number, html: string): PageBlock => ({ id, type: 'html', position, content: { html } }),
  banner: (id: number, position: number, content: Partial<Extract<PageBlock, { type: 'banner_text' }>['content']> = {}): PageBlock => ({
    id,
    type: 'banner_text',
    position,
    content: { title: 'Ergonomia pracy', html: '<p>Siedź zdrowo.</p>', background: image('banner'), theme: null, link: null, ...content },
  }),
  slider: (id: number, position: number, titles: string[]): PageBlock => ({
    id,
    type: 'front_slider',
    position,
    content: {
      slides: titles.map((title, index) => ({
        image: image(`slide-${index + 1}`),
        title,
        html: `<p>Opis ${title}</p>`,
        link: { label: `Zobacz ${title}`, href: `/produkty/${index + 1}` },
      })),
    },
  }),
  latestProducts: (id: number, position: number, products: ProductSummary[]): PageBlock => ({
    id,
    type: 'latest_products',
    position,
    content: { title: 'Nowości', products },
  }),
  textWithImage: (id: number, position: number, imageSide: 'left' | 'right'): PageBlock => ({
    id,
    type: 'text_with_image',
    position,
    content: { title: 'O fabryce', html: '<p>Szyjemy w Polsce.</p>', image: image('factory'), imageSide },
  }),
  contact: (id: number, position: number, content: Record<string, unknown> = CONTACT_CONTENT): PageBlock =>
    ({ id, type: 'contact', position, content }) as unknown as PageBlock,
  other: (id: number, position: number, type: string): PageBlock => ({ id, type, position, content: { anything: true } }) as unknown as PageBlock,
};

/** Blocks as load() prepares them (an identity sanitiser: the tests check what is rendered). */
export function prepared(...list: PageBlock[]): PreparedBlock[] {
  return prepareBlocks(list, safe);
}

export function apiPage(overrides: Partial<Page> = {}): Page {
  return {
    id: 7,
    path: '/o-nas',
    title: 'O nas',
    seoTitle: null,
    seoDescription: null,
    seoImageSrc: null,
    blocks: [],
    layout: 'default',
    themeData: { headerTheme: 'dark' },
    resolver: null,
    isAggregatorChild: false,
    alternates: { pl: '/o-nas', en: '/en/about-us' },
    ...overrides,
  };
}

export function sitemapNode(overrides: Partial<SitemapNode> = {}): SitemapNode {
  return { id: 3, slug: 'o-nas', nodeType: 'article', action: 'show', nodeReference: 7, resolver: null, crumbs: [], ...overrides };
}

/** Imports every block component, as load() does for a page's types, so tests render blocks without suspending. */
export function preloadAllBlockComponents(): Promise<void> {
  return preloadBlockComponents(Object.keys(blockRegistry) as ImplementedBlockType[]);
}
