// Reads the remotes discovery document (docs/architecture.md#composition) and checks it against the allow-list.
import { readFile } from 'node:fs/promises';
import {
  REMOTE_NAMES,
  type DiscoveryDocument,
  type RemoteDescriptor,
  type RemoteName,
} from '@ergoforma/shared-contracts';

/**
 * A release on trial beside the stable one (docs/deployment.md#releasing): `share` percent of the visitors with an
 * assignment cookie get it (0 = only browsers that pin it, a release candidate for QA).
 */
export interface Canary {
  share: number;
  remote: RemoteDescriptor;
}

/** A canary a shell took out of rotation, as it recorded it in the document (remote-directory.ts). */
export interface CanaryRollback {
  version: string;
  reason: string;
}

/** The discovery document as the shell reads it: the stable version of each remote, the canaries, the rollbacks. */
export interface PublishedDocument extends DiscoveryDocument {
  canaries: Partial<Record<RemoteName, Canary>>;
  rolledBack: Partial<Record<RemoteName, CanaryRollback>>;
}

export async function readDiscoveryDocument(location: string): Promise<PublishedDocument> {
  const text = /^https?:\/\//.test(location)
    ? await fetch(location, { signal: AbortSignal.timeout(5000) }).then((response) => {
        if (!response.ok) throw new Error(`Discovery document ${location} answered ${response.status}`);
        return response.text();
      })
    : await readFile(location, 'utf8');
  return parseDiscoveryDocument(JSON.parse(text) as unknown);
}

/** A SHA-384 in Subresource Integrity form: 48 bytes, 64 base64 characters. */
const SRI_SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/** Absent, or an object whose hashes, where present, are SHA-384s in SRI form. */
function isIntegrity(value: unknown): boolean {
  if (value === undefined) return true;
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return [record.browserEntry, record.serverEntry].every(
    (hash) => hash === undefined || (typeof hash === 'string' && SRI_SHA384.test(hash)),
  );
}

function isDescriptor(value: unknown, name: RemoteName): value is RemoteDescriptor {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    record.name === name &&
    ['version', 'contractsVersion', 'browserEntry', 'serverEntry', 'browserManifest'].every(
      (key) => typeof record[key] === 'string',
    ) &&
    isIntegrity(record.integrity)
  );
}

function isCanary(value: unknown, name: RemoteName): value is Canary {
  if (!value || typeof value !== 'object') return false;
  const { share, remote } = value as Record<string, unknown>;
  return (
    typeof share === 'number' && Number.isFinite(share) && share >= 0 && share <= 100 && isDescriptor(remote, name)
  );
}

/** The canaries of the document (absent: none); a malformed one is an error, like a malformed remote. */
function parseCanaries(value: unknown): Partial<Record<RemoteName, Canary>> {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object') throw new Error('Discovery document: "canaries" is not an object');
  const result: Partial<Record<RemoteName, Canary>> = {};
  for (const name of REMOTE_NAMES) {
    const canary = (value as Record<string, unknown>)[name];
    if (canary === undefined) continue;
    if (!isCanary(canary, name)) throw new Error(`Discovery document: canary of "${name}" is malformed`);
    result[name] = canary;
  }
  return result;
}

/** The rollbacks recorded in the document; an entry that is not one is left out (it only informs /healthz). */
function parseRollbacks(value: unknown): Partial<Record<RemoteName, CanaryRollback>> {
  const result: Partial<Record<RemoteName, CanaryRollback>> = {};
  for (const name of REMOTE_NAMES) {
    const entry = (value as Record<string, { version?: unknown; reason?: unknown }> | undefined)?.[name];
    if (typeof entry?.version === 'string' && typeof entry.reason === 'string')
      result[name] = { version: entry.version, reason: entry.reason };
  }
  return result;
}

export function parseDiscoveryDocument(value: unknown): PublishedDocument {
  const remotes = (value as { remotes?: Record<string, unknown> } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') throw new Error('Discovery document has no "remotes" object');
  const result = {} as Record<RemoteName, RemoteDescriptor>;
  for (const name of REMOTE_NAMES) {
    const descriptor = remotes[name];
    if (!isDescriptor(descriptor, name))
      throw new Error(`Discovery document: remote "${name}" is missing or malformed`);
    result[name] = descriptor;
  }
  const { canaries, rolledBack } = value as { canaries?: unknown; rolledBack?: unknown };
  return {
    remotes: result,
    canaries: parseCanaries(canaries),
    rolledBack: rolledBack && typeof rolledBack === 'object' ? parseRollbacks(rolledBack) : {},
  };
}

/** Why the remote's code must not run for want of hashes, or null: both entries need a recorded SHA-384. */
export function missingIntegrity(descriptor: RemoteDescriptor): string | null {
  return descriptor.integrity?.browserEntry && descriptor.integrity.serverEntry
    ? null
    : 'the discovery document records no SHA-384 for its entries (build or release it again)';
}

/** True when every URL of the remote is on an allowed origin. */
export function isAllowedRemote(descriptor: RemoteDescriptor, allowedOrigins: string[]): boolean {
  return [descriptor.browserEntry, descriptor.serverEntry, descriptor.browserManifest].every((url) => {
    try {
      return allowedOrigins.includes(new URL(url).origin);
    } catch {
      return false;
    }
  });
}
