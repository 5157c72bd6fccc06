// A stored upload as it is handed back to staff: its format's content type and the client's file name once more
// made safe (no path, no quotes or line breaks, bounded), with its format's extension.
import type { SubmissionFile } from '../db';
import { sanitiseFileName } from './file-name';
import type { DetectedFileType } from './magic-bytes';

export const CONTENT_TYPES: Readonly<Record<DetectedFileType, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
};

const EXTENSIONS: Readonly<Record<DetectedFileType, readonly string[]>> = {
  pdf: ['pdf'],
  doc: ['doc'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  bmp: ['bmp'],
};

export function downloadName(file: Pick<SubmissionFile, 'originalName' | 'detectedType'>): string {
  const name = sanitiseFileName(file.originalName);
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  const known = EXTENSIONS[file.detectedType];
  return known.includes(extension) ? name : sanitiseFileName(`${name}.${known[0] ?? 'bin'}`);
}
