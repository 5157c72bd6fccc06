// Rules of the proposal (quotation) request form (contracts ProposalRequest; the API checks the same): name,
// e-mail and message required; products and a whole quantity of at least 1 optional; consent given.
import { object, string } from 'yup';
import type { ProposalRequest } from '@ergoforma/shared-contracts';
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

export const MAX_QUANTITY = 1_000_000;

export interface ProposalRequestValues {
  company: string;
  name: string;
  email: string;
  phone: string;
  products: string;
  /** Kept as typed; a whole number from 1 up when given. */
  quantity: string;
  message: string;
  consent: boolean;
}

export const PROPOSAL_REQUEST_FIELDS: ReadonlyArray<keyof ProposalRequestValues> = [
  'company',
  'name',
  'email',
  'phone',
  'products',
  'quantity',
  'message',
  'consent',
];

export const EMPTY_PROPOSAL_REQUEST: ProposalRequestValues = {
  company: '',
  name: '',
  email: '',
  phone: '',
  products: '',
  quantity: '',
  message: '',
  consent: false,
};

export function proposalRequestSchema(messages: FormMessages & { invalidQuantity: string }) {
  return object({
    company: optionalText(messages, LIMITS.company),
    name: requiredText(messages, LIMITS.name),
    email: emailRule(messages),
    phone: phoneRule(messages, false),
    products: optionalText(messages, LIMITS.products),
    quantity: string()
      .trim()
      .test('quantity', messages.invalidQuantity, (value) => {
        if (!value) return true;
        if (!/^\d+$/.test(value)) return false;
        const quantity = Number(value);
        return quantity >= 1 && quantity <= MAX_QUANTITY;
      }),
    message: requiredText(messages, LIMITS.message),
    consent: consentRule(messages),
  });
}

export function toProposalRequest(values: ProposalRequestValues): ProposalRequest {
  const quantity = values.quantity.trim();
  return withoutBlank<ProposalRequest>({
    company: optionalValue(values.company),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optionalValue(values.phone),
    products: optionalValue(values.products),
    quantity: quantity === '' ? undefined : Number(quantity),
    message: values.message.trim(),
    consent: values.consent,
  });
}
