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

function foldChar(char: string): string {
  const lower = char.toLowerCase();
  const extra = EXTRA_FOLDS[lower];
  if (extra !== undefined) return extra;
  return lower.normalize('NFD').replace(COMBINING_MARKS, '');
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
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    folded += part;
    for (let i = 0; i < part.length; i += 1) origin.push(index);
    index += char.length;
  }
  return { folded, origin };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of an HTML fragment (content HTML of our own fixtures, not arbitrary documents). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ExcerptOptions {
  /** Characters kept on each side of a match (SPEC §9: about 100). */
  radius: number;
  /** At most this many fragments (SPEC §9: 3). */
  maxFragments: number;
}

/**
 * Up to `maxFragments` fragments of `text` around the matches of `foldedPhrase` (already folded), joined by '|'.
 * Overlapping windows are merged. With no match in the text, the beginning of the text is the excerpt.
 */
export function excerptAround(text: string, foldedPhrase: string, options: ExcerptOptions): string {
  const clean = text.replace(/\|/g, '/');
  if (clean === '') return '';
  const { folded, origin } = foldTextWithMap(clean);
  const windows: Array<{ start: number; end: number }> = [];
  let from = 0;
  while (foldedPhrase !== '' && windows.length < options.maxFragments) {
    const found = folded.indexOf(foldedPhrase, from);
    if (found < 0) break;
    const matchStart = origin[found] ?? 0;
    const lastFolded = found + foldedPhrase.length - 1;
    const matchEnd = (origin[lastFolded] ?? clean.length - 1) + 1;
    const start = Math.max(0, matchStart - options.radius);
    const end = Math.min(clean.length, matchEnd + options.radius);
    const previous = windows[windows.length - 1];
    if (previous && start <= previous.end) previous.end = Math.max(previous.end, end);
    else windows.push({ start, end });
    from = found + foldedPhrase.length;
  }
  if (windows.length === 0) windows.push({ start: 0, end: Math.min(clean.length, options.radius * 2) });
  return windows
    .map(({ start, end }) => {
      const fragment = trimToWords(clean, start, end);
      return `${start > 0 ? '…' : ''}${fragment}${end < clean.length ? '…' : ''}`;
    })
    .join('|');
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

/** Escapes LIKE wildcards so a phrase is matched literally (used with ESCAPE '\'). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
