// The rendered-page cache: finished pages (compressed once, cached-page.ts) by key (page-key.ts), bounded in
// bytes with least-recently-used eviction. A page is fresh for `ttlMs`; then, for `staleWhileRevalidateMs`, it is
// still served while one background render replaces it; after that it is only served when the API is
// unreachable, up to `staleIfErrorMs` after it was stored. A change of content drops the pages that carry one of
// its content keys (shared-contracts' content-keys.ts), or every page when the change names none.
import { LRUCache } from 'lru-cache';
import type { ContentKey } from '@ergoforma/shared-contracts';
import type { CompressedHtml } from './cached-page';

export interface CachedPage {
  html: CompressedHtml;
  locale: string;
  /** The page's policy: it names the hashes of this HTML's inline elements. */
  contentSecurityPolicy: string;
  /** The content the page shows: a change of any of them drops it. */
  contentKeys: readonly ContentKey[];
  /** Its ETag, given when it was rendered (page-key.ts). */
  etag: string;
  /** The clock() reading when its rendering ended: its age reference. */
  storedAt: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  now?: () => number;
}

export type Freshness = 'fresh' | 'stale' | 'expired';

/** Bookkeeping per entry, so that a huge page can never take the whole budget. */
const ENTRY_OVERHEAD = 1024;

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage> | null;
  private readonly now: () => number;
  /** The cached pages that carry each content key. */
  private readonly byContentKey = new Map<ContentKey, Set<string>>();
  /** Counts invalidations: a page rendered across one may show what it dropped, and is not stored. */
  private generation = 0;

  constructor(readonly options: PageCacheOptions) {
    this.now = options.now ?? (() => Date.now());
    this.entries =
      options.maxBytes > 0
        ? new LRUCache<string, CachedPage>({
            maxSize: options.maxBytes,
            // A page bigger than a tenth of the budget is not kept.
            maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 10)),
            sizeCalculation: (page) => page.html.bytes + ENTRY_OVERHEAD,
            dispose: (page, key) => this.unindex(key, page),
          })
        : null;
  }

  get enabled(): boolean {
    return this.entries !== null;
  }

  /** Entries held and their bytes (for metrics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries?.size ?? 0, bytes: this.entries?.calculatedSize ?? 0 };
  }

  lookup(key: string): { page: CachedPage; freshness: Freshness; ageMs: number } | null {
    const page = this.entries?.get(key);
    if (!page) return null;
    const ageMs = this.now() - page.storedAt;
    const { ttlMs, staleWhileRevalidateMs, staleIfErrorMs } = this.options;
    if (ageMs > Math.max(ttlMs + staleWhileRevalidateMs, staleIfErrorMs)) {
      this.entries?.delete(key);
      return null;
    }
    const freshness: Freshness =
      ageMs <= ttlMs ? 'fresh' : ageMs <= ttlMs + staleWhileRevalidateMs ? 'stale' : 'expired';
    return { page, freshness, ageMs };
  }

  /** True when the entry may still be served because the API is unreachable. */
  servableOnError(ageMs: number): boolean {
    return ageMs <= this.options.staleIfErrorMs;
  }

  /** The time to give `store` as the page's age reference, taken when its rendering ended. */
  clock(): number {
    return this.now();
  }

  /** The reference to give `store`, taken before a render reads any content. */
  renderStarted(): number {
    return this.generation;
  }

  /** Keeps `page`, unless content was invalidated since its render started (`renderStarted`). */
  store(key: string, page: CachedPage, startedAt: number): void {
    if (!this.entries || startedAt !== this.generation) return;
    this.entries.set(key, page);
    if (!this.entries.has(key)) return; // too big to keep
    for (const contentKey of page.contentKeys) {
      let pages = this.byContentKey.get(contentKey);
      if (!pages) this.byContentKey.set(contentKey, (pages = new Set()));
      pages.add(key);
    }
  }

  /** Drops the pages that carry any of `contentKeys`; every page when null. Returns how many were dropped. */
  invalidate(contentKeys: readonly ContentKey[] | null): number {
    this.generation += 1;
    if (!this.entries) return 0;
    const before = this.entries.size;
    if (contentKeys === null) this.entries.clear();
    else
      for (const contentKey of contentKeys) {
        for (const key of [...(this.byContentKey.get(contentKey) ?? [])]) this.entries.delete(key);
      }
    return before - this.entries.size;
  }

  private unindex(key: string, page: CachedPage): void {
    for (const contentKey of page.contentKeys) {
      const pages = this.byContentKey.get(contentKey);
      pages?.delete(key);
      if (pages?.size === 0) this.byContentKey.delete(contentKey);
    }
  }
}
