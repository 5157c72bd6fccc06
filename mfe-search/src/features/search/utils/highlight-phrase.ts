// Finds the search phrase in a text, ignoring case and diacritics ('krzeslo' finds 'Krzesło'), and cuts the text
// into plain and matched parts. The parts are rendered as React text, so nothing in the text or phrase is HTML.

/** Letters that Unicode decomposition does not fold to a base letter (the API folds the same way). */
const EXTRA_FOLDS: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };
const COMBINING_MARKS = /\p{M}+/gu;
const BLANK = /\s/u;

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

export interface TextPart {
  text: string;
  match: boolean;
}

/** The text cut at every occurrence of the phrase; an empty phrase or no match gives the whole text, unmatched. */
export function highlightPhrase(text: string, phrase: string): TextPart[] {
  const needle = foldText(phrase.trim());
  if (needle === '' || text === '') return text === '' ? [] : [{ text, match: false }];
  const { folded, start, end } = foldWithMap(text);
  const parts: TextPart[] = [];
  let cursor = 0;
  let from = 0;
  for (let found = folded.indexOf(needle, from); found >= 0; found = folded.indexOf(needle, from)) {
    const matchStart = Math.max(start[found]!, cursor);
    const matchEnd = end[found + needle.length - 1]!;
    if (matchStart > cursor) parts.push({ text: text.slice(cursor, matchStart), match: false });
    if (matchEnd > matchStart) parts.push({ text: text.slice(matchStart, matchEnd), match: true });
    cursor = Math.max(cursor, matchEnd);
    from = found + needle.length;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
