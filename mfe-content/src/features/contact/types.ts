// The contact blocks' content as load() prepares it (docs/behaviour.md#contact-forms).
import type { Company } from '@ergoforma/shared-contracts';

/** One department's contact line in a contact block. */
export interface ContactDepartment {
  name: string;
  email: string | null;
  phone: string | null;
}

/** Which form a contact block shows: client_question, cooperation (with the proposal request below it) or proposal. */
export type ContactFormKind = 'client_question' | 'cooperation' | 'proposal';

/** The company's contact details a contact block carries, and the form shown beside them. */
export interface ContactDetails {
  title: string;
  /** The form beside the details (docs/api.md#forms): contact question by default. */
  form: ContactFormKind;
  email: string | null;
  phone: string | null;
  departments: ContactDepartment[];
}

/** The company block: the company's facts from GET /api/company under a heading (the block's title, or a default). */
export interface CompanyCardContent {
  title: string;
  company: Company;
}
