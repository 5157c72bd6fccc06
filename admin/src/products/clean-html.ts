// What the rich-text editor saves: only the HTML the site's sanitiser keeps (SANITIZE_CONFIG, the one allow-list),
// so what staff see in the editor is what visitors see. A tag outside the list gives way to its content, an
// attribute outside it is dropped, and a link or picture address the site would refuse is removed.
import { SANITIZE_CONFIG } from '@ergoforma/shared-contracts';

const TAGS = new Set(SANITIZE_CONFIG.ALLOWED_TAGS);
const ATTRIBUTES = new Set(SANITIZE_CONFIG.ALLOWED_ATTR);
const URI_ATTRIBUTES = new Set(['href', 'src']);
/** Tags whose content is not text to keep. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript']);

function cleanChildren(parent: Node): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (!(node instanceof Element)) continue;
    const tag = node.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      node.remove();
      continue;
    }
    cleanChildren(node);
    if (!TAGS.has(tag)) {
      node.replaceWith(...node.childNodes);
      continue;
    }
    for (const { name, value } of [...node.attributes]) {
      const keep =
        ATTRIBUTES.has(name) && (!URI_ATTRIBUTES.has(name) || SANITIZE_CONFIG.ALLOWED_URI_REGEXP.test(value));
      if (!keep) node.removeAttribute(name);
    }
  }
}

export function cleanHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  cleanChildren(body);
  const result = body.innerHTML.trim();
  // The editor's empty document.
  return result === '<p></p>' ? '' : result;
}
