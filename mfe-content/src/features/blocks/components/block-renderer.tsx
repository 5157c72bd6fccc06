// Renders a page's blocks in position order with the component the registry names for each type. A type
// without a component is skipped with a warning, never a crash (SPEC §2 Other pages).
import type { ComponentType } from 'react';
import { blockRegistry, leadBlockCarriesPageHeading } from '../block-registry';
import type { BlockProps, ImplementedBlockType, PreparedBlock, RenderableBlock } from '../types';
import { isImplementedBlockType } from '../utils/prepare-blocks';

export function isRenderableBlock(block: PreparedBlock): block is RenderableBlock {
  return block.content !== null && isImplementedBlockType(block.type);
}

function byPosition(blocks: readonly PreparedBlock[]): PreparedBlock[] {
  return [...blocks].sort((a, b) => a.position - b.position);
}

/** The first block the page shows. */
export function leadBlockOf(blocks: readonly PreparedBlock[]): RenderableBlock | undefined {
  return byPosition(blocks).find(isRenderableBlock);
}

/** Whether the first block shown is a banner or slider that carries the page's h1. */
export function blocksCarryPageHeading(blocks: readonly PreparedBlock[]): boolean {
  return leadBlockCarriesPageHeading(leadBlockOf(blocks));
}

/** Whether the first block shown spans the window width (a hero or banner). */
export function leadBlockIsFullBleed(blocks: readonly PreparedBlock[]): boolean {
  const lead = leadBlockOf(blocks);
  return lead !== undefined && blockRegistry[lead.type].fullBleed;
}

export function BlockRenderer({ blocks }: { blocks: readonly PreparedBlock[] }) {
  const shown: RenderableBlock[] = [];
  for (const block of byPosition(blocks)) {
    if (isRenderableBlock(block)) shown.push(block);
    else console.warn(`Content block type '${block.type}' has no renderer yet; block ${block.id} is skipped`);
  }
  const leadCarriesHeading = leadBlockCarriesPageHeading(shown[0]);
  return (
    <>
      {shown.map((block, index) => {
        const Component = blockRegistry[block.type].Component as ComponentType<BlockProps<ImplementedBlockType>>;
        return (
          <Component key={block.id} content={block.content} headingLevel={index === 0 && leadCarriesHeading ? 1 : 2} isLead={index === 0} />
        );
      })}
    </>
  );
}
