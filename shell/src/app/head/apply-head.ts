// The browser's half of the page head: after a client-side navigation, the managed tags of the previous page are
// replaced by the new page's, exactly the ones the server would have written (server/head-html.ts). JSON-LD
// scripts added here are data blocks, never executed, so they need no CSP nonce.
import type { DocumentHead, HeadTag } from './head-tags';

/** Every element of <head> the page head manages; the rest (charset, stylesheets, scripts, preloads) stays. */
export const MANAGED_HEAD_SELECTOR = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(',');

function elementFor(document: Document, tag: HeadTag): HTMLElement {
  if (tag.kind === 'meta') {
    const meta = document.createElement('meta');
    meta.setAttribute(tag.attribute, tag.key);
    meta.setAttribute('content', tag.content);
    return meta;
  }
  if (tag.kind === 'link') {
    const link = document.createElement('link');
    link.setAttribute('rel', tag.rel);
    if (tag.hreflang) link.setAttribute('hreflang', tag.hreflang);
    link.setAttribute('href', tag.href);
    return link;
  }
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify(tag.data);
  return script;
}

export function applyDocumentHead(document: Document, head: DocumentHead): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  for (const element of document.head.querySelectorAll(MANAGED_HEAD_SELECTOR)) element.remove();
  const elements = head.tags.map((tag) => elementFor(document, tag));
  const title = document.head.querySelector('title');
  if (title) title.after(...elements);
  else document.head.prepend(...elements);
}
