// Product tabs (docs/behaviour.md#product-tabs): ordered by the given block order; the first is the default.
import type { ProductBlock } from '@ergoforma/shared-contracts';

export function orderTabs<T extends Pick<ProductBlock, 'position' | 'id'>>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => a.position - b.position || a.id - b.id);
}
