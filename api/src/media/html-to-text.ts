// The HTML of product texts (short description, tab blocks) as printable blocks for the data sheet. Only
// the tags the catalogue uses are understood: p, br, ul/li, strong/b, table rows (th/td) and caption;
// any other tag is dropped and its text kept.

/** A piece of text, bold inside <strong>/<b>. */
export interface TextRun {
  text: string;
  bold: boolean;
}

export type TextBlock =
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'item'; runs: TextRun[] }
  | { kind: 'caption'; text: string }
  | { kind: 'row'; cells: string[] };

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The runs without leading and trailing white space; none if there is no text at all. */
function trimRuns(list: readonly TextRun[]): TextRun[] {
  if (list.every((run) => run.text.trim() === '')) return [];
  const copy = list.map((run) => ({ ...run }));
  const first = copy[0];
  const last = copy[copy.length - 1];
  if (first) first.text = first.text.replace(/^\s+/, '');
  if (last) last.text = last.text.replace(/\s+$/, '');
  return copy.filter((run) => run.text !== '');
}

const TOKEN = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>|([^<]+)|</gi;

export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let runs: TextRun[] = [];
  let inItem = false;
  let bold = 0;
  let caption: string | null = null;
  let cells: string[] | null = null;
  let cell: string | null = null;

  /** Ends the paragraph or list item being collected; whitespace-only text makes no block. */
  const flush = () => {
    const trimmed = trimRuns(runs);
    if (trimmed.length > 0) blocks.push({ kind: inItem ? 'item' : 'paragraph', runs: trimmed });
    runs = [];
  };

  for (const match of html.matchAll(TOKEN)) {
    const [, closing, rawTag, rawText] = match;
    if (rawTag === undefined) {
      const value = decodeEntities(rawText ?? '<').replace(/\s+/g, ' ');
      if (cell !== null) cell += value;
      else if (caption !== null) caption += value;
      else if (cells === null) runs.push({ text: value, bold: bold > 0 });
      continue;
    }
    const tag = rawTag.toLowerCase();
    const opening = closing !== '/';
    switch (tag) {
      case 'p':
      case 'ul':
      case 'ol':
      case 'table':
        flush();
        break;
      case 'li':
        flush();
        inItem = opening;
        break;
      case 'br':
        if (cell !== null) cell += ' ';
        else runs.push({ text: '\n', bold: false });
        break;
      case 'strong':
      case 'b':
        bold = Math.max(0, bold + (opening ? 1 : -1));
        break;
      case 'caption':
        if (opening) caption = '';
        else if (caption !== null) {
          if (caption.trim() !== '') blocks.push({ kind: 'caption', text: caption.trim() });
          caption = null;
        }
        break;
      case 'tr':
        if (opening) {
          flush();
          cells = [];
        } else if (cells !== null) {
          if (cells.some((value) => value !== '')) blocks.push({ kind: 'row', cells });
          cells = null;
        }
        break;
      case 'th':
      case 'td':
        if (opening) cell = '';
        else if (cell !== null) {
          cells?.push(cell.trim());
          cell = null;
        }
        break;
      default:
        break;
    }
  }
  flush();
  return blocks;
}

/** Plain text of some HTML: paragraphs and items separated by blank lines, table rows as 'label: value'. */
export function htmlToText(html: string): string {
  return htmlToBlocks(html)
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.runs.map((run) => run.text).join('');
        case 'item':
          return `• ${block.runs.map((run) => run.text).join('')}`;
        case 'caption':
          return block.text;
        case 'row':
          return block.cells.join(': ');
      }
    })
    .join('\n\n');
}
