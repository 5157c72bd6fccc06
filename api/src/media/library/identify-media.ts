// What an uploaded file is: the format file-type finds in its bytes, never its name or the client's content type,
// confirmed by decoding it (an image) or reading its structure (a PDF, with no active content), the same checks as
// the forms' uploads.
import { fileTypeFromBuffer } from 'file-type';
import { decodes, isSafePdf } from '../../forms/file-type-check';
import type { MediaFormat } from './media-kinds';

const ACCEPTED: Readonly<Record<string, MediaFormat>> = { jpg: 'jpeg', png: 'png', webp: 'webp', pdf: 'pdf' };

/** The accepted format `bytes` are, or null when they are none of them or do not hold together. */
export async function identifyMedia(bytes: Buffer): Promise<MediaFormat | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? ACCEPTED[detected.ext] : undefined;
  if (format === undefined) return null;
  if (format === 'pdf') return isSafePdf(bytes) ? 'pdf' : null;
  return (await decodes(bytes, format)) ? format : null;
}
