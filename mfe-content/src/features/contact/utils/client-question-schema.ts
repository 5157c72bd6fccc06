// Rules of the contact question form (contracts ClientQuestion; the API checks the same): name, e-mail and
// message required, e-mail well formed, consent given. Messages come translated (SPEC §5 'pole wymagane').
import { boolean, object, string } from 'yup';
import type { ClientQuestion } from '@ergoforma/shared-contracts';

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
export const CLIENT_QUESTION_FIELDS: ReadonlyArray<keyof ClientQuestionValues> = ['name', 'email', 'phone', 'company', 'subject', 'message', 'consent'];

export const EMPTY_CLIENT_QUESTION: ClientQuestionValues = { name: '', email: '', phone: '', company: '', subject: '', message: '', consent: false };

export interface SchemaMessages {
  required: string;
  invalidEmail: string;
}

export function clientQuestionSchema(messages: SchemaMessages) {
  return object({
    name: string().trim().required(messages.required),
    email: string().trim().required(messages.required).email(messages.invalidEmail),
    phone: string().trim(),
    company: string().trim(),
    subject: string().trim(),
    message: string().trim().required(messages.required),
    consent: boolean().oneOf([true], messages.required).required(messages.required),
  });
}

/** The payload: trimmed, optional fields left out when empty. */
export function toClientQuestion(values: ClientQuestionValues): ClientQuestion {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const question: ClientQuestion = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), consent: values.consent };
  const phone = optional(values.phone);
  const company = optional(values.company);
  const subject = optional(values.subject);
  if (phone) question.phone = phone;
  if (company) question.company = company;
  if (subject) question.subject = subject;
  return question;
}
