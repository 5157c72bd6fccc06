// Routing (docs/behaviour.md#routing): one catch-all route; the page is the sitemap node whose slug pattern matches the
// path.
import { splitLocaleFromPath, type Locale } from '../locale/locales';
import type { SitemapNode } from '../types/entities';

export interface SitemapMatch {
  node: SitemapNode;
  params: Record<string, string>;
  locale: Locale;
  /** The path without the locale prefix. */
  path: string;
}

interface CompiledPattern {
  regex: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledPattern>();

/** 'produkty/{category}/{product}' -> a regex matching one path segment per parameter. */
export function compileSlugPattern(slug: string): CompiledPattern {
  const cached = compiled.get(slug);
  if (cached) return cached;
  const names: string[] = [];
  const source = slug
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.replace(
        /\{([a-zA-Z_][a-zA-Z0-9_]*)\}|([^{]+)/g,
        (_, name: string | undefined, literal: string | undefined) => {
          if (name) {
            names.push(name);
            return '([^/]+)';
          }
          return (literal ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        },
      ),
    )
    .join('/');
  const result = { regex: new RegExp(`^/${source}$`), names };
  compiled.set(slug, result);
  return result;
}

/**
 * Index nodes first (docs/behaviour.md#routing), then literal patterns before parameterised ones, keeping the given
 * order otherwise.
 */
function matchOrder(nodes: SitemapNode[]): SitemapNode[] {
  const rank = (node: SitemapNode) => (node.action === 'index' ? 0 : node.slug.includes('{') ? 2 : 1);
  return nodes
    .map((node, index) => ({ node, index }))
    .sort((a, b) => rank(a.node) - rank(b.node) || a.index - b.index)
    .map(({ node }) => node);
}

/**
 * Finds the node for a full request path ('/en/products/chairs/nova'). The leading locale segment is removed
 * before matching. Returns null when no node matches: the caller shows the 404 page.
 */
export function matchSitemapNode(pathname: string, nodes: SitemapNode[]): SitemapMatch | null {
  const { locale, path } = splitLocaleFromPath(pathname);
  const normalized = path === '/' ? '/' : path.replace(/\/+$/, '');
  for (const node of matchOrder(nodes)) {
    const { regex, names } = compileSlugPattern(node.slug);
    const found = regex.exec(normalized === '/' ? '/' : normalized);
    if (!found) continue;
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
    } catch {
      return null; // malformed percent-encoding cannot name a page
    }
    return { node, params, locale, path: normalized };
  }
  return null;
}

/** Fills a slug pattern: ('produkty/{category}', { category: 'fotele' }) -> 'produkty/fotele'. */
export function buildSlug(slug: string, params: Record<string, string>): string {
  return slug.replace(/\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
