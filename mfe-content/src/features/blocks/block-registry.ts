// Which component renders a block, by `block.type` (SPEC §2 Other pages lists the block types). Each component is
// its own chunk, loaded with a dynamic import only when a page uses its type ("lazily loaded content blocks").
// load() awaits the imports of the types a page uses (preloadBlockComponents), so on the server, and in the browser
// after client-side navigation, the render finds every component ready and nothing suspends: the blocks are
// complete in the server HTML. When the browser hydrates a server-rendered page (load() does not run there), a
// block whose chunk is not loaded yet renders through React.lazy inside a Suspense boundary: React keeps the
// server HTML of that block until its code arrives and then hydrates it.
// A type missing here is skipped by the renderer with a warning.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import './block-styles';
import type { BlockProps, ImplementedBlockType, PreparedContent, RenderableBlock } from './types';

type AnyBlockComponent = ComponentType<BlockProps<ImplementedBlockType>>;

export interface BlockDefinition<T extends ImplementedBlockType> {
  /** Imports the block's component (a separate chunk). */
  load(): Promise<ComponentType<BlockProps<T>>>;
  /** True when the block, placed first, shows the page's main heading itself (banners and sliders). */
  carriesPageHeading(content: PreparedContent[T]): boolean;
  /** Spans the whole window width (heroes and banners); the page lets such a lead block touch the header. */
  fullBleed: boolean;
}

export const blockRegistry: { [T in ImplementedBlockType]: BlockDefinition<T> } = {
  front_slider: {
    load: () => import('./components/front-slider').then((module) => module.FrontSlider),
    carriesPageHeading: (content) => Boolean(content.slides[0]?.title),
    fullBleed: true,
  },
  banner_text: {
    load: () => import('./components/banner-text').then((module) => module.BannerText),
    carriesPageHeading: (content) => Boolean(content.title),
    fullBleed: true,
  },
  html: {
    load: () => import('./components/html-block').then((module) => module.HtmlBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  latest_products: {
    load: () => import('./components/latest-products').then((module) => module.LatestProducts),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  text_with_image: {
    load: () => import('./components/text-with-image').then((module) => module.TextWithImage),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  contact: {
    load: () => import('../contact/components/contact-block').then((module) => module.ContactBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  chair: {
    load: () => import('./components/chair-block').then((m) => m.ChairBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  download: {
    load: () => import('./components/download-block').then((m) => m.DownloadBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  downloads: {
    load: () => import('./components/downloads-block').then((m) => m.DownloadsBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  fabrics: {
    load: () => import('./components/fabrics-block').then((m) => m.FabricsBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  slider: {
    load: () => import('./components/image-slider').then((m) => m.ImageSlider),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  tabs_of_data: {
    load: () => import('./components/tabs-of-data').then((m) => m.TabsOfData),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  default_content: {
    load: () => import('./components/default-content').then((m) => m.DefaultContent),
    carriesPageHeading: (c) => Boolean(c.title),
    fullBleed: false,
  },
  logistics: {
    load: () => import('./components/logistics-block').then((m) => m.LogisticsBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  patterns: {
    load: () => import('./components/patterns-block').then((m) => m.PatternsBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  sizes: {
    load: () => import('./components/sizes-block').then((m) => m.SizesBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  timeline: {
    load: () => import('./components/timeline-block').then((m) => m.TimelineBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  products_list: {
    load: () => import('./components/foreign-block').then((m) => m.ProductsBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  products_simple: {
    load: () => import('./components/foreign-block').then((m) => m.ProductsBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  job_list: {
    load: () => import('./components/foreign-block').then((m) => m.JobListBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  news_list: {
    load: () => import('../news/components/news-list').then((m) => m.NewsList),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  news_details: {
    load: () => import('../news/components/news-details-block').then((m) => m.NewsDetailsBlock),
    carriesPageHeading: (c) => c.post !== null,
    fullBleed: false,
  },
  realizations: {
    load: () => import('../realizations/components/realizations-grid').then((m) => m.RealizationsGrid),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  mechanism_list: {
    load: () => import('../mechanisms/components/mechanism-list').then((m) => m.MechanismList),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  mechanism_details: {
    load: () => import('../mechanisms/components/mechanism-details-block').then((m) => m.MechanismDetailsBlock),
    carriesPageHeading: (c) => c.mechanism !== null,
    fullBleed: false,
  },
};

const loadedComponents = new Map<ImplementedBlockType, AnyBlockComponent>();
const pendingComponents = new Map<ImplementedBlockType, Promise<AnyBlockComponent>>();
const lazyComponents = new Map<ImplementedBlockType, LazyExoticComponent<AnyBlockComponent>>();

/** Imports a block type's component once; later calls share the same promise. */
export function loadBlockComponent(type: ImplementedBlockType): Promise<AnyBlockComponent> {
  let pending = pendingComponents.get(type);
  if (!pending) {
    pending = (blockRegistry[type].load as () => Promise<AnyBlockComponent>)().then((component) => {
      loadedComponents.set(type, component);
      return component;
    });
    // A failed import may be retried by the next page view.
    pending.catch(() => pendingComponents.delete(type));
    pendingComponents.set(type, pending);
  }
  return pending;
}

/** Imports the components of the given block types (the ones a page uses), in parallel. */
export async function preloadBlockComponents(types: Iterable<ImplementedBlockType>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => loadBlockComponent(type)));
}

/**
 * The component for a type: the loaded one when its import has finished (render without suspending), otherwise a
 * React.lazy wrapper that suspends until it has.
 */
export function blockComponentFor(type: ImplementedBlockType): AnyBlockComponent {
  const loaded = loadedComponents.get(type);
  if (loaded) return loaded;
  let lazyComponent = lazyComponents.get(type);
  if (!lazyComponent) {
    lazyComponent = lazy(() => loadBlockComponent(type).then((component) => ({ default: component })));
    lazyComponents.set(type, lazyComponent);
  }
  return lazyComponent;
}

/** The definition for a renderable block (the pairing of type and content is checked by RenderableBlock). */
export function blockDefinitionOf<B extends RenderableBlock>(block: B): BlockDefinition<B['type']> {
  return blockRegistry[block.type] as unknown as BlockDefinition<B['type']>;
}

/** Whether the page's first block shows the page heading, so the page must not add its own h1. */
export function leadBlockCarriesPageHeading(block: RenderableBlock | undefined): boolean {
  if (!block) return false;
  const definition = blockDefinitionOf(block) as BlockDefinition<ImplementedBlockType>;
  return (definition.carriesPageHeading as (content: unknown) => boolean)(block.content);
}
