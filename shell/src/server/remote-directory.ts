// Which version of each remote the shell runs, and the live swap to a newly published one
// (docs/deployment.md#releasing-one-remote).
//
// The discovery document is watched (a file) or polled (a URL). A changed remote is checked before any visitor
// gets it: its contracts major version must match the shell's, and every module its manifest exposes must load
// in a fresh federation instance, and its entries must carry the SHA-384 the build or release recorded (the
// server entry's is checked on every load, verified-entry.ts). Then the shell switches instances between requests: a request keeps the
// instance it started with (render-page.tsx takes one snapshot), so requests in flight finish on the old
// version and new ones use the new one; the page embeds the exact versions it was rendered with. A broken or
// incompatible version is refused with a log line, and the remote keeps running the version it had. Each build
// of a remote runs in its own federation runtime, so the server renders the new build's markup from the switch
// on; the builds no longer served are let go once their last request is done.
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { DiscoveryDocument, ExposedModuleId, RemoteDescriptor, RemoteName } from '@ergoforma/shared-contracts';
import { REMOTE_NAMES } from '@ergoforma/shared-contracts';
import { missingIntegrity, readDiscoveryDocument } from './discovery';
import { ServerFederation } from './federation';

export type RemoteState = 'active' | 'refused';

export interface RemoteStatus {
  version: string;
  contractsVersion: string;
  state: RemoteState;
  /** Why the remote is refused, or why its newest published version was. */
  reason?: string;
  /** A published version that was refused while this one kept running. */
  refusedVersion?: string;
}

export interface RemoteDirectoryOptions {
  discovery: string;
  allowedOrigins: string[];
  timeoutMs: number;
  /** Version of @ergoforma/shared-contracts the shell runs: remotes must share its major version. */
  contractsVersion: string;
  /** Run remotes that the document pins no SHA-384 for (ALLOW_UNPINNED_REMOTES; Docker Compose only). */
  allowUnpinned?: boolean;
  /** How often a discovery URL is fetched (files are watched). */
  pollMs?: number;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Test seam: builds the federation for a document (default: a real Module Federation instance). */
  createFederation?: (
    discovery: DiscoveryDocument,
    refused: Partial<Record<RemoteName, string>>,
    onRefused: (remote: RemoteName, reason: string) => void,
  ) => ServerFederation;
}

const major = (version: string): string => version.split('.')[0] ?? version;
const sameRelease = (a: RemoteDescriptor, b: RemoteDescriptor): boolean =>
  a.version === b.version &&
  a.serverEntry === b.serverEntry &&
  a.browserEntry === b.browserEntry &&
  a.browserManifest === b.browserManifest &&
  a.integrity?.browserEntry === b.integrity?.browserEntry &&
  a.integrity?.serverEntry === b.integrity?.serverEntry;

export class RemoteDirectory {
  private current: ServerFederation;
  private readonly statuses = new Map<RemoteName, RemoteStatus>();
  private watcher: FSWatcher | null = null;
  private poller: NodeJS.Timeout | null = null;
  private debounce: NodeJS.Timeout | null = null;
  /** Swaps run one after the other: a document changing twice quickly is applied in order. */
  private swapping: Promise<void> = Promise.resolve();

  private constructor(
    private readonly options: RemoteDirectoryOptions,
    discovery: DiscoveryDocument,
  ) {
    const refused: Partial<Record<RemoteName, string>> = {};
    for (const remote of Object.values(discovery.remotes)) {
      const incompatible = this.refusalReason(remote);
      if (incompatible) {
        refused[remote.name] = incompatible;
        options.log.warn({ remote: remote.name, version: remote.version, reason: incompatible }, 'remote refused');
      }
      this.statuses.set(remote.name, {
        version: remote.version,
        contractsVersion: remote.contractsVersion,
        state: incompatible ? 'refused' : 'active',
        ...(incompatible ? { reason: incompatible } : {}),
      });
    }
    this.current = this.build(discovery, refused);
  }

  static async open(options: RemoteDirectoryOptions): Promise<RemoteDirectory> {
    return new RemoteDirectory(options, await readDiscoveryDocument(options.discovery));
  }

  /** The federation for a request that starts now. Keep it for the whole request. */
  federation(): ServerFederation {
    return this.current;
  }

  /** Each remote's running version and state (for /healthz). */
  status(): Record<RemoteName, RemoteStatus> {
    return Object.fromEntries(REMOTE_NAMES.map((name) => [name, { ...this.statuses.get(name)! }])) as Record<
      RemoteName,
      RemoteStatus
    >;
  }

  /** Follows the discovery document: watches a file, polls a URL. */
  watch(): void {
    const location = this.options.discovery;
    if (/^https?:\/\//.test(location)) {
      this.poller = setInterval(() => void this.reload(), this.options.pollMs ?? 10_000);
      this.poller.unref();
      return;
    }
    // Watch the folder: publishing replaces the file (write + rename), which ends a watch on the file itself.
    const file = path.basename(location);
    this.watcher = watch(path.dirname(location), (_event, name) => {
      if (name !== file) return;
      if (this.debounce) clearTimeout(this.debounce);
      this.debounce = setTimeout(() => void this.reload(), 100);
      this.debounce.unref();
    });
    this.watcher.unref();
  }

  close(): void {
    this.watcher?.close();
    if (this.poller) clearInterval(this.poller);
    if (this.debounce) clearTimeout(this.debounce);
  }

  /** Reads the document again and applies it; resolves when done (errors are logged, never thrown). */
  reload(): Promise<void> {
    this.swapping = this.swapping.then(async () => {
      let next: DiscoveryDocument;
      try {
        next = await readDiscoveryDocument(this.options.discovery);
      } catch (error) {
        this.options.log.warn({ err: error }, 'discovery document unreadable; keeping the running versions');
        return;
      }
      await this.apply(next);
    });
    return this.swapping;
  }

  /** Takes the changed remotes of `next` that pass the checks; the others keep their running version. */
  async apply(next: DiscoveryDocument): Promise<void> {
    const running = this.current.discovery;
    const changed = REMOTE_NAMES.filter((name) => !sameRelease(running.remotes[name], next.remotes[name]));
    if (changed.length === 0) return;

    const refused = { ...this.current.refused };
    const candidate = { remotes: { ...running.remotes } };
    for (const name of changed) {
      const incoming = next.remotes[name];
      const problem = this.refusalReason(incoming) ?? (await this.verify(name, incoming, running));
      if (problem) {
        this.options.log.warn(
          { remote: name, version: incoming.version, kept: running.remotes[name].version, reason: problem },
          'new remote version refused',
        );
        this.statuses.set(name, { ...this.statuses.get(name)!, refusedVersion: incoming.version, reason: problem });
        continue;
      }
      candidate.remotes[name] = incoming;
      delete refused[name];
      this.statuses.set(name, {
        version: incoming.version,
        contractsVersion: incoming.contractsVersion,
        state: 'active',
      });
      this.options.log.info(
        { remote: name, version: incoming.version, previous: running.remotes[name].version },
        'remote version switched',
      );
    }
    if (REMOTE_NAMES.some((name) => candidate.remotes[name] !== running.remotes[name])) {
      const previous = this.current;
      this.current = this.build(candidate, refused);
      previous.retire();
    }
    // The builds replaced, and those tried and refused, are let go (memory stays flat over many releases).
    this.current.releaseOtherBuilds();
  }

  /** A federation; when it is the one serving requests, a remote it refuses on loading is logged and shown. */
  private build(
    discovery: DiscoveryDocument,
    refused: Partial<Record<RemoteName, string>>,
    serving = true,
  ): ServerFederation {
    const onRefused = (remote: RemoteName, reason: string): void => {
      if (!serving) return;
      this.options.log.warn({ remote, version: discovery.remotes[remote].version, reason }, 'remote refused');
      this.statuses.set(remote, { ...this.statuses.get(remote)!, state: 'refused', reason });
    };
    return (
      this.options.createFederation?.(discovery, refused, onRefused) ??
      new ServerFederation(
        discovery,
        this.options.allowedOrigins,
        this.options.timeoutMs,
        refused,
        onRefused,
        this.options.allowUnpinned,
      )
    );
  }

  /** Why the remote may not run at all (before any of its code is loaded), or null. */
  private refusalReason(remote: RemoteDescriptor): string | null {
    if (major(remote.contractsVersion) !== major(this.options.contractsVersion))
      return `built against contracts ${remote.contractsVersion}, the shell runs ${this.options.contractsVersion} (major versions differ)`;
    return this.options.allowUnpinned ? null : missingIntegrity(remote);
  }

  /** Loads every module the new version's manifest exposes in a fresh instance; the problem, or null. */
  private async verify(
    name: RemoteName,
    incoming: RemoteDescriptor,
    running: DiscoveryDocument,
  ): Promise<string | null> {
    const trial = this.build({ remotes: { ...running.remotes, [name]: incoming } }, {}, false);
    if (!trial.isUsable(name)) return 'its origin is not in ALLOWED_REMOTE_ORIGINS';
    try {
      const exposes = await trial.exposes(name);
      if (exposes.length === 0) return 'its manifest exposes nothing';
      for (const expose of exposes) await trial.loadModule(`${name}/${expose.name}` as ExposedModuleId);
      return null;
    } catch (error) {
      return (error as Error).message;
    } finally {
      trial.retire();
    }
  }
}
