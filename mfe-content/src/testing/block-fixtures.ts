// Builders for tests: API-shaped pages and blocks, and prepared blocks as load() hands them to the page.
import type { Image, Page, PageBlock, ProductSummary, SafeHtml, SitemapNode } from '@ergoforma/shared-contracts';
import type { PreparedBlock } from '../utils/block-registry';
import { prepareBlocks } from '../utils/prepare-blocks';
import { contentBlocks } from '../exposes/content-blocks';

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
  banner: (
    id: number,
    position: number,
    content: Partial<Extract<PageBlock, { type: 'banner_text' }>['content']> = {},
  ): PageBlock => ({
    id,
    type: 'banner_text',
    position,
    content: {
      title: 'Ergonomia pracy',
      html: '<p>Siedź zdrowo.</p>',
      background: image('banner'),
      theme: null,
      link: null,
      ...content,
    },
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
  other: (id: number, position: number, type: string): PageBlock =>
    ({ id, type, position, content: { anything: true } }) as unknown as PageBlock,
  /** A block of any type with the given content (the API's shape, api/fixtures/README.md). */
  of: (id: number, position: number, type: string, content: Record<string, unknown>): PageBlock =>
    ({ id, type, position, content }) as unknown as PageBlock,
};

/** Realistic content of each block type, as the API answers it (pages 2, 7, 8 and the README's shapes). */
export const SAMPLE_CONTENT: Record<string, Record<string, unknown>> = {
  chair: {
    title: 'Sześć regulacji krzesła',
    image: {
      url: '/media/pictures/chair-adjustments.jpg',
      alt: 'Krzesło z zaznaczonymi regulacjami',
      width: 1200,
      height: 1200,
      sources: [],
    },
    points: [
      { id: 'height', x: 50, y: 62, label: 'Wysokość siedziska', html: '<p>Stopy płasko na podłodze.</p>' },
      { id: 'lumbar', x: 60, y: 38, label: 'Podparcie lędźwi', html: '<p>Wypukłość oparcia na wysokości paska.</p>' },
    ],
  },
  download: {
    title: 'Warunki współpracy',
    html: '<p>Rabaty i terminy dostaw w jednym dokumencie.</p>',
    file: { name: 'Warunki współpracy 2026', url: '/media/downloads/warunki-wspolpracy.pdf', format: 'PDF' },
  },
  downloads: {
    title: 'Do pobrania',
    files: [
      { name: 'Katalog 2026', url: '/media/downloads/ergoforma-catalogue-2026.pdf', format: 'PDF' },
      { name: 'Karta gwarancyjna', url: '/media/downloads/karta-gwarancyjna.pdf', format: 'PDF' },
    ],
  },
  fabrics: { title: 'Tkaniny', patternCollectionIds: [2, 1] },
  slider: {
    title: 'Zajrzyj do fabryki',
    images: [
      { url: '/media/pictures/upholstery.jpg', alt: 'Szwalnia tapicerska', width: 1200, height: 800, sources: [] },
      { url: '/media/pictures/welding.jpg', alt: 'Spawalnia ram', width: 1200, height: 800, sources: [] },
    ],
  },
  tabs_of_data: {
    title: 'Dla kogo',
    tabs: [
      { name: 'Dealerzy', html: '<ul><li>rabat partnerski</li></ul>' },
      { name: 'Architekci', html: '<ul><li>modele 3D</li></ul>' },
      { name: 'Firmy i instytucje', html: '<ul><li>krzesła na próbę</li></ul>' },
    ],
  },
  default_content: { title: 'Aktualności', html: '<p>Co słychać w Ergoformie.</p>' },
  logistics: {
    title: 'Logistyka',
    rows: [
      { label: 'Waga', value: '18 kg' },
      { label: 'Wymiary kartonu', value: '70 × 65 × 40 cm' },
    ],
  },
  patterns: { title: 'Wzornik', html: '<p>Próbki tkanin wysyłamy w 48 godzin.</p>' },
  sizes: {
    title: 'Wysokość siedziska a wzrost',
    html: '<p>Dla biurka 72–75 cm.</p>',
    table: {
      head: ['Wzrost', 'Wysokość siedziska'],
      rows: [
        ['150–160 cm', '40–43 cm'],
        ['160–175 cm', '43–48 cm'],
      ],
    },
  },
  timeline: {
    title: 'Nasza historia',
    items: [
      { year: '1998', text: 'Warsztat tapicerski w Krakowie' },
      { year: '2014', text: 'Nowa fabryka' },
    ],
  },
  products_list: { title: 'Krzesła obrotowe', categoryId: 1 },
  products_simple: { title: 'Polecane', productIds: [3, 5] },
  job_list: { title: 'Aktualne oferty pracy' },
};

/** Blocks as load() prepares them (an identity sanitiser: the tests check what is rendered). */
export function prepared(...list: PageBlock[]): PreparedBlock[] {
  return prepareBlocks(contentBlocks, list, safe);
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
  return {
    id: 3,
    slug: 'o-nas',
    nodeType: 'article',
    action: 'show',
    nodeReference: 7,
    resolver: null,
    crumbs: [],
    ...overrides,
  };
}

/** Imports every block component, as load() does for a page's types, so tests render blocks without suspending. */
export function preloadAllBlockComponents(): Promise<void> {
  return contentBlocks.preload(contentBlocks.types());
}
