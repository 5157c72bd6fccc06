// Runs a remote's server code only when its bytes are the ones the discovery document pins. A Module Federation
// runtime plugin takes over loading the server entry (remoteEntry.js): it fetches the file once, compares its
// SHA-384 with the one recorded for the remote, and evaluates exactly the bytes it hashed — never fetching twice.
// The chunks the entry loads later are named by a hash of their content (see README: Shipping a remote).
import { createHash } from 'node:crypto';
import path from 'node:path';
import vm from 'node:vm';
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
 * The container each remote's first verified entry produced. Module Federation keeps one runtime per remote
 * name in a process: a second build of the same remote evaluated beside the first cannot load its own chunks
 * (its chunk loader is never set up). So, like the runtime's own loader (which reuses the first entry it ran for
 * a name), a later version is verified and then served by the running container; only verified bytes ever run.
 */
const containers = new Map<string, unknown>();

/** Evaluates a CommonJS server entry the way @module-federation/sdk's loadScriptNode does. */
function evaluateEntry(code: string, url: URL, globalName: string): unknown {
  const scope = { exports: {} as Record<string, unknown>, module: { exports: {} as Record<string, unknown> } };
  const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: url.href,
  });
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(scope.exports, scope.module, require, path.posix.dirname(url.pathname), path.posix.basename(url.pathname));
  const exported = scope.module.exports ?? scope.exports;
  return exported[globalName] ?? exported;
}

/**
 * `integrityOf(remote)` is the SHA-384 recorded for the remote's server entry; a remote without one is refused
 * unless `allowUnpinned` (then the runtime's own loader takes it). Errors name the problem in words a log
 * reader understands (they end up in /healthz).
 */
export function verifiedEntryPlugin(
  integrityOf: (remote: string) => string | undefined,
  timeoutMs: number,
  allowUnpinned = false,
): ModuleFederationRuntimePlugin {
  return {
    name: 'verified-server-entry',
    async loadEntry({ remoteInfo }) {
      const expected = integrityOf(remoteInfo.name);
      if (!expected) {
        if (allowUnpinned) return undefined;
        throw new IntegrityError('the discovery document records no SHA-384 for its server entry');
      }
      const url = new URL(remoteInfo.entry);
      url.hash = '';
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const actual = sha384Integrity(bytes);
      if (actual !== expected)
        throw new IntegrityError(
          `its server entry does not match the SHA-384 in the discovery document (expected ${expected}, got ${actual})`,
        );
      let container = containers.get(remoteInfo.name);
      if (container === undefined) {
        container = evaluateEntry(bytes.toString('utf8'), url, remoteInfo.entryGlobalName);
        containers.set(remoteInfo.name, container);
      }
      return container as never;
    },
  };
}
