// Health per remote version (docs/deployment.md#releasing): how each remote's regions fared in one server render,
// counted in the metrics with the version as a label and handed to the canary guard. A region fails when its
// module could not be loaded (fallback) or when it threw while rendering (React sent its fallback); a render error
// is put on the remote whose code is innermost in the error's component stack.
import type { RemoteName } from '@ergoforma/shared-contracts';
import type { ServerFederation } from './federation';
import { remoteFallbacks, remoteRenderErrors, remoteRenders } from './metrics';

export type RegionOutcome = 'ok' | 'fallback' | 'error';

/** Where a remote's server code lives: its entry's folder (its chunks are beside it). */
const codeFolder = (serverEntry: string): string => serverEntry.replace(/[#?].*$/, '').replace(/[^/]*$/, '');

export class RenderHealth {
  private readonly errors = new Set<RemoteName>();

  constructor(private readonly federation: ServerFederation) {}

  /** An error React recovered from (the region showed its fallback). */
  error(error: unknown, componentStack?: string | null): void {
    const text = `${componentStack ?? ''}\n${error instanceof Error ? (error.stack ?? '') : ''}`;
    let innermost: { remote: RemoteName; at: number } | null = null;
    for (const remote of Object.values(this.federation.discovery.remotes)) {
      const at = text.indexOf(codeFolder(remote.serverEntry));
      if (at !== -1 && (!innermost || at < innermost.at)) innermost = { remote: remote.name, at };
    }
    if (innermost) this.errors.add(innermost.remote);
  }

  /** Each remote of the page with how its regions fared; counted in the metrics. */
  outcomes(used: Iterable<RemoteName>, unavailable: ReadonlySet<RemoteName>): Map<RemoteName, RegionOutcome> {
    const result = new Map<RemoteName, RegionOutcome>();
    for (const remote of new Set([...used, ...unavailable, ...this.errors])) {
      const outcome = unavailable.has(remote) ? 'fallback' : this.errors.has(remote) ? 'error' : 'ok';
      const labels = { remote, version: this.federation.discovery.remotes[remote].version };
      remoteRenders.inc(labels);
      if (outcome === 'fallback') remoteFallbacks.inc(labels);
      if (outcome === 'error') remoteRenderErrors.inc(labels);
      result.set(remote, outcome);
    }
    return result;
  }
}
