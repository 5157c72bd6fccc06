// Rules of the contact question form (contracts ClientQuestion; the API checks the same): name, e-mail and message
// required, e-mail and phone well formed, consent given. Messages come translated (docs/behaviour.md#form-validation).
import { object } from 'yup';
import type { ClientQuestion } from '@ergoforma/shared-contracts';
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

export interface ClientQuestionValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  consent: boolean;
}

/** The fields in the order they appear: the first invalid one gets focus after a failed submit. */
export const CLIENT_QUESTION_FIELDS: ReadonlyArray<keyof ClientQuestionValues> = [
  'name',
  'email',
  'phone',
  'company',
  'subject',
  'message',
  'consent',
];

export const EMPTY_CLIENT_QUESTION: ClientQuestionValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
  consent: false,
};

export function clientQuestionSchema(messages: FormMessages) {
  return object({
    name: requiredText(messages, LIMITS.name),
    email: emailRule(messages),
    phone: phoneRule(messages, false),
    company: optionalText(messages, LIMITS.company),
    subject: optionalText(messages, LIMITS.subject),
    message: requiredText(messages, LIMITS.message),
    consent: consentRule(messages),
  });
}

/** The payload: trimmed, optional fields left out when empty. */
export function toClientQuestion(values: ClientQuestionValues): ClientQuestion {
  return withoutBlank<ClientQuestion>({
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optionalValue(values.phone),
    company: optionalValue(values.company),
    subject: optionalValue(values.subject),
    message: values.message.trim(),
    consent: values.consent,
  });
}
