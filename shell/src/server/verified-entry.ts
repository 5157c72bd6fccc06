// Runs a remote's server code only when its bytes are the ones the discovery document pins. A Module Federation
// runtime plugin takes over loading the server entry (remoteEntry.js): it fetches the file once, compares its
// SHA-384 with the one recorded for the remote, and evaluates exactly the bytes it hashed — never fetching twice.
// The chunks the entry loads later are named by a hash of their content (see README: Shipping a remote).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Subresource Integrity form of a SHA-384: `sha384-<base64>`, as browsers check it. */
export function sha384Integrity(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export class IntegrityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IntegrityError';
  }
}

/**
 * What the federation runtime keeps on globalThis, shared by the shell's runtime and the runtime bundled in
 * every remote's entry: each runtime instance (the shell's hosts and each remote's own), their share scopes by
 * instance id, and every entry it ever loaded (by remote name and entry URL).
 */
interface FederationGlobals {
  __FEDERATION__?: {
    __INSTANCES__: Array<{
      name: string;
      options: { id?: string };
      registerPlugins(plugins: ModuleFederationRuntimePlugin[]): void;
    }>;
    __SHARE__: Record<string, unknown>;
  };
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
}
const federationGlobals = globalThis as FederationGlobals;

/**
 * A remote's entry, when evaluated, joins the runtime instance already registered under the remote's name (its
 * bundled runtime looks it up by name and build id), so a second build of a remote would run on the first
 * build's runtime and never set up loading of its own chunks. Before a new build runs, the previous build's
 * instance leaves the registry: the new build gets a runtime of its own, while the previous container keeps
 * the instance it holds and finishes the renders that started with it.
 */
function unregisterRuntime(remote: string): void {
  const registry = federationGlobals.__FEDERATION__;
  if (!registry) return;
  for (let index = registry.__INSTANCES__.length - 1; index >= 0; index -= 1) {
    const instance = registry.__INSTANCES__[index];
    if (instance.name !== remote) continue;
    registry.__INSTANCES__.splice(index, 1);
    if (instance.options.id) delete registry.__SHARE__[instance.options.id];
  }
}

/**
 * The node runtime finds where a remote's chunks live by asking the registered hosts for the remote's entry
 * URL, by name, so with two builds of a remote loaded it can name the other build's folder. This plugin, on the
 * build's own runtime, fetches every chunk of the build next to the entry it was evaluated from.
 */
function chunksBesideEntry(entry: URL, timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'chunks-beside-entry',
    fetch(requested: string) {
      const chunk = new URL(requested).pathname.split('/').pop() ?? '';
      return fetch(new URL(chunk, entry), { signal: AbortSignal.timeout(timeoutMs) });
    },
  };
}

/** Drops a host instance (ServerFederation's) from the registry once no new request will use it. */
export function unregisterHost(instance: object): void {
  const registry = federationGlobals.__FEDERATION__;
  const index = registry?.__INSTANCES__.indexOf(instance as never) ?? -1;
  if (!registry || index === -1) return;
  const [host] = registry.__INSTANCES__.splice(index, 1);
  if (host?.options.id) delete registry.__SHARE__[host.options.id];
}

/**
 * The containers evaluated so far, by remote name and entry as the runtime knows it (the URL with the pinned
 * hash, federation.ts), so every federation instance of one discovery document shares one container per build
 * and a remote's unchanged build is not run again when another remote is released.
 */
const containers = new Map<string, { remote: string; entry: string; container: unknown }>();
const containerKey = (remote: string, entry: string): string => `${remote} ${entry}`;

/**
 * Forgets every container except the builds `keep` names (those of the running discovery document), with the
 * runtime's own cache of their loaded entries, so old builds are garbage once their last render is over and
 * memory stays flat over any number of releases. A build released again later is loaded and checked anew.
 */
export function releaseContainersExcept(keep: Array<{ remote: string; entry: string }>): void {
  const kept = new Set(keep.map(({ remote, entry }) => containerKey(remote, entry)));
  const loading = federationGlobals.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {};
  for (const [key, { remote, entry }] of containers) {
    if (kept.has(key)) continue;
    containers.delete(key);
    // The runtime's key for a loaded entry: remote name and entry URL joined by a colon.
    delete loading[`${remote}:${entry}`];
  }
}

/** Evaluates a CommonJS server entry the way @module-federation/sdk's loadScriptNode does. */
function evaluateEntry(code: string, url: URL, globalName: string): unknown {
  const scope = { exports: {} as Record<string, unknown>, module: { exports: {} as Record<string, unknown> } };
  // Compiled in the shell's own realm, so the entry's bundled runtime and the shell's share one registry (the
  // same global either way in the shell; a test runner's sandbox would otherwise split them). sourceURL names
  // the entry in stack traces. The bytes were checked against their pinned SHA-384 just before.
  const run = new Function(
    'exports',
    'module',
    'require',
    '__dirname',
    '__filename',
    `${code}\n//# sourceURL=${url.href}`,
  );
  run(scope.exports, scope.module, require, path.posix.dirname(url.pathname), path.posix.basename(url.pathname));
  const exported = scope.module.exports ?? scope.exports;
  return exported[globalName] ?? exported;
}

/**
 * `integrityOf(remote)` is the SHA-384 recorded for the remote's server entry; a remote without one is refused
 * unless `allowUnpinned` (then it runs unchecked, still one runtime per build). Errors name the problem in words a
 * log reader understands (they end up in /healthz).
 */
export function verifiedEntryPlugin(
  integrityOf: (remote: string) => string | undefined,
  timeoutMs: number,
  allowUnpinned = false,
): ModuleFederationRuntimePlugin {
  return {
    name: 'verified-server-entry',
    async loadEntry({ remoteInfo }) {
      const key = containerKey(remoteInfo.name, remoteInfo.entry);
      const known = containers.get(key);
      // Already checked: the entry as the runtime knows it carries the pinned hash.
      if (known) return known.container as never;
      const expected = integrityOf(remoteInfo.name);
      if (!expected && !allowUnpinned)
        throw new IntegrityError('the discovery document records no SHA-384 for its server entry');
      const url = new URL(remoteInfo.entry);
      url.hash = '';
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const actual = sha384Integrity(bytes);
      if (expected && actual !== expected)
        throw new IntegrityError(
          `its server entry does not match the SHA-384 in the discovery document (expected ${expected}, got ${actual})`,
        );
      unregisterRuntime(remoteInfo.name);
      const container = evaluateEntry(bytes.toString('utf8'), url, remoteInfo.entryGlobalName);
      federationGlobals.__FEDERATION__?.__INSTANCES__
        .findLast((instance) => instance.name === remoteInfo.name)
        ?.registerPlugins([chunksBesideEntry(url, timeoutMs)]);
      containers.set(key, { remote: remoteInfo.name, entry: remoteInfo.entry, container });
      return container as never;
    },
  };
}
