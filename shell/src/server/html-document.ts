// The parts of the HTML document around the streamed React root. Its inline elements are allowed by their hash in
// the page's Content-Security-Policy (security-headers.ts), so the HTML is the same for every visitor and a cached
// copy can be served as it is, by the shell or by a CDN.
import { createHash } from 'node:crypto';
import { tokensToCss, type LeadImage, type Locale } from '@ergoforma/shared-contracts';
import { STATE_ELEMENT_ID, serializeState, type EmbeddedState } from '../app/state';
import { escapeHtml } from './head-html';
import type { PageStylesheet } from './inline-styles';

const TOKENS_CSS = tokensToCss();

/** The CSP source of an inline element's text ('sha256-<base64>', quoted as the policy writes it). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

const TOKENS_HASH = hashSource(TOKENS_CSS);

/** The hashes of a document's inline scripts and styles, for its policy. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

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
  scriptPreloads: ScriptPreload[];
  shellAssets: ShellAssets;
}

export interface ScriptPreload {
  href: string;
  integrity?: string;
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
 * A stylesheet inlined (its address kept in data-href, see inline-styles.ts; its hash lets the page's CSP
 * accept it) or, if unreadable, linked.
 */
export function stylesheetTag({ href, css }: PageStylesheet): string {
  if (css === null) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
  return `<style data-href="${escapeHtml(href)}">${css}</style>`;
}

/**
 * The page's one inline script, which starts the JavaScript: under 'strict-dynamic' the scripts and script
 * preloads it adds are trusted, where markup ones would need a nonce. It preloads the shell's entry and the
 * remotes' entries at once (as <link rel=preload> in the markup did), and runs the shell's entry once the
 * document is parsed (as `defer` did).
 */
export function bootstrapScript(main: string, preloads: ScriptPreload[]): string {
  const scripts = JSON.stringify([{ href: main }, ...preloads]).replace(/</g, '\\u003c');
  return (
    `(function(d,s){function add(t,p){var e=d.createElement(t);Object.assign(e,p);d.head.appendChild(e)}` +
    `s.forEach(function(x){add('link',x.integrity?{rel:'preload',as:'script',href:x.href,integrity:x.integrity,` +
    `crossOrigin:'anonymous'}:{rel:'preload',as:'script',href:x.href})});` +
    `function run(){add('script',{src:s[0].href,async:false})}` +
    `d.readyState==='loading'?d.addEventListener('DOMContentLoaded',run):run()})(document,${scripts})`
  );
}

export function documentStart({
  locale,
  headLines,
  leadImage,
  stylesheets,
  scriptPreloads,
  shellAssets,
}: DocumentParts): { html: string; inline: InlineHashes } {
  const bootstrap = bootstrapScript(shellAssets.js, scriptPreloads);
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
    `<style>${TOKENS_CSS}</style>`,
    ...stylesheets.map(stylesheetTag),
    `<script>${bootstrap}</script>`,
    '</head>',
    '<body>',
    '<div id="root">',
  ];
  return {
    html: lines.filter(Boolean).join('\n'),
    inline: {
      scripts: [hashSource(bootstrap)],
      styles: [
        TOKENS_HASH,
        ...stylesheets.flatMap(({ css }) => (css === null ? [] : [hashSource(css)])).filter(unique),
      ],
    },
  };
}

const unique = <T>(value: T, index: number, all: T[]) => all.indexOf(value) === index;

export function documentEnd(state: EmbeddedState): string {
  return `</div>\n<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState(state)}</script>\n</body>\n</html>\n`;
}
