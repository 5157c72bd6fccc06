// The parts of the HTML document around the streamed React root.
import { tokensToCss, type Locale, type PageHead } from '@ergoforma/shared-contracts';
import { STATE_ELEMENT_ID, serializeState, type EmbeddedState } from '../app/state';

const SITE_NAME = 'Ergoforma';
const TOKENS_CSS = tokensToCss();

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface DocumentParts {
  locale: Locale;
  head: PageHead | null;
  stylesheets: string[];
  scriptPreloads: string[];
  shellAssets: { js: string; css: string };
}

export function documentStart({ locale, head, stylesheets, scriptPreloads, shellAssets }: DocumentParts): string {
  const title = head?.title ? `${head.title} | ${SITE_NAME}` : SITE_NAME;
  const lines = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    head?.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
    '<meta name="theme-color" content="#199ecb">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style>${TOKENS_CSS}</style>`,
    `<link rel="stylesheet" href="${shellAssets.css}">`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...scriptPreloads.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    `<script src="${shellAssets.js}" defer></script>`,
    '</head>',
    '<body>',
    '<div id="root">',
  ];
  return lines.filter(Boolean).join('\n');
}

export function documentEnd(state: EmbeddedState): string {
  return `</div>\n<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState(state)}</script>\n</body>\n</html>\n`;
}
