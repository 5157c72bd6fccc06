// The version of the API's content (GET /api/content_version), followed by polling: it is part of every cached
// page's key, so a content change makes every page render again. A failed poll marks the API unreachable (pages
// rendered before are then served stale) and keeps the last version known.
export interface ContentVersionOptions {
  apiUrl: string;
  pollMs: number;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

export class ContentVersion {
  /** null until the API has answered once (nothing is cached before). */
  current: string | null = null;
  /** False since the last poll failed. */
  reachable = false;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;

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

  poll(): Promise<void> {
    this.polling ??= this.fetchVersion().finally(() => (this.polling = null));
    return this.polling;
  }

  private async fetchVersion(): Promise<void> {
    try {
      const response = await fetch(`${this.options.apiUrl}/api/content_version`, {
        // Generous: a busy API answers late but is not down (a timeout would serve stale pages for nothing).
        signal: AbortSignal.timeout(Math.max(this.options.pollMs, 5000)),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const { version } = (await response.json()) as { version?: unknown };
      if (typeof version !== 'string' || !version) throw new Error('answered without a version');
      if (!this.reachable && this.current !== null) this.options.log.info({ version }, 'content API reachable again');
      if (this.current !== null && version !== this.current)
        this.options.log.info({ previous: this.current, version }, 'content version changed');
      this.current = version;
      this.reachable = true;
    } catch (error) {
      if (this.reachable) this.options.log.warn({ reason: (error as Error).message }, 'content API unreachable');
      this.reachable = false;
    }
  }
}
