// The version of the API's content, followed by polling GET /api/content_changes?since=<version>, which also names
// the content keys changed since (shared-contracts' content-keys.ts): listeners drop the pages that show them
// (page-cache.ts), or every page when the API cannot say (keys null). An API without that route is asked for
// GET /api/content_version instead, and every change then concerns every page. A failed poll marks the API
// unreachable (pages rendered before are then served stale) and keeps the last version known.
import type { ContentKey } from '@ergoforma/shared-contracts';

export interface ContentVersionOptions {
  apiUrl: string;
  pollMs: number;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

/** What GET /api/content_changes answers: the current version, and the keys changed since `since` (null: unknown). */
export interface ContentChanges {
  version: string;
  keys: ContentKey[] | null;
}

/** Told of each change of version: the keys it changed, or null when it may have changed anything. */
export type ContentChangeListener = (keys: readonly ContentKey[] | null) => void;

function parseChanges(body: unknown): ContentChanges {
  const { version, keys } = (body ?? {}) as { version?: unknown; keys?: unknown };
  if (typeof version !== 'string' || !version) throw new Error('answered without a version');
  const named = Array.isArray(keys) && keys.every((key) => typeof key === 'string') ? keys : null;
  return { version, keys: named };
}

export class ContentVersion {
  /** null until the API has answered once (nothing is cached before). */
  current: string | null = null;
  /** False since the last poll failed. */
  reachable = false;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /** False once the API answered 404 to /api/content_changes (an older API): the version alone is polled. */
  private changesRoute = true;
  private readonly listeners: ContentChangeListener[] = [];

  constructor(private readonly options: ContentVersionOptions) {}

  /** Polls now and then every `pollMs`; resolves after the first poll. */
  start(): Promise<void> {
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
    return this.poll();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  onChange(listener: ContentChangeListener): void {
    this.listeners.push(listener);
  }

  poll(): Promise<void> {
    this.polling ??= this.fetchChanges().finally(() => (this.polling = null));
    return this.polling;
  }

  private async get(path: string): Promise<Response> {
    return fetch(`${this.options.apiUrl}${path}`, {
      // Generous: a busy API answers late but is not down (a timeout would serve stale pages for nothing).
      signal: AbortSignal.timeout(Math.max(this.options.pollMs, 5000)),
    });
  }

  private async changesSince(since: string | null): Promise<ContentChanges> {
    if (this.changesRoute) {
      const query = since === null ? '' : `?since=${encodeURIComponent(since)}`;
      const response = await this.get(`/api/content_changes${query}`);
      if (response.status === 404) this.changesRoute = false;
      else if (!response.ok) throw new Error(`answered ${response.status}`);
      else return parseChanges(await response.json());
    }
    const response = await this.get('/api/content_version');
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return { ...parseChanges(await response.json()), keys: null };
  }

  private async fetchChanges(): Promise<void> {
    try {
      const previous = this.current;
      const { version, keys } = await this.changesSince(previous);
      if (!this.reachable && previous !== null) this.options.log.info({ version }, 'content API reachable again');
      this.current = version;
      this.reachable = true;
      if (previous !== null && version !== previous) {
        this.options.log.info({ previous, version, keys: keys?.length ?? 'all' }, 'content version changed');
        for (const listener of this.listeners) listener(keys);
      }
    } catch (error) {
      if (this.reachable) this.options.log.warn({ reason: (error as Error).message }, 'content API unreachable');
      this.reachable = false;
    }
  }
}
