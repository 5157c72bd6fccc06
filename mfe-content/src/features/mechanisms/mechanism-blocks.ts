// The chair-mechanism blocks of a content page (docs/behaviour.md#mechanisms): the list by category and a mechanism
// named by the page's {slug}. Registered with the content page's other blocks in src/exposes/content-blocks.ts.
import type { BlockDefinitions } from '../../utils/block-registry';
import { loadMechanismDetailsBlock } from './api/load-mechanism-detail';
import { loadMechanismList } from './api/load-mechanism-list';
import type { MechanismDetailsContent, MechanismListContent } from './types';

export const mechanismBlocks: BlockDefinitions<{
  mechanism_list: MechanismListContent;
  mechanism_details: MechanismDetailsContent;
}> = {
  mechanism_list: {
    prepare: loadMechanismList,
    load: () => import('./components/mechanism-list').then((module) => module.MechanismList),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  mechanism_details: {
    prepare: loadMechanismDetailsBlock,
    load: () => import('./components/mechanism-details-block').then((module) => module.MechanismDetailsBlock),
    carriesPageHeading: (content) => content.mechanism !== null,
    fullBleed: false,
  },
};
