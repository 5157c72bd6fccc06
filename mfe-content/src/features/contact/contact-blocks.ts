// The contact block (docs/behaviour.md#contact-forms): contact details and a form; and the company block: the company's
// facts from the API. Registered with the content page's other blocks in src/exposes/content-blocks.ts.
import type { BlockDefinitions } from '../../utils/block-registry';
import type { CompanyCardContent, ContactDetails } from './types';
import { loadCompanyCard } from './utils/load-company-card';
import { prepareContactDetails } from './utils/prepare-contact-details';

export const contactBlocks: BlockDefinitions<{ contact: ContactDetails; company: CompanyCardContent }> = {
  contact: {
    prepare: (content) => prepareContactDetails(content),
    load: () => import('./components/contact-block').then((module) => module.ContactBlock),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
  company: {
    prepare: loadCompanyCard,
    load: () => import('./components/company-card').then((module) => module.CompanyCard),
    carriesPageHeading: () => false,
    fullBleed: false,
  },
};
