// Renders a page's blocks in position order with the component the registry loads for each type (load() preloads
// them, see utils/block-registry.ts). A type without a component is skipped with a warning, never a crash
// (docs/behaviour.md#content-blocks).
import { Suspense, useState } from 'react';
import type { BlockProps, BlockRegistry, PreparedBlock } from '../utils/block-registry';
import styles from './blocks.module.css';

/** A block the registry has a component for, with its prepared content. */
export function isRenderableBlock(registry: BlockRegistry, block: PreparedBlock): boolean {
  return block.content !== null && registry.has(block.type);
}

function byPosition(blocks: readonly PreparedBlock[]): PreparedBlock[] {
  return [...blocks].sort((a, b) => a.position - b.position);
}

/** The first block the page shows. */
export function leadBlockOf(registry: BlockRegistry, blocks: readonly PreparedBlock[]): PreparedBlock | undefined {
  return byPosition(blocks).find((block) => isRenderableBlock(registry, block));
}

/**
 * The block that shows the page's lead image (its largest image above the fold, preloaded from the head): the first
 * block, or the second when the first shows no image (a title and a short introduction above a list of cards).
 */
export function imageLeadBlockOf(registry: BlockRegistry, blocks: readonly PreparedBlock[]): PreparedBlock | undefined {
  const [first, second] = byPosition(blocks).filter((block) => isRenderableBlock(registry, block));
  if (first && !registry.leadImage(first) && second && registry.leadImage(second)) return second;
  return first;
}

/** Whether the first block shown is a banner or slider that carries the page's h1. */
export function blocksCarryPageHeading(registry: BlockRegistry, blocks: readonly PreparedBlock[]): boolean {
  const lead = leadBlockOf(registry, blocks);
  return lead !== undefined && registry.carriesPageHeading(lead);
}

/** Whether the first block shown spans the window width (a hero or banner). */
export function leadBlockIsFullBleed(registry: BlockRegistry, blocks: readonly PreparedBlock[]): boolean {
  const lead = leadBlockOf(registry, blocks);
  return lead !== undefined && registry.isFullBleed(lead);
}

/**
 * One block. The component is picked once per mounted block: a block hydrated through React.lazy keeps that
 * wrapper even after the import finished, so a later re-render does not swap the element type and remount the
 * block (which would drop a carousel's position or a form's input).
 */
function BlockSlot({ registry, type, ...props }: BlockProps<unknown> & { registry: BlockRegistry; type: string }) {
  const [Component] = useState(() => registry.componentFor(type));
  return <Component {...props} />;
}

export function BlockRenderer({ registry, blocks }: { registry: BlockRegistry; blocks: readonly PreparedBlock[] }) {
  const shown: PreparedBlock[] = [];
  for (const block of byPosition(blocks)) {
    if (isRenderableBlock(registry, block)) shown.push(block);
    else console.warn(`Content block type '${block.type}' has no renderer or no data; block ${block.id} is skipped`);
  }
  const leadCarriesHeading = shown[0] !== undefined && registry.carriesPageHeading(shown[0]);
  const imageLead = imageLeadBlockOf(registry, shown);
  return (
    <>
      {shown.map((block, index) => {
        // Each block is its own boundary: while the browser fetches a block's code during hydration, React keeps
        // that block's server HTML. Components preloaded by load() never suspend.
        const slot = (
          <BlockSlot
            registry={registry}
            type={block.type}
            content={block.content}
            headingLevel={index === 0 && leadCarriesHeading ? 1 : 2}
            isLead={block === imageLead}
          />
        );
        return (
          <Suspense key={`${block.id}:${block.type}`} fallback={null}>
            {/* A block in Polish for want of the page's language says so; its wrapper leaves the layout alone. */}
            {block.lang ? (
              <div className={styles.otherLanguage} lang={block.lang}>
                {slot}
              </div>
            ) : (
              slot
            )}
          </Suspense>
        );
      })}
    </>
  );
}
