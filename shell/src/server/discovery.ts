// Reads the remotes discovery document (ARCHITECTURE: Composition) and checks it against the allow-list.
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

function isDescriptor(value: unknown, name: RemoteName): value is RemoteDescriptor {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    record.name === name &&
    ['version', 'contractsVersion', 'browserEntry', 'serverEntry', 'browserManifest'].every(
      (key) => typeof record[key] === 'string',
    )
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
