// Validation of form payloads that reports EVERY failing field (the app's own Ajv stops at the first error),
// with messages keyed by the payload's field names: `{ email: 'must be a valid e-mail address', ... }`.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { PHONE_PATTERN } from './form-schemas';

export const formAjv = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false });
addFormats(formAjv, ['email']);
formAjv.addFormat('phone', PHONE_PATTERN);

/** What fastify's validation errors and Ajv's share. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'must be a valid e-mail address',
  phone: 'must be a valid phone number (digits, spaces, brackets and dashes, 6 to 20 characters)',
};

function describe(issue: ValidationIssue): string {
  const { limit, type, format } = issue.params;
  switch (issue.keyword) {
    case 'required':
    case 'minLength': // only minLength 1 is used: the value was blank
      return 'is required';
    case 'additionalProperties':
      return 'is not a field of this form';
    case 'maxLength':
      return `must be at most ${String(limit)} characters long`;
    case 'minimum':
      return `must be at least ${String(limit)}`;
    case 'maximum':
      return `must be at most ${String(limit)}`;
    case 'pattern': // only the text rules of form-schemas.ts use a pattern
      return 'must not contain control characters or invalid Unicode';
    case 'format':
      return FORMAT_MESSAGES[String(format)] ?? 'has an invalid format';
    case 'const': // only consent uses const
      return 'must be accepted';
    case 'type':
      return `must be ${type === 'integer' ? 'an integer' : `a ${String(type)}`}`;
    default:
      return 'is invalid';
  }
}

function fieldOf(issue: ValidationIssue): string {
  const named = issue.params.missingProperty ?? issue.params.additionalProperty;
  if (typeof named === 'string') return named;
  const [first = ''] = issue.instancePath.split('/').slice(1);
  return first.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** One message per field (the first one found); issues about the body as a whole have no field and are left out. */
export function fieldErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (field !== '' && !(field in errors)) errors[field] = describe(issue);
  }
  return errors;
}

/** Trims every string value and turns blank ones into `undefined` (left out, so `required` reports them). */
export function normaliseTextFields(fields: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    fields[name] = trimmed === '' ? undefined : trimmed;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
