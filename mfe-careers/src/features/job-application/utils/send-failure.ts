// Which message a failed job application send shows (docs/behaviour.md#job-application-form).
//   - the API names the CV / cover letter (400 wrong format, 413 over 10 MB): 'Error sending CV file…' / the same for the cover letter;
//   - the API refuses other fields (400 errors.email, errors.consent…): 'Message sending error. Please check the form…';
//   - anything else (429 too many submissions, 5xx, API unreachable): 'Sending error. Try again shortly'.
import { ApiError } from '@ergoforma/shared-contracts';

export const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'position', 'consent'] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

export interface SendFailure {
  cv: boolean;
  coverLetter: boolean;
  /** Other fields the API refused, with its (untranslated) reason. */
  fields: Partial<Record<TextFieldName, string>>;
}

export function classifySendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { cv: false, coverLetter: false, fields: {} };
  const fieldErrors = error.fieldErrors ?? {};
  const names = Object.keys(fieldErrors);
  const fileStatus = error.status === 413 || error.status === 415 || error.status === 422;
  const message = error.message.toLowerCase();
  const fields: SendFailure['fields'] = {};
  if (error.status === 400 || error.status === 422) {
    for (const name of TEXT_FIELDS) if (name in fieldErrors) fields[name] = String(fieldErrors[name]);
  }
  return {
    cv: names.includes('cv') || (fileStatus && /\bcv\b/.test(message)),
    coverLetter: names.includes('coverLetter') || (fileStatus && /cover.?letter/.test(message)),
    fields,
  };
}

export function buildApplicationFormData(values: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  cv: File | null;
  coverLetter: File | null;
}): FormData {
  const data = new FormData();
  data.append('firstName', values.firstName.trim());
  data.append('lastName', values.lastName.trim());
  data.append('email', values.email.trim());
  data.append('phone', values.phone.trim());
  data.append('position', values.position);
  data.append('consent', 'true');
  if (values.cv) data.append('cv', values.cv, values.cv.name);
  if (values.coverLetter) data.append('coverLetter', values.coverLetter, values.coverLetter.name);
  return data;
}
