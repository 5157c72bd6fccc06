// The server's half of the page head: the tags of app/head/head-tags.ts as HTML lines, <title> first.
import type { DocumentHead, HeadTag } from '../app/head/head-tags';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON safe inside <script type="application/ld+json">: no '</script>', no HTML comment, no line separators. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function tagHtml(tag: HeadTag): string {
  switch (tag.kind) {
    case 'meta':
      return `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}">`;
    case 'link':
      return tag.hreflang
        ? `<link rel="${tag.rel}" hreflang="${tag.hreflang}" href="${escapeHtml(tag.href)}">`
        : `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}">`;
    case 'json-ld':
      return `<script type="application/ld+json">${serializeJsonLd(tag.data)}</script>`;
  }
}

export function headHtml(head: DocumentHead): string[] {
  return [`<title>${escapeHtml(head.title)}</title>`, ...head.tags.map(tagHtml)];
}
