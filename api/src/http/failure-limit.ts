// Failed attempts per client address in fixed windows. An address that has failed `max` times is locked out until
// its window ends, whatever it sends next: a locked-out attempt must not tell a right secret from a wrong one.

interface Window {
  failures: number;
  resetAt: number;
}

interface FailureLimitOptions {
  max: number;
  windowMs: number;
  /** Addresses remembered at once (memory bound); when full, expired windows go first, then the oldest. */
  maxAddresses?: number;
  now?: () => number;
}

export class FailureLimit {
  private readonly windows = new Map<string, Window>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly maxAddresses: number;
  private readonly now: () => number;

  constructor(options: FailureLimitOptions) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.maxAddresses = options.maxAddresses ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds until `address` may try again; 0 when it may try now. */
  lockedFor(address: string): number {
    const window = this.current(address);
    return window && window.failures >= this.max ? window.resetAt - this.now() : 0;
  }

  recordFailure(address: string): void {
    const window = this.current(address);
    if (window) {
      window.failures += 1;
      return;
    }
    this.makeRoom();
    this.windows.set(address, { failures: 1, resetAt: this.now() + this.windowMs });
  }

  private current(address: string): Window | undefined {
    const window = this.windows.get(address);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(address);
      return undefined;
    }
    return window;
  }

  private makeRoom(): void {
    if (this.windows.size < this.maxAddresses) return;
    const now = this.now();
    for (const [address, window] of this.windows) if (window.resetAt <= now) this.windows.delete(address);
    // A Map iterates in insertion order: the first key is the oldest window.
    for (const address of this.windows.keys()) {
      if (this.windows.size < this.maxAddresses) break;
      this.windows.delete(address);
    }
  }
}
