// Tells the shell about errors in a remote's region (docs/deployment.md#releasing): hydration errors and uncaught
// errors whose code belongs to a remote, with that remote's name and the version the page runs. Anonymous: the
// report holds those three facts and nothing else (no message, address or page), a page sends few, and the
// shell counts them per version (its metrics), next to the server's own counts. Loaded on the first error only
// (bootstrap.tsx), so a page without errors downloads none of it.
import type { RemoteName } from '@ergoforma/shared-contracts';
import { BEACON_PATH } from '../app/release-cookie';
import type { RemoteVersion } from '../app/state';

export type BeaconKind = 'hydration' | 'error';

/** Reports one page view sends at most (one per remote and kind, whatever the count). */
const MAX_REPORTS = 5;

/** Where a remote's browser code lives: its entry's folder (its chunks are beside it). */
const codeFolder = (entry: string): string => entry.replace(/[#?].*$/, '').replace(/[^/]*$/, '');

/** The remote whose code is innermost in a stack or component stack, or null. */
export function remoteOfStack(
  text: string,
  remotes: Partial<Record<RemoteName, RemoteVersion>>,
): { remote: RemoteName; version: string } | null {
  let innermost: { remote: RemoteName; version: string; at: number } | null = null;
  for (const [remote, running] of Object.entries(remotes) as Array<[RemoteName, RemoteVersion]>) {
    const at = text.indexOf(codeFolder(running.browserEntry));
    if (at !== -1 && (!innermost || at < innermost.at)) innermost = { remote, version: running.version, at };
  }
  return innermost && { remote: innermost.remote, version: innermost.version };
}

export function createRegionBeacon(
  remotes: Partial<Record<RemoteName, RemoteVersion>>,
  // A string goes as text/plain: no preflight, nothing for the page to wait for.
  send: (url: string, body: string) => boolean = (url, body) => navigator.sendBeacon(url, body),
): (kind: BeaconKind, stack: string) => void {
  const sent = new Set<string>();
  return (kind, stack) => {
    const owner = remoteOfStack(stack, remotes);
    if (!owner || sent.size >= MAX_REPORTS || sent.has(`${owner.remote} ${kind}`)) return;
    sent.add(`${owner.remote} ${kind}`);
    send(BEACON_PATH, JSON.stringify({ ...owner, kind }));
  };
}

let pageReport: ReturnType<typeof createRegionBeacon> | null = null;

/** Reports an error of this page view (at most one per remote and kind). */
export function reportRegionError(
  remotes: Partial<Record<RemoteName, RemoteVersion>>,
  kind: BeaconKind,
  stack: string,
): void {
  pageReport ??= createRegionBeacon(remotes);
  pageReport(kind, stack);
}
