// The general block types of a content page (docs/behaviour.md#content-blocks): how load() prepares each one's content
// and which component renders it. src/exposes/content-blocks.ts adds them to the content page's registry.
import type { BlockDefinitions } from '../../utils/block-registry';
import type { BasicBlockContent } from './types';
import { isBannerVariant } from './utils/banner-heights';
import { HERO_IMAGE_SIZES, TEXT_WITH_IMAGE_SIZES } from './utils/image-sizes';
import { loadFabrics, loadForeignBlock } from './utils/load-api-blocks';
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
} from './utils/prepare-static-blocks';

const noHeading = () => false;

export const basicBlocks: BlockDefinitions<BasicBlockContent> = {
  front_slider: {
    prepare: (content, sanitizeHtml) => ({
      slides: (content.slides ?? []).map((slide) => ({
        image: slide.image,
        title: slide.title ?? '',
        html: sanitizeHtml(slide.html ?? ''),
        link: slide.link ?? null,
      })),
    }),
    load: () => import('./components/front-slider').then((module) => module.FrontSlider),
    carriesPageHeading: (content) => Boolean(content.slides[0]?.title),
    fullBleed: true,
    leadImage: (content) => (content.slides[0] ? { image: content.slides[0].image, sizes: HERO_IMAGE_SIZES } : null),
  },
  banner_text: {
    prepare: (content, sanitizeHtml) => ({
      title: content.title ?? '',
      html: sanitizeHtml(content.html ?? ''),
      background: content.background ?? null,
      // An unknown theme flag falls back to the default look rather than reaching the page.
      theme: isBannerVariant(content.theme) ? content.theme : null,
      link: content.link ?? null,
    }),
    load: () => import('./components/banner-text').then((module) => module.BannerText),
    carriesPageHeading: (content) => Boolean(content.title),
    fullBleed: true,
    leadImage: (content) => (content.background ? { image: content.background, sizes: HERO_IMAGE_SIZES } : null),
  },
  html: {
    prepare: (content, sanitizeHtml) => ({ html: sanitizeHtml(content.html ?? '') }),
    load: () => import('./components/html-block').then((module) => module.HtmlBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  latest_products: {
    prepare: (content) => ({ title: content.title ?? '', products: content.products ?? [] }),
    load: () => import('./components/latest-products').then((module) => module.LatestProducts),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  text_with_image: {
    prepare: (content, sanitizeHtml) => ({
      title: content.title ?? '',
      html: sanitizeHtml(content.html ?? ''),
      image: content.image,
      imageSide: content.imageSide === 'right' ? 'right' : 'left',
    }),
    load: () => import('./components/text-with-image').then((module) => module.TextWithImage),
    carriesPageHeading: noHeading,
    fullBleed: false,
    leadImage: (content) => ({ image: content.image, sizes: TEXT_WITH_IMAGE_SIZES }),
  },
  chair: {
    prepare: prepareChair,
    load: () => import('./components/chair-block').then((module) => module.ChairBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  download: {
    prepare: prepareDownload,
    load: () => import('./components/download-block').then((module) => module.DownloadBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  downloads: {
    prepare: prepareDownloads,
    load: () => import('./components/downloads-block').then((module) => module.DownloadsBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  fabrics: {
    prepare: loadFabrics,
    load: () => import('./components/fabrics-block').then((module) => module.FabricsBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  slider: {
    prepare: prepareSlider,
    load: () => import('./components/image-slider').then((module) => module.ImageSlider),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  tabs_of_data: {
    prepare: prepareTabsOfData,
    load: () => import('./components/tabs-of-data').then((module) => module.TabsOfData),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  default_content: {
    prepare: prepareDefaultContent,
    load: () => import('./components/default-content').then((module) => module.DefaultContent),
    carriesPageHeading: (content) => Boolean(content.title),
    fullBleed: false,
  },
  logistics: {
    prepare: prepareLogistics,
    load: () => import('./components/logistics-block').then((module) => module.LogisticsBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  patterns: {
    prepare: preparePatterns,
    load: () => import('./components/patterns-block').then((module) => module.PatternsBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  sizes: {
    prepare: prepareSizes,
    load: () => import('./components/sizes-block').then((module) => module.SizesBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  timeline: {
    prepare: prepareTimeline,
    load: () => import('./components/timeline-block').then((module) => module.TimelineBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  // Blocks another remote renders (its block module, loaded in load()).
  products_list: {
    prepare: (content, _sanitize, context) => loadForeignBlock('catalogue/ProductsBlock', content, context),
    load: () => import('./components/foreign-block').then((module) => module.ProductsBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  products_simple: {
    prepare: (content, _sanitize, context) => loadForeignBlock('catalogue/ProductsBlock', content, context),
    load: () => import('./components/foreign-block').then((module) => module.ProductsBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
  job_list: {
    prepare: (content, _sanitize, context) => loadForeignBlock('careers/JobList', content, context),
    load: () => import('./components/foreign-block').then((module) => module.JobListBlock),
    carriesPageHeading: noHeading,
    fullBleed: false,
  },
};
