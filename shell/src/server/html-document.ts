// The parts of the HTML document around the streamed React root.
import { tokensToCss, type Locale } from '@ergoforma/shared-contracts';
import { STATE_ELEMENT_ID, serializeState, type EmbeddedState } from '../app/state';
import { escapeHtml } from './head-html';

const TOKENS_CSS = tokensToCss();

export interface DocumentParts {
  locale: Locale;
  /** <title>, description, Open Graph, canonical, hreflang, robots and JSON-LD lines (head-html.ts). */
  headLines: string[];
  stylesheets: string[];
  /** Remote entries the page needs, with the SHA-384 the browser must find (the script loads the same way). */
  scriptPreloads: Array<{ href: string; integrity?: string }>;
  shellAssets: { js: string; css: string };
  /** The response's CSP nonce: scripts, script preloads and inline styles carry it. */
  nonce: string;
}

export function documentStart({
  locale,
  headLines,
  stylesheets,
  scriptPreloads,
  shellAssets,
  nonce,
}: DocumentParts): string {
  const nonceAttribute = `nonce="${nonce}"`;
  const lines = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...headLines,
    '<meta name="theme-color" content="#199ecb">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style ${nonceAttribute}>${TOKENS_CSS}</style>`,
    `<link rel="stylesheet" href="${shellAssets.css}">`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...scriptPreloads.map(({ href, integrity }) =>
      integrity
        ? `<link rel="preload" as="script" href="${escapeHtml(href)}" integrity="${escapeHtml(integrity)}" crossorigin="anonymous" ${nonceAttribute}>`
        : `<link rel="preload" as="script" href="${escapeHtml(href)}" ${nonceAttribute}>`,
    ),
    `<script src="${shellAssets.js}" ${nonceAttribute} defer></script>`,
    '</head>',
    '<body>',
    '<div id="root">',
  ];
  return lines.filter(Boolean).join('\n');
}

export function documentEnd(state: EmbeddedState): string {
  return `</div>\n<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState(state)}</script>\n</body>\n</html>\n`;
}
