// Text of an HTML fragment for meta descriptions, card summaries and structured data: runs on the server too, so no
// DOM parser.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The visible text of `html`, whitespace collapsed, cut at a word boundary to at most `maxLength` characters. */
export function plainText(html: string, maxLength = Infinity): string {
  const text = decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The first paragraph of `html` (the whole fragment when it has no <p>): the opening sentence of a description. */
export function firstParagraph(html: string): string {
  const match = /<p[\s>][\s\S]*?<\/p>/i.exec(html);
  return match ? match[0] : html;
}
