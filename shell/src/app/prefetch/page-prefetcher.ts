// Prefetched pages: the page loader's result for a URL, loaded before the visitor clicks and handed to the
// navigation that follows (once). Bounded: at most `maxEntries` pages, each kept `ttlMs` at most, so the data a
// navigation shows is never older than that. Failed loads are not kept.
//
// Urgent requests (hover, focus, touch: a click is likely) start at once; the others (links entering the
// viewport) wait in a queue, start one at a time when the browser is idle, and are capped per page view.
import type { PageLoaderResult } from '../state';

export interface PagePrefetcherOptions {
  maxEntries: number;
  ttlMs: number;
  /** How many queued (non-urgent) prefetches one page view may start. */
  maxQueuedPerView: number;
  now(): number;
  /** Runs a callback when the browser is idle. */
  whenIdle(callback: () => void): void;
}

export const DEFAULT_PREFETCH_OPTIONS: PagePrefetcherOptions = {
  maxEntries: 20,
  ttlMs: 30_000,
  maxQueuedPerView: 12,
  now: () => Date.now(),
  whenIdle: (callback) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(callback, { timeout: 2000 })
      : setTimeout(callback, 200),
};

interface Entry {
  result: Promise<PageLoaderResult>;
  loadedAt: number;
}

/** The key of a page: path and query (the fragment does not change what loads). */
export function pageKey(url: URL): string {
  return url.pathname + url.search;
}

export class PagePrefetcher {
  private readonly entries = new Map<string, Entry>();
  private readonly queue: URL[] = [];
  /** Queued prefetches accepted in this page view. */
  private accepted = 0;
  private draining = false;

  constructor(
    private readonly load: (url: URL) => Promise<PageLoaderResult>,
    private readonly options: PagePrefetcherOptions = DEFAULT_PREFETCH_OPTIONS,
  ) {}

  prefetch(url: URL, { urgent = false }: { urgent?: boolean } = {}): void {
    const key = pageKey(url);
    if (this.fresh(key)) return;
    if (urgent) {
      void this.start(url);
      return;
    }
    if (this.queue.some((queued) => pageKey(queued) === key)) return;
    if (this.accepted >= this.options.maxQueuedPerView) return;
    this.accepted += 1;
    this.queue.push(url);
    this.drain();
  }

  /** The prefetched result for the URL, if a fresh one exists; it is handed out once. */
  take(url: URL): Promise<PageLoaderResult> | undefined {
    const key = pageKey(url);
    const entry = this.fresh(key);
    this.entries.delete(key);
    const queued = this.queue.findIndex((candidate) => pageKey(candidate) === key);
    if (queued !== -1) this.queue.splice(queued, 1);
    return entry?.result;
  }

  /** A new page view: its links get a new allowance of queued prefetches. */
  newPageView(): void {
    this.queue.length = 0;
    this.accepted = 0;
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.options.now() - entry.loadedAt > this.options.ttlMs) this.entries.delete(key);
    return this.entries.get(key);
  }

  private start(url: URL): Promise<PageLoaderResult> {
    const key = pageKey(url);
    const existing = this.fresh(key);
    if (existing) return existing.result;
    const result = this.load(url);
    const entry: Entry = { result, loadedAt: this.options.now() };
    this.entries.set(key, entry);
    // Oldest first: a Map iterates in insertion order.
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    void result.then((page) => {
      if (page.kind === 'error' || !page.available) forget();
    }, forget);
    return result;
  }

  private drain(): void {
    if (this.draining || this.queue.length === 0) return;
    this.draining = true;
    this.options.whenIdle(() => {
      const next = this.queue.shift();
      const done = () => {
        this.draining = false;
        this.drain();
      };
      if (next) this.start(next).then(done, done);
      else done();
    });
  }
}
