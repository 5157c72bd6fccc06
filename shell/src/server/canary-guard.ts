// Takes a failing canary out of rotation (docs/deployment.md#releasing): once the canary's regions were rendered
// `minRenders` times, it goes when its failure rate (fallbacks, render errors and the browsers' reports of hydration
// and uncaught errors in its regions, per render) exceeds the stable version's by more than `margin`. Counts are
// kept per version in this shell replica.
import type { RemoteName } from '@ergoforma/shared-contracts';

export interface CanaryGuardSettings {
  minRenders: number;
  margin: number;
}

interface Counts {
  renders: number;
  failures: number;
}

const percent = (rate: number): string => `${(rate * 100).toFixed(1)} %`;

export class CanaryGuard {
  private readonly counts = new Map<string, Counts>();

  constructor(private readonly settings: CanaryGuardSettings) {}

  record(remote: RemoteName, version: string, failed: boolean): void {
    const key = `${remote}@${version}`;
    const counts = this.counts.get(key) ?? { renders: 0, failures: 0 };
    counts.renders += 1;
    if (failed) counts.failures += 1;
    this.counts.set(key, counts);
  }

  /** A browser reported a hydration or uncaught error in one of the version's regions: a failure of its renders. */
  recordBrowserError(remote: RemoteName, version: string): void {
    const key = `${remote}@${version}`;
    const counts = this.counts.get(key) ?? { renders: 0, failures: 0 };
    counts.failures += 1;
    this.counts.set(key, counts);
  }

  /** Why the canary must leave rotation, or null while it does as well as stable (or is not yet judged). */
  verdict(remote: RemoteName, canary: string, stable: string): string | null {
    const tried = this.counts.get(`${remote}@${canary}`);
    if (!tried || tried.renders < this.settings.minRenders) return null;
    const base = this.counts.get(`${remote}@${stable}`);
    const rate = tried.failures / tried.renders;
    const stableRate = base && base.renders > 0 ? base.failures / base.renders : 0;
    if (rate <= stableRate + this.settings.margin) return null;
    return (
      `failure rate ${percent(rate)} over ${tried.renders} renders, stable ${percent(stableRate)}` +
      ` (allowed margin ${percent(this.settings.margin)})`
    );
  }

  /** Keeps counting only the versions still running. */
  keepOnly(versions: Array<{ remote: RemoteName; version: string }>): void {
    const kept = new Set(versions.map(({ remote, version }) => `${remote}@${version}`));
    for (const key of this.counts.keys()) if (!kept.has(key)) this.counts.delete(key);
  }
}
