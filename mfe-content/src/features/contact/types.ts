// The contact block's content as load() prepares it (docs/behaviour.md#contact-forms).
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
