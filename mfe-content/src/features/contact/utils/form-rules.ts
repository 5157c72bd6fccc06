// The field rules the site's forms share (docs/behaviour.md#form-validation): the required message 'pole wymagane'
// translated, a well-formed e-mail, the phone pattern and the length limits the API enforces
// (api/src/forms/form-schemas.ts), so the visitor hears about a problem before sending.
import { boolean, string } from 'yup';

export interface FormMessages {
  required: string;
  /** The same words as the job application's: which consent is missing, not just 'required'. */
  consentRequired: string;
  invalidEmail: string;
  invalidPhone: string;
  tooLong: string;
}

/** Digits, spaces, brackets, dashes and a leading '+', 6 to 20 characters (the API's phone format). */
export const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;

export const LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  subject: 200,
  city: 100,
  country: 100,
  products: 1000,
  message: 5000,
} as const;

export function requiredText(messages: FormMessages, max: number) {
  return string().trim().required(messages.required).max(max, messages.tooLong);
}

export function optionalText(messages: FormMessages, max: number) {
  return string().trim().max(max, messages.tooLong);
}

export function emailRule(messages: FormMessages) {
  return string().trim().required(messages.required).email(messages.invalidEmail).max(LIMITS.email, messages.tooLong);
}

export function phoneRule(messages: FormMessages, required: boolean) {
  const rule = string().trim().matches(PHONE_PATTERN, { message: messages.invalidPhone, excludeEmptyString: true });
  return required ? rule.required(messages.required) : rule;
}

export function consentRule(messages: FormMessages) {
  return boolean().oneOf([true], messages.consentRequired).required(messages.consentRequired);
}

/** A trimmed value, or undefined when blank (optional fields are left out of the payload). */
export function optionalValue(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The payload without the keys whose value is undefined. */
export function withoutBlank<T extends object>(payload: T): T {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) as T;
}
