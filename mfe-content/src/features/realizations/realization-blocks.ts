// The realizations block of a content page (docs/behaviour.md#realizations): every reference project, each opening its
// gallery. Registered with the content page's other blocks in src/exposes/content-blocks.ts.
import type { BlockDefinitions } from '../../utils/block-registry';
import { loadRealizations } from './api/load-realizations';
import type { RealizationsContent } from './types';

export const realizationBlocks: BlockDefinitions<{ realizations: RealizationsContent }> = {
  realizations: {
    prepare: loadRealizations,
    load: () => import('./components/realizations-grid').then((module) => module.RealizationsGrid),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
};
