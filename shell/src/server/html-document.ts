// The parts of the HTML document around the streamed React root.
import { tokensToCss, type LeadImage, type Locale } from '@ergoforma/shared-contracts';
import { STATE_ELEMENT_ID, serializeState, type EmbeddedState } from '../app/state';
import { escapeHtml } from './head-html';
import type { PageStylesheet } from './inline-styles';

const TOKENS_CSS = tokensToCss();

export interface ShellAssets {
  js: string;
  css: string;
  /** The font files every page uses, preloaded from the head (font-preloads.ts). */
  fonts: string[];
}

export interface DocumentParts {
  locale: Locale;
  /** <title>, description, Open Graph, canonical, hreflang, robots and JSON-LD lines (head-html.ts). */
  headLines: string[];
  /** The page's largest image above the fold, preloaded from the head. */
  leadImage?: LeadImage;
  /** The shell's and the page's remotes' stylesheets, in order; inlined where their text could be read. */
  stylesheets: PageStylesheet[];
  /** Remote entries the page needs, with the SHA-384 the browser must find (the script loads the same way). */
  scriptPreloads: Array<{ href: string; integrity?: string }>;
  shellAssets: ShellAssets;
  /** The response's CSP nonce: scripts, script preloads and inline styles carry it. */
  nonce: string;
}

/**
 * The page's lead image (its largest contentful paint), requested from the head with high priority. The first
 * source is the one the page's <picture> offers first (WebP): a browser without it skips the preload by its type.
 */
export function leadImagePreload(lead: LeadImage | undefined): string[] {
  if (!lead) return [];
  const source = lead.image.sources[0];
  if (!source) return [`<link rel="preload" as="image" href="${escapeHtml(lead.image.url)}" fetchpriority="high">`];
  return [
    `<link rel="preload" as="image" type="${escapeHtml(source.type)}" imagesrcset="${escapeHtml(source.srcset)}" ` +
      `imagesizes="${escapeHtml(lead.sizes)}" fetchpriority="high">`,
  ];
}

/**
 * A stylesheet inlined (its address kept in data-href, see inline-styles.ts; the nonce lets the page's CSP
 * accept it) or, if unreadable, linked.
 */
export function stylesheetTag({ href, css }: PageStylesheet, nonce: string): string {
  if (css === null) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
  return `<style nonce="${nonce}" data-href="${escapeHtml(href)}">${css}</style>`;
}

export function documentStart({
  locale,
  headLines,
  leadImage,
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
    ...leadImagePreload(leadImage),
    ...shellAssets.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`,
    ),
    '<meta name="theme-color" content="#199ecb">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style ${nonceAttribute}>${TOKENS_CSS}</style>`,
    ...stylesheets.map((stylesheet) => stylesheetTag(stylesheet, nonce)),
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
