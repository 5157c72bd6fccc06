// Finds the search phrase in a text, ignoring case and diacritics ('krzeslo' finds 'Krzesło'), and cuts the text
// into plain and matched parts. The parts are rendered as React text, so nothing in the text or phrase is HTML.

/** Letters that Unicode decomposition does not fold to a base letter (the API folds the same way). */
const EXTRA_FOLDS: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };
const COMBINING_MARKS = /\p{M}+/gu;
const BLANK = /\s/u;
/** Words of a phrase this short are not highlighted on their own (an 'i' would mark every i). */
const MIN_WORD_LENGTH = 3;

function foldChar(char: string): string {
  if (BLANK.test(char)) return ' ';
  const lower = char.toLowerCase();
  return EXTRA_FOLDS[lower] ?? lower.normalize('NFD').replace(COMBINING_MARKS, '');
}

interface FoldedText {
  folded: string;
  /** For each folded character: where its original character starts, and where the original text it covers ends. */
  start: number[];
  end: number[];
}

/** Folds case, diacritics and runs of blanks, remembering where each folded character came from. */
function foldWithMap(text: string): FoldedText {
  let folded = '';
  const start: number[] = [];
  const end: number[] = [];
  let index = 0;
  for (const char of text) {
    let part = foldChar(char);
    if (part === ' ' && folded.endsWith(' ')) part = '';
    if (part === '' && end.length > 0) end[end.length - 1] = index + char.length; // a lone mark joins the letter before
    for (let i = 0; i < part.length; i += 1) {
      start.push(index);
      end.push(index + char.length);
    }
    folded += part;
    index += char.length;
  }
  return { folded, start, end };
}

export function foldText(text: string): string {
  return foldWithMap(text).folded;
}

/** What to look for: the whole phrase, and for a phrase of several words each word long enough to mean something. */
function needlesOf(phrase: string): string[] {
  const whole = foldText(phrase.trim()).trim();
  if (whole === '') return [];
  const words = whole.split(' ').filter((word) => word.length >= MIN_WORD_LENGTH);
  return [...new Set([whole, ...words])];
}

/** A matched range [start, end) of the original text. */
export type MatchRange = readonly [number, number];

/**
 * Where the phrase (or, for several words, any of its words) occurs in the text, as ranges of the original text,
 * in order; overlapping ranges and ranges apart by blanks only are joined ('krzesło obrotowe' is one match).
 */
export function findPhrase(text: string, phrase: string): MatchRange[] {
  const needles = needlesOf(phrase);
  if (needles.length === 0 || text === '') return [];
  const { folded, start, end } = foldWithMap(text);
  const found: Array<[number, number]> = [];
  for (const needle of needles) {
    for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
      found.push([start[at], end[at + needle.length - 1]]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const joined: Array<[number, number]> = [];
  for (const range of found) {
    const last = joined.at(-1);
    if (last && (range[0] <= last[1] || text.slice(last[1], range[0]).trim() === ''))
      last[1] = Math.max(last[1], range[1]);
    else joined.push([range[0], range[1]]);
  }
  return joined;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** The text cut at every occurrence of the phrase; an empty phrase or no match gives the whole text, unmatched. */
export function highlightPhrase(text: string, phrase: string): TextPart[] {
  if (text === '') return [];
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [from, to] of findPhrase(text, phrase)) {
    if (from > cursor) parts.push({ text: text.slice(cursor, from), match: false });
    parts.push({ text: text.slice(from, to), match: true });
    cursor = to;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
