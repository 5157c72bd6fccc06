// The contact block (docs/behaviour.md#contact-forms): the company's contact details and a form. Registered with the
// content page's other blocks in src/exposes/content-blocks.ts.
import type { BlockDefinitions } from '../../utils/block-registry';
import type { ContactDetails } from './types';
import { prepareContactDetails } from './utils/prepare-contact-details';

export const contactBlocks: BlockDefinitions<{ contact: ContactDetails }> = {
  contact: {
    prepare: (content) => prepareContactDetails(content),
    load: () => import('./components/contact-block').then((module) => module.ContactBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
};
