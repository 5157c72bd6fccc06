// Reads the remotes discovery document (docs/architecture.md#composition) and checks it against the allow-list.
import { readFile } from 'node:fs/promises';
import {
  REMOTE_NAMES,
  type DiscoveryDocument,
  type RemoteDescriptor,
  type RemoteName,
} from '@ergoforma/shared-contracts';

export async function readDiscoveryDocument(location: string): Promise<DiscoveryDocument> {
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

export function parseDiscoveryDocument(value: unknown): DiscoveryDocument {
  const remotes = (value as { remotes?: Record<string, unknown> } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') throw new Error('Discovery document has no "remotes" object');
  const result = {} as Record<RemoteName, RemoteDescriptor>;
  for (const name of REMOTE_NAMES) {
    const descriptor = remotes[name];
    if (!isDescriptor(descriptor, name))
      throw new Error(`Discovery document: remote "${name}" is missing or malformed`);
    result[name] = descriptor;
  }
  return { remotes: result };
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
