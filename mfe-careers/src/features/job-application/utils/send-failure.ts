// SPEC §8: which message a failed job application send shows.
import { ApiError } from '@ergoforma/shared-contracts';

export type SendFailure = { cv: boolean; coverLetter: boolean };

/** A CV / cover-letter failure when the API names that file; otherwise a general send error (both false). */
export function classifySendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { cv: false, coverLetter: false };
  const fields = Object.keys(error.fieldErrors ?? {});
  const fileStatus = error.status === 415 || error.status === 422;
  const message = error.message.toLowerCase();
  return {
    cv: fields.includes('cv') || (fileStatus && /\bcv\b/.test(message)),
    coverLetter: fields.includes('coverLetter') || (fileStatus && /cover.?letter/.test(message)),
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
