// Loads remote modules on the server through the Module Federation runtime, with the shell's own React,
// router, i18n and contracts as the shared singletons.
import { createInstance } from '@module-federation/runtime';
import {
  SHARED_PACKAGES,
  type DiscoveryDocument,
  type ExposedModuleId,
  type ExposedModules,
  type RemoteDescriptor,
  type RemoteName,
} from '@ergoforma/shared-contracts';
import { isAllowedRemote } from './discovery';
import { IntegrityError, releaseContainersExcept, unregisterHost, verifiedEntryPlugin } from './verified-entry';
import { remoteLoadFailures } from './metrics';

type SharedLibs = Record<
  string,
  { version: string; lib: () => unknown; shareConfig: { singleton: true; requiredVersion: string } }
>;

/** Node's own module object for a package (required on first use, as the federation runtime asks for it). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime must share the very CommonJS module objects the shell uses; an ES import would hand it an interop copy
const nodeModule = (id: string) => (): unknown => require(id);

function shared(packageName: string, lib: () => unknown): SharedLibs[string] {
  const { version } = nodeModule(`${packageName}/package.json`)() as { version: string };
  return { version, lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

/** 'react/jsx-runtime' -> 'react', '@ergoforma/shared-contracts' -> itself: the package that gives the version. */
const packageOf = (id: string) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages the webpack builds share (the contracts' SHARED_PACKAGES), as the shell's own module objects. */
const SHARED_LIBS: SharedLibs = Object.fromEntries(
  SHARED_PACKAGES.map((id) => [id, shared(packageOf(id), nodeModule(id))]),
);

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`Remote '${remote}' unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

export function remoteOf(id: ExposedModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function looksLikeModule(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.load === 'function' &&
    (typeof record.Component === 'function' || typeof record.Component === 'object')
  );
}

export interface ManifestExpose {
  name: string;
  assets: { css: { sync: string[]; async: string[] } };
}

let instances = 0;

/**
 * The entry URL as the federation runtime knows it. The runtime loads an entry once per URL for the whole
 * process; the pinned hash in the fragment makes a rebuild served at the same URL a different entry, loaded
 * and checked anew (the fragment is never sent).
 */
function pinnedEntry(url: string, integrity: string | undefined): string {
  return integrity ? `${url}#${integrity}` : url;
}

/**
 * One federation instance for one discovery document. A new version of a remote gets a new instance (the
 * shell swaps instances between requests, remote-directory.ts); `refused` remotes are never loaded, and a
 * remote whose server entry does not match its recorded SHA-384 joins them (`onRefused` is told why).
 *
 * Each build of a remote runs in a runtime of its own (verified-entry.ts), so a released server entry renders
 * from the first request on this instance; the shared libraries below are the shell's own modules, so React
 * stays one instance per process whichever builds run. Of the options for following releases this is the
 * simplest correct one: renaming remotes per version would still leave the remote's bundled runtime looking
 * itself up by its built-in name, and clearing the runtime's caches would pull code from under renders still
 * running on the old build.
 */
export class ServerFederation {
  private readonly instance;
  /** Each usable remote's entry as this instance loads it: name and URL with the pinned hash. */
  private readonly entries: Array<{ remote: string; entry: string }>;
  private readonly manifests = new Map<RemoteName, Promise<ManifestExpose[]>>();

  constructor(
    readonly discovery: DiscoveryDocument,
    private readonly allowedOrigins: string[],
    private readonly timeoutMs: number,
    /** Remotes the shell will not run, with the reason (e.g. an incompatible contracts version). */
    readonly refused: Partial<Record<RemoteName, string>> = {},
    private readonly onRefused: (remote: RemoteName, reason: string) => void = () => {},
    allowUnpinned = false,
  ) {
    const remotes = Object.values(discovery.remotes)
      .filter((remote) => this.isUsable(remote.name))
      .map((remote) => ({ name: remote.name, entry: pinnedEntry(remote.serverEntry, remote.integrity?.serverEntry) }));
    this.entries = remotes.map(({ name, entry }) => ({ remote: name, entry }));
    instances += 1;
    // Instance names must be unique: old and new instances live side by side while requests finish.
    this.instance = createInstance({
      name: `shell_server_${instances}`,
      remotes,
      shared: SHARED_LIBS,
      shareStrategy: 'loaded-first',
      plugins: [
        verifiedEntryPlugin(
          (name) => discovery.remotes[name as RemoteName]?.integrity?.serverEntry,
          timeoutMs,
          allowUnpinned,
        ),
      ],
    });
  }

  /**
   * No new request starts on this instance: it leaves the runtime's registry (renders in flight keep it and
   * finish), so it is garbage once they are done.
   */
  retire(): void {
    unregisterHost(this.instance);
  }

  /**
   * Lets go of every remote build other than this instance's and `alsoKeep` (the canaries in rotation): call it
   * on the instance that serves now.
   */
  releaseOtherBuilds(alsoKeep: RemoteDescriptor[] = []): void {
    releaseContainersExcept([
      ...this.entries,
      ...alsoKeep.map((remote) => ({
        remote: remote.name,
        entry: pinnedEntry(remote.serverEntry, remote.integrity?.serverEntry),
      })),
    ]);
  }

  /** The remote's code may run: its origin is allowed and it was not refused. */
  isUsable(remote: RemoteName): boolean {
    return this.refused[remote] === undefined && isAllowedRemote(this.discovery.remotes[remote], this.allowedOrigins);
  }

  async loadModule<K extends ExposedModuleId>(id: K): Promise<ExposedModules[K]> {
    const remote = remoteOf(id);
    const refusal = this.refused[remote];
    if (refusal !== undefined) throw new RemoteUnavailableError(remote, refusal);
    if (!isAllowedRemote(this.discovery.remotes[remote], this.allowedOrigins)) {
      throw new RemoteUnavailableError(remote, `its origin is not in ALLOWED_REMOTE_ORIGINS`);
    }
    let loaded: { default?: unknown } | null;
    try {
      loaded = await withTimeout(this.instance.loadRemote<{ default?: unknown }>(id), this.timeoutMs, `Loading ${id}`);
    } catch (error) {
      remoteLoadFailures.inc({ remote });
      const reason = (error as Error).message.split('\n')[0] ?? 'load failed';
      if (error instanceof IntegrityError && this.refused[remote] === undefined) {
        // Never again in this instance: the bytes behind the URL are not the pinned ones.
        this.refused[remote] = reason;
        this.onRefused(remote, reason);
      }
      throw new RemoteUnavailableError(remote, reason);
    }
    if (!looksLikeModule(loaded?.default))
      throw new RemoteUnavailableError(remote, `${id} does not export a page or region module`);
    return loaded!.default as ExposedModules[K];
  }

  /** What the remote's browser manifest says it exposes (names like 'ProductPage' and their assets). */
  exposes(remote: RemoteName): Promise<ManifestExpose[]> {
    const manifestUrl = this.discovery.remotes[remote].browserManifest;
    let exposes = this.manifests.get(remote);
    if (!exposes) {
      exposes = fetch(manifestUrl, { signal: AbortSignal.timeout(this.timeoutMs) })
        .then((response) => {
          if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
          return response.json() as Promise<{ exposes?: ManifestExpose[] }>;
        })
        .then((manifest) => (Array.isArray(manifest.exposes) ? manifest.exposes : []));
      exposes.catch(() => this.manifests.delete(remote));
      this.manifests.set(remote, exposes);
    }
    return exposes;
  }

  /**
   * The stylesheets an exposed module needs, from the remote's browser manifest: the address the browser knows
   * each by (next to the browser entry) and where the server reads it (next to the manifest, which may be an
   * internal address).
   */
  async stylesheetFiles(id: ExposedModuleId): Promise<Array<{ href: string; source: string }>> {
    const remote = this.discovery.remotes[remoteOf(id)];
    const exposeName = id.split('/')[1];
    const expose = (await this.exposes(remote.name).catch(() => [])).find((candidate) => candidate.name === exposeName);
    return (expose?.assets?.css?.sync ?? []).map((file) => ({
      href: new URL(file, remote.browserEntry).href,
      source: new URL(file, remote.browserManifest).href,
    }));
  }
}
