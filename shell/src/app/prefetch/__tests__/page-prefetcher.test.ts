import type { PageLoaderResult } from '../../state';
import { PagePrefetcher, type PagePrefetcherOptions } from '../page-prefetcher';
import { prefetchAllowed } from '../prefetch-policy';

const page = (title: string): PageLoaderResult => ({
  kind: 'page',
  moduleId: 'content/ContentPage',
  node: { id: 1, slug: title, nodeType: 'article', action: 'show', nodeReference: null, resolver: null, crumbs: [] },
  params: {},
  layout: 'default',
  head: { title },
  data: { title },
  available: true,
});

const url = (path: string) => new URL(path, 'http://localhost:3000');

function setUp(overrides: Partial<PagePrefetcherOptions> = {}) {
  let now = 0;
  const idle: Array<() => void> = [];
  const load = jest.fn((target: URL) => Promise.resolve(page(target.pathname)));
  const prefetcher = new PagePrefetcher(load, {
    maxEntries: 3,
    ttlMs: 30_000,
    maxQueuedPerView: 2,
    now: () => now,
    whenIdle: (callback) => idle.push(callback),
    ...overrides,
  });
  const runIdle = async () => {
    while (idle.length) {
      idle.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { prefetcher, load, runIdle, advance: (ms: number) => (now += ms) };
}

describe('PagePrefetcher', () => {
  it('loads an urgent page at once and hands the result to the navigation that follows, once', async () => {
    const { prefetcher, load } = setUp();
    prefetcher.prefetch(url('/produkty'), { urgent: true });
    prefetcher.prefetch(url('/produkty'), { urgent: true });
    expect(load).toHaveBeenCalledTimes(1);
    await expect(prefetcher.take(url('/produkty'))).resolves.toMatchObject({ head: { title: '/produkty' } });
    expect(prefetcher.take(url('/produkty'))).toBeUndefined();
  });

  it('keys pages by path and query, not by fragment', () => {
    const { prefetcher } = setUp();
    prefetcher.prefetch(url('/szukaj?q=krzeslo#wyniki'), { urgent: true });
    expect(prefetcher.take(url('/szukaj?q=fotel'))).toBeUndefined();
    expect(prefetcher.take(url('/szukaj?q=krzeslo'))).toBeDefined();
  });

  it('drops a result older than the time to live', () => {
    const { prefetcher, advance, load } = setUp();
    prefetcher.prefetch(url('/a'), { urgent: true });
    advance(30_001);
    expect(prefetcher.take(url('/a'))).toBeUndefined();
    prefetcher.prefetch(url('/a'), { urgent: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries pages, forgetting the oldest', () => {
    const { prefetcher } = setUp();
    for (const path of ['/1', '/2', '/3', '/4']) prefetcher.prefetch(url(path), { urgent: true });
    expect(prefetcher.take(url('/1'))).toBeUndefined();
    expect(prefetcher.take(url('/4'))).toBeDefined();
  });

  it('does not keep a failed load (an error page or an unavailable remote)', async () => {
    const failing = new PagePrefetcher(() => Promise.resolve({ kind: 'error', status: 503 }), {
      maxEntries: 3,
      ttlMs: 30_000,
      maxQueuedPerView: 2,
      now: () => 0,
      whenIdle: (callback) => callback(),
    });
    failing.prefetch(url('/down'), { urgent: true });
    await Promise.resolve();
    await Promise.resolve();
    expect(failing.take(url('/down'))).toBeUndefined();
  });

  it('queues links seen in the viewport: one at a time when idle, at most maxQueuedPerView per page view', async () => {
    const { prefetcher, load, runIdle } = setUp();
    prefetcher.prefetch(url('/a'));
    prefetcher.prefetch(url('/b'));
    prefetcher.prefetch(url('/c'));
    expect(load).not.toHaveBeenCalled();
    await runIdle();
    expect(load.mock.calls.map(([target]) => target.pathname)).toEqual(['/a', '/b']);

    prefetcher.newPageView();
    prefetcher.prefetch(url('/c'));
    await runIdle();
    expect(load.mock.calls.map(([target]) => target.pathname)).toEqual(['/a', '/b', '/c']);
  });

  it('does not start a queued prefetch for a page the visitor already went to', async () => {
    const { prefetcher, load, runIdle } = setUp();
    prefetcher.prefetch(url('/a'));
    expect(prefetcher.take(url('/a'))).toBeUndefined();
    await runIdle();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('prefetchAllowed', () => {
  it('allows prefetching online on a fast connection, or where the browser says nothing about it', () => {
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true);
    expect(prefetchAllowed({ onLine: true })).toBe(true);
  });

  it('skips it offline, on 2g and slow-2g, and with data saver', () => {
    expect(prefetchAllowed({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });
});
