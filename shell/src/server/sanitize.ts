// Server-side HTML sanitiser for API HTML: DOMPurify on a jsdom window, with the contracts' allow-list. The same
// HTML comes back on every render of a page, and a jsdom parse is costly: results are remembered (bounded).
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';
import { SANITIZE_CONFIG, type HtmlSanitizer, type SafeHtml } from '@ergoforma/shared-contracts';

const purify = createDOMPurify(new JSDOM('').window);

/** About 8 MB of UTF-16 text, input and output. */
const sanitized = new LRUCache<string, SafeHtml>({
  maxSize: 4 * 1024 * 1024,
  maxEntrySize: 256 * 1024,
  // At least 1: the cache refuses a size of 0 (it threw for an empty description).
  sizeCalculation: (output, input) => output.length + input.length + 1,
});

export const sanitizeHtml: HtmlSanitizer = (html) => {
  let safe = sanitized.get(html);
  if (safe === undefined) {
    safe = purify.sanitize(html, SANITIZE_CONFIG) as SafeHtml;
    sanitized.set(html, safe);
  }
  return safe;
};
