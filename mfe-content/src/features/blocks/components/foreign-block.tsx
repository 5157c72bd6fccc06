// Blocks another remote owns (docs/behaviour.md#content-blocks), rendered by loading that remote's module, not by
// copying it: the product lists (catalogue/ProductsBlock) and the job list (careers/JobList). load() ran the module's
// loader (load-api-blocks.ts); the shell has the module ready before hydration. A missing module or data renders
// nothing, and a module that throws while rendering costs only its block.
import { Component, type ReactNode } from 'react';
import { useSiteServices, type BlockModuleId } from '@ergoforma/shared-contracts';
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';

class BlockBoundary extends Component<{ id: BlockModuleId; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Block module ${this.props.id} failed to render; its block is left out`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function ForeignBlock({ id, data }: { id: BlockModuleId; data: unknown }) {
  const module = useSiteServices().module(id);
  if (!module || data === null || data === undefined) return null;
  const Rendered = module.Component;
  return (
    <div className={blockStyles.block} data-block-module={id}>
      <BlockBoundary id={id}>
        <Rendered data={data} />
      </BlockBoundary>
    </div>
  );
}

export function ProductsBlock({ content }: BasicBlockProps<'products_list'> | BasicBlockProps<'products_simple'>) {
  return <ForeignBlock id="catalogue/ProductsBlock" data={content.data} />;
}

export function JobListBlock({ content }: BasicBlockProps<'job_list'>) {
  return <ForeignBlock id="careers/JobList" data={content.data} />;
}
