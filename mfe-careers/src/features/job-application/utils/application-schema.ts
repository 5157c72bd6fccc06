// The yup rules of the job application form (docs/behaviour.md#job-application-form); messages come translated from the
// caller.
import { boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { isAcceptedFormat, isWithinSizeLimit } from './application-file';

export interface JobApplicationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  cv: File | null;
  coverLetter: File | null;
  consent: boolean;
}

/** Field order on screen: the first invalid one gets the focus after a failed submit. */
export const FIELD_ORDER: Array<keyof JobApplicationValues> = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'position',
  'cv',
  'coverLetter',
  'consent',
];

export const EMPTY_APPLICATION: JobApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  cv: null,
  coverLetter: null,
  consent: false,
};

export interface SchemaMessages {
  required: string;
  invalidEmail: string;
  invalidPhone: string;
  consentRequired: string;
  fileTooLarge: string;
  fileFormat: string;
}

const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;

function attachment(messages: SchemaMessages, required: boolean) {
  const base = mixed<File>()
    .nullable()
    .test('size', messages.fileTooLarge, (file) => !file || isWithinSizeLimit(file))
    .test('format', messages.fileFormat, (file) => !file || isAcceptedFormat(file));
  return required ? base.test('required', messages.required, (file) => Boolean(file)) : base;
}

export function createApplicationSchema(messages: SchemaMessages): ObjectSchema<JobApplicationValues> {
  return object({
    firstName: string().trim().required(messages.required),
    lastName: string().trim().required(messages.required),
    email: string().trim().required(messages.required).email(messages.invalidEmail),
    phone: string().trim().required(messages.required).matches(PHONE_PATTERN, messages.invalidPhone),
    position: string().required(messages.required),
    cv: attachment(messages, true).defined(),
    coverLetter: attachment(messages, false).defined(),
    consent: boolean().defined().oneOf([true], messages.consentRequired),
  }) as ObjectSchema<JobApplicationValues>;
}
