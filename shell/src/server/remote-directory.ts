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
//
// Canaries (docs/deployment.md#releasing): the document may name, beside a remote's stable version, a canary
// with a share of visitors. It passes the same checks before it enters rotation; a visitor's assignment bucket
// (release-assignment.ts) or a QA pin then picks a version set, and each version set gets a federation of its own,
// so a page is rendered, keyed in the page cache and hydrated with one set of versions.
import { watch, type FSWatcher } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DiscoveryDocument, ExposedModuleId, RemoteDescriptor, RemoteName } from '@ergoforma/shared-contracts';
import { REMOTE_NAMES } from '@ergoforma/shared-contracts';
import { missingIntegrity, readDiscoveryDocument, type Canary, type PublishedDocument } from './discovery';
import { CanaryGuard, type CanaryGuardSettings } from './canary-guard';
import { ServerFederation } from './federation';
import type { RegionOutcome } from './region-health';

export type RemoteState = 'active' | 'refused';

export interface RemoteStatus {
  version: string;
  contractsVersion: string;
  state: RemoteState;
  /** Why the remote is refused, or why its newest published version was. */
  reason?: string;
  /** A published version that was refused while this one kept running. */
  refusedVersion?: string;
  /** The canary beside the running (stable) version, when the document names one. */
  canary?: CanaryStatus;
}

export interface CanaryStatus {
  version: string;
  /** Percent of the visitors with an assignment cookie that get it. */
  share: number;
  /** `active`: in rotation; `refused`: failed the checks; `rolled-back`: taken out for failing more than stable. */
  state: 'active' | 'refused' | 'rolled-back';
  reason?: string;
}

/** What picks a visitor's versions: the assignment bucket (0-99, none for crawlers and first visits) and pins. */
export interface VersionChoice {
  bucket?: number;
  /** Versions a QA browser pinned, by remote (pin-link.ts); a version the shell does not run is ignored. */
  pins?: Partial<Record<RemoteName, string>>;
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
  /** When a canary leaves rotation by itself (canary-guard.ts); default 200 renders, 5 % margin. */
  guard?: CanaryGuardSettings;
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
  /** The canaries in rotation (checked), by remote. */
  private readonly canaries = new Map<RemoteName, Canary>();
  /** Canaries as the document last named them, with their state (for /healthz). */
  private readonly canaryStatuses = new Map<RemoteName, CanaryStatus>();
  /** Federations of version sets other than the stable one, by their versions. */
  private variants = new Map<string, ServerFederation>();
  private watcher: FSWatcher | null = null;
  private poller: NodeJS.Timeout | null = null;
  private debounce: NodeJS.Timeout | null = null;
  /** Swaps run one after the other: a document changing twice quickly is applied in order. */
  private swapping: Promise<void> = Promise.resolve();
  private readonly guard: CanaryGuard;

  private constructor(
    private readonly options: RemoteDirectoryOptions,
    discovery: DiscoveryDocument,
  ) {
    this.guard = new CanaryGuard(options.guard ?? { minRenders: 200, margin: 0.05 });
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
    const document = await readDiscoveryDocument(options.discovery);
    const directory = new RemoteDirectory(options, document);
    await directory.applyCanaries(document.canaries, document.rolledBack);
    return directory;
  }

  /** The stable federation, for a request that starts now. Keep it for the whole request. */
  federation(): ServerFederation {
    return this.current;
  }

  /**
   * The federation of a visitor's version set: pinned versions first, then each canary whose share the bucket
   * falls in, else stable. `pinned` is true when a pin took effect (such a page is for that browser alone).
   */
  federationFor(choice: VersionChoice): { federation: ServerFederation; pinned: boolean } {
    const overrides: Partial<Record<RemoteName, RemoteDescriptor>> = {};
    let pinned = false;
    for (const name of REMOTE_NAMES) {
      const canary = this.canaries.get(name);
      const pin = choice.pins?.[name];
      // A pin of a version the shell does not run is ignored: the bucket decides, as without it.
      if (
        pin !== undefined &&
        (pin === this.current.discovery.remotes[name].version || pin === canary?.remote.version)
      ) {
        pinned = true;
        if (pin === canary?.remote.version) overrides[name] = canary.remote;
      } else if (canary && choice.bucket !== undefined && choice.bucket < canary.share) overrides[name] = canary.remote;
    }
    const names = Object.keys(overrides) as RemoteName[];
    if (names.length === 0) return { federation: this.current, pinned };
    const key = names.map((name) => `${name}@${overrides[name]!.version}`).join(',');
    let variant = this.variants.get(key);
    if (!variant) {
      const refused = { ...this.current.refused };
      for (const name of names) delete refused[name];
      // Its remotes' statuses are the stable instance's to report: a canary that fails on loading shows its
      // fallback, which the canary guard counts.
      variant = this.build({ remotes: { ...this.current.discovery.remotes, ...overrides } }, refused, false);
      this.variants.set(key, variant);
    }
    return { federation: variant, pinned };
  }

  /** Each remote's running version and state, and its canary (for /healthz). */
  status(): Record<RemoteName, RemoteStatus> {
    return Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const canary = this.canaryStatuses.get(name);
        return [name, { ...this.statuses.get(name)!, ...(canary ? { canary: { ...canary } } : {}) }];
      }),
    ) as Record<RemoteName, RemoteStatus>;
  }

  /**
   * Counts how a render's regions fared per version, and takes a canary that fails more than stable out of
   * rotation at once: in this replica, and in the discovery document when it is a file (see rollBack).
   */
  recordRegions(federation: ServerFederation, outcomes: Map<RemoteName, RegionOutcome>): void {
    for (const [remote, outcome] of outcomes) {
      const version = federation.discovery.remotes[remote].version;
      this.guard.record(remote, version, outcome !== 'ok');
      this.judge(remote, version);
    }
  }

  /** A browser's report (hydration or uncaught error in a region of `remote` at `version`) counts as a failure. */
  recordBrowserError(remote: RemoteName, version: string): void {
    this.guard.recordBrowserError(remote, version);
    this.judge(remote, version);
  }

  /** Takes `version` out of rotation if it is `remote`'s canary and fails more than stable. */
  private judge(remote: RemoteName, version: string): void {
    if (this.canaries.get(remote)?.remote.version !== version) return;
    const reason = this.guard.verdict(remote, version, this.current.discovery.remotes[remote].version);
    if (reason) this.rollBack(remote, reason);
  }

  /**
   * Takes the canary out of rotation in this replica now, records why (log, /healthz), and removes it from the
   * discovery document when that is a file the shell may write: every replica watching the same file then
   * follows. A document behind a URL is not the shell's to change: there every replica decides on its own
   * counts (a broken canary fails the same way on each), and the release is ended with `--abort`.
   */
  private rollBack(remote: RemoteName, reason: string): void {
    const canary = this.canaries.get(remote)!;
    const version = canary.remote.version;
    this.canaries.delete(remote);
    this.canaryStatuses.set(remote, { version, share: canary.share, state: 'rolled-back', reason });
    this.options.log.warn({ remote, version, reason }, 'canary rolled back');
    for (const [key, variant] of this.variants) {
      if (variant.discovery.remotes[remote].version !== version) continue;
      variant.retire();
      this.variants.delete(key);
    }
    this.current.releaseOtherBuilds([...this.canaries.values()].map((running) => running.remote));
    if (!/^https?:\/\//.test(this.options.discovery))
      this.swapping = this.swapping.then(() => this.removeCanaryFromFile(remote, version, reason));
  }

  private async removeCanaryFromFile(remote: RemoteName, version: string, reason: string): Promise<void> {
    const file = this.options.discovery;
    try {
      const document = JSON.parse(await readFile(file, 'utf8')) as {
        canaries?: Record<string, { remote?: { version?: string } }>;
        rolledBack?: Record<string, unknown>;
      };
      if (document.canaries?.[remote]?.remote?.version !== version) return;
      delete document.canaries[remote];
      document.rolledBack = { ...document.rolledBack, [remote]: { version, reason, at: new Date().toISOString() } };
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(document, null, 2)}\n`);
      await rename(temporary, file);
    } catch (error) {
      this.options.log.warn(
        { err: error, remote, version },
        'canary rolled back here only: the discovery document could not be written',
      );
    }
  }

  /** The version of each remote a visitor may get, with its share of the visitors with a bucket (for metrics). */
  shares(): Array<{ remote: RemoteName; version: string; track: 'stable' | 'canary'; share: number }> {
    return REMOTE_NAMES.flatMap((name) => {
      const canary = this.canaries.get(name);
      const stable = { remote: name, version: this.current.discovery.remotes[name].version, track: 'stable' as const };
      if (!canary) return [{ ...stable, share: 100 }];
      return [
        { ...stable, share: 100 - canary.share },
        { remote: name, version: canary.remote.version, track: 'canary' as const, share: canary.share },
      ];
    });
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
      let next: PublishedDocument;
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
  async apply(next: DiscoveryDocument & Partial<PublishedDocument>): Promise<void> {
    const stableChanged = await this.applyStable(next);
    const canariesChanged = await this.applyCanaries(next.canaries ?? {}, next.rolledBack ?? {});
    if (!stableChanged && !canariesChanged) return;
    // Version sets are built again from the new stable versions and canaries as visitors ask for them.
    for (const variant of this.variants.values()) variant.retire();
    this.variants = new Map();
    // The builds replaced, and those tried and refused, are let go (memory stays flat over many releases).
    this.current.releaseOtherBuilds([...this.canaries.values()].map((canary) => canary.remote));
    this.guard.keepOnly(this.shares());
  }

  /** Takes the canaries of the document that pass the checks; true when the ones in rotation changed. */
  private async applyCanaries(
    next: Partial<Record<RemoteName, Canary>>,
    rolledBack: PublishedDocument['rolledBack'],
  ): Promise<boolean> {
    let changed = false;
    for (const name of REMOTE_NAMES) {
      const incoming = next[name];
      const running = this.canaries.get(name);
      const known = this.canaryStatuses.get(name);
      if (!incoming || incoming.remote.version === this.current.discovery.remotes[name].version) {
        if (running) changed = true;
        if (running) this.options.log.info({ remote: name, version: running.remote.version }, 'canary ended');
        this.canaries.delete(name);
        // A canary rolled back (here, or by the replica that recorded it in the document) stays in /healthz, with
        // why, until the next one.
        const rollback = incoming ? undefined : rolledBack[name];
        if (rollback) {
          if (running) this.options.log.warn({ remote: name, ...rollback }, 'canary rolled back by another replica');
          this.canaryStatuses.set(name, { share: known?.share ?? 0, ...rollback, state: 'rolled-back' });
        } else if (known?.state !== 'rolled-back' || incoming) this.canaryStatuses.delete(name);
        continue;
      }
      if (running && sameRelease(running.remote, incoming.remote)) {
        if (running.share !== incoming.share) changed = true;
        this.canaries.set(name, incoming);
        this.canaryStatuses.set(name, { ...known!, share: incoming.share });
        continue;
      }
      // The same version once refused or taken out stays out until a release names another one.
      if (known && known.state !== 'active' && known.version === incoming.remote.version) {
        this.canaryStatuses.set(name, { ...known, share: incoming.share });
        continue;
      }
      if (running) changed = true;
      this.canaries.delete(name);
      const version = incoming.remote.version;
      const problem =
        this.refusalReason(incoming.remote) ?? (await this.verify(name, incoming.remote, this.current.discovery));
      if (problem) {
        this.options.log.warn({ remote: name, version, reason: problem }, 'canary refused');
        this.canaryStatuses.set(name, { version, share: incoming.share, state: 'refused', reason: problem });
        continue;
      }
      changed = true;
      this.canaries.set(name, incoming);
      this.canaryStatuses.set(name, { version, share: incoming.share, state: 'active' });
      this.options.log.info({ remote: name, version, share: incoming.share }, 'canary in rotation');
    }
    return changed;
  }

  /** Takes the changed stable versions that pass the checks; true when the running ones changed. */
  private async applyStable(next: DiscoveryDocument): Promise<boolean> {
    const running = this.current.discovery;
    const changed = REMOTE_NAMES.filter((name) => !sameRelease(running.remotes[name], next.remotes[name]));
    if (changed.length === 0) return false;

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
      return true;
    }
    // The builds tried and refused are let go.
    this.current.releaseOtherBuilds([...this.canaries.values()].map((canary) => canary.remote));
    return false;
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
