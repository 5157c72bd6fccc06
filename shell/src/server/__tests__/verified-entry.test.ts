// Verified remote code: the shell runs a remote's server entry only when its bytes match the SHA-384 that the
// discovery document records; a tampered entry is refused before any of it runs, and the region falls back.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type DiscoveryDocument, type RemoteName } from '@ergoforma/shared-contracts';
import { RemoteUnavailableError, ServerFederation } from '../federation';
import { sha384Integrity } from '../verified-entry';

/** A minimal federation container (what a remote's server remoteEntry.js exports), noting that it ran. */
function entryCode(marker: string): string {
  return `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');
module.exports = {
  init: function () {},
  get: function () {
    return Promise.resolve(function () {
      return { default: { load: function () { return null; }, Component: function () { return null; } } };
    });
  },
};`;
}

let dir: string;
let server: Server;
let origin: string;
/** What the remote's server answers per path: the files on a (possibly compromised) remote host. */
const files = new Map<string, string>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ef-verified-entry-'));
  server = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** A document whose `remote` entry lives under `folder` on the test server, pinned to `serverIntegrity`. */
function documentFor(remote: RemoteName, folder: string, serverIntegrity: string | undefined): DiscoveryDocument {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const base = `${origin}/${folder}/${name}`;
      return [
        name,
        {
          name,
          version: '1.0.0',
          contractsVersion: '1.0.0',
          browserEntry: `${base}/browser/remoteEntry.js`,
          serverEntry: `${base}/server/remoteEntry.js`,
          browserManifest: `${base}/browser/mf-manifest.json`,
          ...(name === remote ? { integrity: { browserEntry: serverIntegrity, serverEntry: serverIntegrity } } : {}),
        },
      ];
    }),
  );
  return { remotes } as DiscoveryDocument;
}

describe('a remote server entry pinned by SHA-384', () => {
  it('runs when the served bytes match the recorded hash', async () => {
    const marker = path.join(dir, 'genuine');
    const code = entryCode(marker);
    files.set('/genuine/search/server/remoteEntry.js', code);
    const federation = new ServerFederation(documentFor('search', 'genuine', sha384Integrity(code)), [origin], 2000);

    const module = await federation.loadModule('search/SearchPage');

    expect(typeof module.Component).toBe('function');
    expect(existsSync(marker)).toBe(true);
  });

  it('refuses a tampered entry before running any of it, says why, and does not try it again', async () => {
    const genuine = entryCode(path.join(dir, 'unused'));
    const marker = path.join(dir, 'tampered');
    files.set('/tampered/catalogue/server/remoteEntry.js', entryCode(marker));
    const refusals: Array<{ remote: RemoteName; reason: string }> = [];
    const federation = new ServerFederation(
      documentFor('catalogue', 'tampered', sha384Integrity(genuine)),
      [origin],
      2000,
      {},
      (remote, reason) => refusals.push({ remote, reason }),
    );

    const loading = federation.loadModule('catalogue/ProductPage');

    await expect(loading).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loading).rejects.toThrow(/does not match the SHA-384/);
    expect(existsSync(marker)).toBe(false);
    expect(refusals).toEqual([{ remote: 'catalogue', reason: expect.stringMatching(/does not match the SHA-384/) }]);
    expect(federation.isUsable('catalogue')).toBe(false);
  });

  it('refuses an entry for which the document records no hash', async () => {
    const marker = path.join(dir, 'unpinned');
    files.set('/unpinned/careers/server/remoteEntry.js', entryCode(marker));
    const federation = new ServerFederation(documentFor('search', 'unpinned', undefined), [origin], 2000);

    await expect(federation.loadModule('careers/JobOffers')).rejects.toThrow(/records no SHA-384/);
    expect(existsSync(marker)).toBe(false);
  });
});
