// Rules of the cooperation request form (contracts CooperationRequest; the API checks the same): company, name,
// e-mail, phone, kind of cooperation and message required; city and country optional; consent given.
import { mixed, object } from 'yup';
import type { CooperationRequest } from '@ergoforma/shared-contracts';
import {
  consentRule,
  emailRule,
  LIMITS,
  optionalText,
  optionalValue,
  phoneRule,
  requiredText,
  withoutBlank,
  type FormMessages,
} from './form-rules';

/** The kinds of partner the cooperation page addresses (its tabs: dealers, architects, companies). */
export const COOPERATION_TYPES = ['dealer', 'architect', 'company', 'other'] as const;
export type CooperationType = (typeof COOPERATION_TYPES)[number];

export interface CooperationRequestValues {
  company: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  cooperationType: CooperationType | '';
  message: string;
  consent: boolean;
}

export const COOPERATION_REQUEST_FIELDS: ReadonlyArray<keyof CooperationRequestValues> = [
  'company',
  'name',
  'email',
  'phone',
  'city',
  'country',
  'cooperationType',
  'message',
  'consent',
];

export const EMPTY_COOPERATION_REQUEST: CooperationRequestValues = {
  company: '',
  name: '',
  email: '',
  phone: '',
  city: '',
  country: '',
  cooperationType: '',
  message: '',
  consent: false,
};

export function cooperationRequestSchema(messages: FormMessages) {
  return object({
    company: requiredText(messages, LIMITS.company),
    name: requiredText(messages, LIMITS.name),
    email: emailRule(messages),
    phone: phoneRule(messages, true),
    city: optionalText(messages, LIMITS.city),
    country: optionalText(messages, LIMITS.country),
    cooperationType: mixed<CooperationType | ''>()
      .test('chosen', messages.required, (value) => (COOPERATION_TYPES as readonly unknown[]).includes(value))
      .required(messages.required),
    message: requiredText(messages, LIMITS.message),
    consent: consentRule(messages),
  });
}

export function toCooperationRequest(values: CooperationRequestValues): CooperationRequest {
  return withoutBlank<CooperationRequest>({
    company: values.company.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    city: optionalValue(values.city),
    country: optionalValue(values.country),
    cooperationType: values.cooperationType,
    message: values.message.trim(),
    consent: values.consent,
  });
}
