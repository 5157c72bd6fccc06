// Sitemap nodes change rarely: keep each language's list for a minute instead of asking the API per request, and
// ask again as soon as the API's content version changes (content-version.ts), so a page rendered for the new
// content never embeds the old site structure.
import type { ApiClient, Locale, SitemapNode } from '@ergoforma/shared-contracts';

const TTL_MS = 60_000;

interface Entry {
  expires: number;
  version: string | null;
  nodes: Promise<SitemapNode[]>;
}

export class SitemapCache {
  private readonly entries = new Map<Locale, Entry>();

  constructor(
    private readonly apiFor: (locale: Locale) => ApiClient,
    /** The API's current content version (null while unknown). */
    private readonly contentVersion: () => string | null = () => null,
    private readonly clock: () => number = Date.now,
  ) {}

  get(locale: Locale): Promise<SitemapNode[]> {
    const version = this.contentVersion();
    const cached = this.entries.get(locale);
    if (cached && cached.expires > this.clock() && cached.version === version) return cached.nodes;
    const nodes = this.apiFor(locale)
      .services.sitemapNodes.list()
      .then((collection) => collection.member);
    const entry: Entry = { expires: this.clock() + TTL_MS, version, nodes };
    this.entries.set(locale, entry);
    // Never keep a failure (unless a newer entry replaced it meanwhile).
    nodes.catch(() => this.entries.get(locale) === entry && this.entries.delete(locale));
    return nodes;
  }
}
