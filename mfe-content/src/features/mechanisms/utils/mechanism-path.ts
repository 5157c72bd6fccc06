// Where a mechanism's page lives: the sitemap node of resolver 'mechanisms' with a {slug} pattern
// ('mechanizmy/{slug}', 'en/mechanisms/{slug}', ...), filled with the mechanism's slug in the page's language.
import { buildSlug, localizePath, type Locale, type SitemapNode } from '@ergoforma/shared-contracts';

/** The slug pattern of the mechanism detail node, or null when the sitemap has none. */
export function mechanismDetailPattern(nodes: readonly SitemapNode[]): string | null {
  const node = nodes.find((candidate) => candidate.resolver === 'mechanisms' && candidate.action === 'show' && candidate.slug.includes('{slug}'));
  return node?.slug ?? null;
}

/**
 * A mechanism's path. Without a detail node in the sitemap the list's own path plus the slug is the best guess
 * (the fixtures nest 'mechanizmy/{slug}' under 'mechanizmy').
 */
export function mechanismPath(locale: Locale, pattern: string | null, slug: string, listPath: string): string {
  if (pattern) return localizePath(locale, buildSlug(pattern, { slug }));
  return `${listPath.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}
