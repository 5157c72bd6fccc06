// Sitemap nodes change rarely: keep each language's list for a minute instead of asking the API per request.
import type { ApiClient, Locale, SitemapNode } from '@ergoforma/shared-contracts';

const TTL_MS = 60_000;

export class SitemapCache {
  private readonly entries = new Map<Locale, { expires: number; nodes: Promise<SitemapNode[]> }>();

  constructor(private readonly apiFor: (locale: Locale) => ApiClient) {}

  get(locale: Locale): Promise<SitemapNode[]> {
    const cached = this.entries.get(locale);
    if (cached && cached.expires > Date.now()) return cached.nodes;
    const nodes = this.apiFor(locale)
      .services.sitemapNodes.list()
      .then((collection) => collection.member);
    this.entries.set(locale, { expires: Date.now() + TTL_MS, nodes });
    nodes.catch(() => this.entries.delete(locale)); // never keep a failure
    return nodes;
  }
}
