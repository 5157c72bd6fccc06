// JSON Schemas of the four forms (payloads of shared-contracts/src/types/forms.ts), validated by field-validation.ts
// and published in the OpenAPI document. Text values arrive trimmed, with blank ones removed, so `required`
// also catches fields that hold only spaces.

/** Characters, not bytes. E-mail: the longest address SMTP can carry. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  subject: 200,
  city: 100,
  country: 100,
  cooperationType: 50,
  products: 1000,
  position: 200,
  message: 5000,
  maxQuantity: 1_000_000,
} as const;

/** The phone rule of the careers form (mfe-careers application-schema.ts): digits, spaces, brackets, dashes, leading '+'. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;

/**
 * No control characters (C0, DEL, C1) and no lone UTF-16 surrogates (in Ajv's Unicode mode a surrogate range
 * matches only unpaired ones): text is stored, e-mailed and shown as sent. Messages keep their line breaks.
 */
const SINGLE_LINE_TEXT = '^[^\\u0000-\\u001f\\u007f-\\u009f\\ud800-\\udfff]*$';
const MULTI_LINE_TEXT = '^[^\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\ud800-\\udfff]*$';

const text = (maxLength: number, pattern = SINGLE_LINE_TEXT) =>
  ({ type: 'string', minLength: 1, maxLength, pattern }) as const;
const multiLineText = (maxLength: number) => text(maxLength, MULTI_LINE_TEXT);
const email = { type: 'string', maxLength: FIELD_LIMITS.email, format: 'email' } as const;
const phone = { type: 'string', format: 'phone' } as const;
/** Consent to the processing of personal data: only `true` is accepted. */
const consent = { type: 'boolean', const: true } as const;

function formSchema(properties: Record<string, object>, required: string[]): object {
  return { type: 'object', additionalProperties: false, required, properties };
}

export const clientQuestionSchema = formSchema(
  {
    name: text(FIELD_LIMITS.name),
    email,
    phone,
    company: text(FIELD_LIMITS.company),
    subject: text(FIELD_LIMITS.subject),
    message: multiLineText(FIELD_LIMITS.message),
    consent,
  },
  ['name', 'email', 'message', 'consent'],
);

export const cooperationRequestSchema = formSchema(
  {
    company: text(FIELD_LIMITS.company),
    name: text(FIELD_LIMITS.name),
    email,
    phone,
    city: text(FIELD_LIMITS.city),
    country: text(FIELD_LIMITS.country),
    cooperationType: text(FIELD_LIMITS.cooperationType),
    message: multiLineText(FIELD_LIMITS.message),
    consent,
  },
  ['company', 'name', 'email', 'phone', 'cooperationType', 'message', 'consent'],
);

export const proposalRequestSchema = formSchema(
  {
    company: text(FIELD_LIMITS.company),
    name: text(FIELD_LIMITS.name),
    email,
    phone,
    products: multiLineText(FIELD_LIMITS.products),
    quantity: { type: 'integer', minimum: 1, maximum: FIELD_LIMITS.maxQuantity },
    message: multiLineText(FIELD_LIMITS.message),
    consent,
  },
  ['name', 'email', 'message', 'consent'],
);

/** The text parts of the job application (multipart, so every value is a string; consent is the string 'true'). */
export const jobApplicationFieldsSchema = formSchema(
  {
    firstName: text(FIELD_LIMITS.name),
    lastName: text(FIELD_LIMITS.name),
    email,
    phone,
    position: text(FIELD_LIMITS.position),
    consent: { type: 'string', const: 'true' },
  },
  ['firstName', 'lastName', 'email', 'phone', 'position', 'consent'],
);

export const JOB_APPLICATION_TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'position', 'consent'] as const;
export const JOB_APPLICATION_FILE_FIELDS = ['cv', 'coverLetter'] as const;
export type JobApplicationFileField = (typeof JOB_APPLICATION_FILE_FIELDS)[number];

/** The whole multipart body, for the OpenAPI document only: job-application.ts validates the parts as they stream in. */
export const jobApplicationBodySchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'phone', 'position', 'consent', 'cv'],
  properties: {
    ...(jobApplicationFieldsSchema as { properties: Record<string, object> }).properties,
    cv: { type: 'string', format: 'binary', description: 'PDF, DOC, JPG, PNG or BMP (by content), at most 10 MB' },
    coverLetter: {
      type: 'string',
      format: 'binary',
      description: 'PDF, DOC, JPG, PNG or BMP (by content), at most 10 MB',
    },
  },
} as const;

/** The 201 answer (FormSubmissionReceipt). */
export const receiptSchema = {
  type: 'object',
  required: ['id', 'createdAt'],
  properties: { id: { type: 'integer' }, createdAt: { type: 'string', format: 'date-time' } },
} as const;
