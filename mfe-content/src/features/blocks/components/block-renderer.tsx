// Renders a page's blocks in position order with the component the registry loads for each type (load() preloads
// them, see block-registry.ts). A type
// without a component is skipped with a warning, never a crash (SPEC §2 Other pages).
import { Suspense, useState } from 'react';
import { blockComponentFor, blockRegistry, leadBlockCarriesPageHeading } from '../block-registry';
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

/**
 * One block. The component is picked once per mounted block: a block hydrated through React.lazy keeps that
 * wrapper even after the import finished, so a later re-render does not swap the element type and remount the
 * block (which would drop a carousel's position or a form's input).
 */
function BlockSlot({ type, ...props }: BlockProps<ImplementedBlockType> & { type: ImplementedBlockType }) {
  const [Component] = useState(() => blockComponentFor(type));
  return <Component {...props} />;
}

export function BlockRenderer({ blocks }: { blocks: readonly PreparedBlock[] }) {
  const shown: RenderableBlock[] = [];
  for (const block of byPosition(blocks)) {
    if (isRenderableBlock(block)) shown.push(block);
    else console.warn(`Content block type '${block.type}' has no renderer or no data; block ${block.id} is skipped`);
  }
  const leadCarriesHeading = leadBlockCarriesPageHeading(shown[0]);
  return (
    <>
      {shown.map((block, index) => {
        // Each block is its own boundary: while the browser fetches a block's code during hydration, React keeps
        // that block's server HTML. Components preloaded by load() never suspend.
        return (
          <Suspense key={`${block.id}:${block.type}`} fallback={null}>
            <BlockSlot
              type={block.type}
              content={block.content}
              headingLevel={index === 0 && leadCarriesHeading ? 1 : 2}
              isLead={index === 0}
            />
          </Suspense>
        );
      })}
    </>
  );
}
