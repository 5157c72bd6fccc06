// Text helpers for the search: folding case and diacritics, stripping HTML, cutting excerpts.

/** Letters that Unicode decomposition does not fold to a base letter (ł is a letter of its own in NFD). */
const EXTRA_FOLDS: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};

const COMBINING_MARKS = /\p{M}+/gu;

const foldedChars = new Map<string, string>();

/** Search excerpts fold every character of every result: ASCII goes the short way, the rest is remembered. */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : char;
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    const lower = char.toLowerCase();
    folded = EXTRA_FOLDS[lower] ?? lower.normalize('NFD').replace(COMBINING_MARKS, '');
    foldedChars.set(char, folded);
  }
  return folded;
}

/** Case- and diacritic-insensitive form used for matching: 'Krzesło Obrotowe' -> 'krzeslo obrotowe'. */
export function foldText(text: string): string {
  return foldTextWithMap(text).folded;
}

/**
 * Folds text and remembers, for every folded character, the index of the original character it came from,
 * so a match found in the folded text can be cut out of the original text.
 */
export function foldTextWithMap(text: string): { folded: string; origin: number[] } {
  const parts: string[] = [];
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    parts.push(part);
    for (let i = 0; i < part.length; i += 1) origin.push(index);
    index += char.length;
  }
  return { folded: parts.join(''), origin };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Where a block of text ends (a paragraph, a list item, a heading, a cell, a line break). */
const BLOCK_END = /<\/(?:p|li|h[1-6]|div|td|th|dt|dd|blockquote|figcaption)\s*>|<br\s*\/?>/gi;
const BLOCK_BREAK = '\u2029';
const SENTENCE_END = /[.!?:;…]$/u;

/**
 * Plain text of an HTML fragment (content HTML of our own fixtures, not arbitrary documents). Blocks stay apart:
 * one that does not end a sentence gets a full stop, so list items never run together in an excerpt
 * ('5 cm. 5 lat gwarancji', not '5 cm 5 lat gwarancji').
 */
export function htmlToText(html: string): string {
  const blocks = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(BLOCK_END, BLOCK_BREAK)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .split(BLOCK_BREAK)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '');
  return blocks
    .map((block, index) => (index < blocks.length - 1 && !SENTENCE_END.test(block) ? `${block}.` : block))
    .join(' ');
}

export interface ExcerptOptions {
  /** Characters kept on each side of a match (about 100; docs/behaviour.md#search-excerpts). */
  radius: number;
  /** At most this many fragments (3; docs/behaviour.md#search-excerpts). */
  maxFragments: number;
}

/** Where the folded terms occur in the folded text, in text order: [start, end) in folded indices. */
function matchesOf(folded: string, foldedTerms: readonly string[]): Array<{ start: number; end: number }> {
  const matches: Array<{ start: number; end: number }> = [];
  for (const term of foldedTerms) {
    if (term === '') continue;
    for (let found = folded.indexOf(term); found >= 0; found = folded.indexOf(term, found + term.length)) {
      matches.push({ start: found, end: found + term.length });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/**
 * Up to `maxFragments` fragments of `text` around the matches of any of `foldedTerms` (already folded), joined
 * by '|'. Overlapping windows are merged. With no match in the text, the beginning of the text is the excerpt.
 */
export function excerptAround(text: string, foldedTerms: readonly string[], options: ExcerptOptions): string {
  const clean = text.replace(/\|/g, '/');
  if (clean === '') return '';
  const { folded, origin } = foldTextWithMap(clean);
  const maxLength = options.radius * 2 + 40;
  const windows: Array<{ start: number; end: number }> = [];
  for (const match of matchesOf(folded, foldedTerms)) {
    const matchStart = origin[match.start] ?? 0;
    const matchEnd = (origin[match.end - 1] ?? clean.length - 1) + 1;
    const start = Math.max(0, matchStart - options.radius);
    const end = Math.min(clean.length, matchEnd + options.radius);
    const previous = windows[windows.length - 1];
    if (previous && start <= previous.end) {
      // Overlapping windows merge, but a fragment stays about one window long (~100 either side;
      // docs/behaviour.md#search-excerpts).
      previous.end = Math.min(Math.max(previous.end, end), previous.start + maxLength);
    } else if (windows.length < options.maxFragments) windows.push({ start, end });
    else break;
  }
  if (windows.length === 0) windows.push({ start: 0, end: Math.min(clean.length, options.radius * 2) });
  return windows
    .map(({ start, end }) => {
      const fragment = trimToWords(clean, start, end);
      return `${start > 0 ? '…' : ''}${fragment}${end < clean.length ? '…' : ''}`;
    })
    .join('|');
}

/** Most words of a phrase that take part in a search. */
const MAX_SEARCH_TERMS = 8;

/** The folded words of a visitor's phrase (letters and digits only: quotes and FTS operators are dropped). */
export function searchTerms(phrase: string): string[] {
  return (foldText(phrase).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_TERMS);
}

/** FTS5 query for all the terms, the last one as a prefix ('ergon' finds 'ergonomia'); terms are quoted. */
export function ftsQuery(terms: readonly string[], columns: string): string {
  const last = terms.length - 1;
  return `${columns} : (${terms.map((term, index) => `"${term}"${index === last ? '*' : ''}`).join(' ')})`;
}

/** Cuts [start, end) and drops the partial words at the cut edges (unless that would drop everything). */
function trimToWords(text: string, start: number, end: number): string {
  let fragment = text.slice(start, end);
  if (start > 0) {
    const space = fragment.indexOf(' ');
    if (space >= 0 && space < fragment.length / 3) fragment = fragment.slice(space + 1);
  }
  if (end < text.length) {
    const space = fragment.lastIndexOf(' ');
    if (space > (fragment.length * 2) / 3) fragment = fragment.slice(0, space);
  }
  return fragment.trim();
}
