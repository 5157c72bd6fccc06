// Which component renders a block, by `block.type` (SPEC §2 Other pages lists the block types). A type missing
// here is skipped by the renderer with a warning; later issues add their blocks here and in prepare-blocks.ts.
import type { ComponentType } from 'react';
import { BannerText } from './components/banner-text';
import { FrontSlider } from './components/front-slider';
import { HtmlBlock } from './components/html-block';
import { LatestProducts } from './components/latest-products';
import { TextWithImage } from './components/text-with-image';
import type { BlockProps, ImplementedBlockType, PreparedContent, RenderableBlock } from './types';

export interface BlockDefinition<T extends ImplementedBlockType> {
  Component: ComponentType<BlockProps<T>>;
  /** True when the block, placed first, shows the page's main heading itself (banners and sliders). */
  carriesPageHeading(content: PreparedContent[T]): boolean;
  /** Spans the whole window width (heroes and banners); the page lets such a lead block touch the header. */
  fullBleed: boolean;
}

export const blockRegistry: { [T in ImplementedBlockType]: BlockDefinition<T> } = {
  front_slider: { Component: FrontSlider, carriesPageHeading: (content) => Boolean(content.slides[0]?.title), fullBleed: true },
  banner_text: { Component: BannerText, carriesPageHeading: (content) => Boolean(content.title), fullBleed: true },
  html: { Component: HtmlBlock, carriesPageHeading: () => false, fullBleed: false },
  latest_products: { Component: LatestProducts, carriesPageHeading: () => false, fullBleed: false },
  text_with_image: { Component: TextWithImage, carriesPageHeading: () => false, fullBleed: false },
};

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
