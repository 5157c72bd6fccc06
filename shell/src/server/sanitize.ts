// Server-side HTML sanitiser for API HTML: DOMPurify on a jsdom window, with the contracts' allow-list.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { SANITIZE_CONFIG, type HtmlSanitizer, type SafeHtml } from '@ergoforma/shared-contracts';

const purify = createDOMPurify(new JSDOM('').window);

export const sanitizeHtml: HtmlSanitizer = (html) => purify.sanitize(html, SANITIZE_CONFIG) as SafeHtml;
