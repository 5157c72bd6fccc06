// A client's file name is only ever stored as a label: reduced to its last path segment, letters (any
// alphabet), digits and a few punctuation marks, and a bounded length that keeps the extension.
const MAX_LENGTH = 200;
const FALLBACK = 'file';

/** `name` may be missing: busboy gives none for a part without a filename (an empty file input). */
export function sanitiseFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '') // no hidden or relative-looking names
    .trim();
  if (cleaned === '') return FALLBACK;
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_LENGTH - extension.length) + extension;
}
