// Search excerpts (docs/behaviour.md#search-excerpts): at most 3 matching fragments per result, each about 100
// characters either side of the match. The API sends fragments separated by '|' (already cut, marked with '…'); this
// cuts them again so the page keeps its shape whatever the API sends: long fragments, a whole text, repeats of the same
// passage.
import { findPhrase, foldText } from './highlight-phrase';

export const MAX_EXCERPTS = 3;
/** Characters kept on each side of a match (the cut moves to the nearest word boundary inside). */
export const EXCERPT_CONTEXT = 100;
const ELLIPSIS = '…';
/** Characters before or after a match that identify a passage: a second excerpt showing them again is a repeat. */
const REPEAT_CONTEXT = 25;

interface Fragment {
  text: string;
  /** The API already cut the fragment at its start / end. */
  cutBefore: boolean;
  cutAfter: boolean;
}

const CUT_MARK_BEFORE = /^(?:…|\.\.\.)\s*/u;
const CUT_MARK_AFTER = /\s*(?:…|\.\.\.)$/u;

function fragmentsOf(content: string): Fragment[] {
  return content
    .split('|')
    .map((part) => part.trim())
    .map((part) => ({
      text: part.replace(CUT_MARK_BEFORE, '').replace(CUT_MARK_AFTER, ''),
      cutBefore: CUT_MARK_BEFORE.test(part),
      cutAfter: CUT_MARK_AFTER.test(part),
    }))
    .filter((fragment) => fragment.text !== '');
}

/** Moves a cut start forward to the next word, but not past `limit`, so no word is cut in half. */
function startAtWord(text: string, from: number, limit: number): number {
  if (from <= 0) return 0;
  if (/\s/u.test(text[from - 1])) return from;
  const blank = text.slice(from, limit).search(/\s/u);
  return blank < 0 ? from : from + blank + 1;
}

/** Moves a cut end back to the end of the previous word, but not before `limit`. */
function endAtWord(text: string, to: number, limit: number): number {
  if (to >= text.length) return text.length;
  if (/\s/u.test(text[to])) return to;
  const blank = text.slice(limit, to).search(/\s\S*$/u);
  return blank < 0 ? to : limit + blank;
}

function excerpt(fragment: Fragment, from: number, to: number): string {
  const before = from > 0 || fragment.cutBefore ? ELLIPSIS : '';
  const after = to < fragment.text.length || fragment.cutAfter ? ELLIPSIS : '';
  let body = fragment.text.slice(from, to).trim();
  if (after) body = body.replace(/[\s,;:–-]+$/u, '');
  return `${before}${body}${after}`;
}

interface Window {
  from: number;
  to: number;
  /** The first match in the window, to recognise the same passage in another fragment. */
  matchStart: number;
  matchEnd: number;
}

/** One window per match, about 100 characters either side; matches close together share one window. */
function windowsOf(text: string, phrase: string): Window[] {
  const windows: Window[] = [];
  for (const [matchStart, matchEnd] of findPhrase(text, phrase)) {
    const last = windows.at(-1);
    if (last && matchStart - EXCERPT_CONTEXT <= last.to) {
      last.to = endAtWord(text, Math.min(text.length, matchEnd + EXCERPT_CONTEXT), matchEnd);
      continue;
    }
    windows.push({
      from: startAtWord(text, Math.max(0, matchStart - EXCERPT_CONTEXT), matchStart),
      to: endAtWord(text, Math.min(text.length, matchEnd + EXCERPT_CONTEXT), matchEnd),
      matchStart,
      matchEnd,
    });
  }
  return windows;
}

/**
 * The match with the words around it was already shown (API fragments overlap): both sides of it, or the one
 * side the fragment has, are in an earlier excerpt.
 */
function isRepeat(text: string, window: Window, shown: string[]): boolean {
  const passages: string[] = [];
  if (window.matchStart >= REPEAT_CONTEXT)
    passages.push(text.slice(window.matchStart - REPEAT_CONTEXT, window.matchEnd));
  if (window.matchEnd + REPEAT_CONTEXT <= text.length)
    passages.push(text.slice(window.matchStart, window.matchEnd + REPEAT_CONTEXT));
  if (passages.length === 0) passages.push(text);
  return shown.some((previous) => passages.every((passage) => previous.includes(foldText(passage))));
}

/**
 * Up to 3 excerpts of a result's content, each about 100 characters either side of a match of the phrase; a
 * passage already shown by an earlier excerpt is not shown again. Without any match (the phrase matched the
 * title only) the start of the content stands in, as one excerpt.
 */
export function cutExcerpts(content: string, phrase: string): string[] {
  const fragments = fragmentsOf(content ?? '');
  const excerpts: string[] = [];
  const shown: string[] = [];
  for (const fragment of fragments) {
    for (const window of windowsOf(fragment.text, phrase)) {
      const { text } = fragment;
      if (isRepeat(text, window, shown)) continue;
      excerpts.push(excerpt(fragment, window.from, window.to));
      shown.push(foldText(text.slice(window.from, window.to)));
      if (excerpts.length === MAX_EXCERPTS) return excerpts;
    }
  }
  if (excerpts.length > 0 || fragments.length === 0) return excerpts;
  const first = fragments[0];
  return [excerpt(first, 0, endAtWord(first.text, Math.min(first.text.length, 2 * EXCERPT_CONTEXT), 0))];
}
