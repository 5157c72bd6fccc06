// An attachment (CV, cover letter) is refused before upload when over 10 MB or not jpg, jpeg, png, bmp, doc, pdf
// (docs/behaviour.md#job-application-form).
import { ACCEPTED_APPLICATION_FILE_EXTENSIONS, MAX_UPLOAD_BYTES } from '@ergoforma/shared-contracts';

/** MIME types a browser may report for the accepted extensions; an empty type (unknown to the browser) is allowed. */
const ACCEPTED_MIME_TYPES = new Set([
  'image/jpeg',
  'image/pjpeg',
  'image/png',
  'image/bmp',
  'image/x-bmp',
  'image/x-ms-bmp',
  'application/msword',
  'application/pdf',
  'application/x-pdf',
]);

/** The `accept` attribute of the file inputs (a hint for the file picker; the checks below are authoritative). */
export const ACCEPT_ATTRIBUTE = ACCEPTED_APPLICATION_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedFormat(file: Pick<File, 'name' | 'type'>): boolean {
  const extensionOk = (ACCEPTED_APPLICATION_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
  const mimeOk = !file.type || ACCEPTED_MIME_TYPES.has(file.type.toLowerCase());
  return extensionOk && mimeOk;
}

export function isWithinSizeLimit(file: Pick<File, 'size'>): boolean {
  return file.size <= MAX_UPLOAD_BYTES;
}
