// The live swap of remote versions (docs/deployment.md#releasing-one-remote): checks before a new version is taken, the
// old one kept when it fails them, and requests keeping the federation they started with.
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type DiscoveryDocument, type RemoteName } from '@ergoforma/shared-contracts';
import type { ServerFederation } from '../federation';
import { RemoteDirectory } from '../remote-directory';

/** A SHA-384 in SRI form (the federation is faked here: nothing is fetched or hashed). */
const hash = (seed: string): string => `sha384-${seed.repeat(64).slice(0, 64)}`;

function documentWith(
  changes: Partial<
    Record<
      RemoteName,
      { version: string; contractsVersion?: string; integrity?: DiscoveryDocument['remotes']['chrome']['integrity'] }
    >
  > = {},
): DiscoveryDocument {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const { version, contractsVersion, integrity } = {
        version: '1.0.0',
        contractsVersion: '1.0.0',
        integrity: { browserEntry: hash('b'), serverEntry: hash('s') },
        ...changes[name],
      };
      const base = `http://localhost:9/${name}/releases/${version}`;
      return [
        name,
        {
          name,
          version,
          contractsVersion,
          browserEntry: `${base}/remoteEntry.js`,
          serverEntry: `${base}/server/remoteEntry.js`,
          browserManifest: `${base}/mf-manifest.json`,
          integrity,
        },
      ];
    }),
  );
  return { remotes } as DiscoveryDocument;
}

/** A federation whose 'broken' versions fail to load, like an entry that 404s or throws. */
function fakeFederation(discovery: DiscoveryDocument, refused: Partial<Record<RemoteName, string>>): ServerFederation {
  return {
    discovery,
    refused,
    isUsable: (name: RemoteName) => refused[name] === undefined,
    retire: () => {},
    releaseOtherBuilds: () => {},
    exposes: async () => [{ name: 'Page', assets: { css: { sync: [], async: [] } } }],
    loadModule: async (id: string) => {
      const remote = id.split('/')[0] as RemoteName;
      if (discovery.remotes[remote].version.startsWith('broken'))
        throw new Error(`Remote '${remote}' unavailable: remoteEntry.js answered 404`);
      return { load: async () => null, Component: () => null };
    },
  } as unknown as ServerFederation;
}

describe('RemoteDirectory', () => {
  let dir: string;
  let file: string;
  const logs: Array<{ message: string; object: object }> = [];
  const log = {
    info: (object: object, message: string) => logs.push({ object, message }),
    warn: (object: object, message: string) => logs.push({ object, message }),
  };

  const publish = async (document: DiscoveryDocument): Promise<void> => {
    // As the publish command does: write beside, then rename over the old file.
    await writeFile(`${file}.tmp`, JSON.stringify(document));
    await rename(`${file}.tmp`, file);
  };
  const open = async (): Promise<RemoteDirectory> =>
    RemoteDirectory.open({
      discovery: file,
      allowedOrigins: ['http://localhost:9'],
      timeoutMs: 1000,
      contractsVersion: '1.4.0',
      log,
      createFederation: fakeFederation,
    });

  beforeEach(async () => {
    logs.length = 0;
    dir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-directory-'));
    file = path.join(dir, 'remotes.json');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a remote built against another contracts major version, and reports every remote', async () => {
    await publish(documentWith({ search: { version: '2.0.0', contractsVersion: '2.0.0' } }));
    const directory = await open();
    const status = directory.status();
    expect(status.catalogue).toEqual({ version: '1.0.0', contractsVersion: '1.0.0', state: 'active' });
    expect(status.search).toMatchObject({
      version: '2.0.0',
      state: 'refused',
      reason: expect.stringContaining('major versions differ'),
    });
    expect(directory.federation().isUsable('search')).toBe(false);
    expect(logs.find((entry) => entry.message === 'remote refused')?.object).toMatchObject({ remote: 'search' });
  });

  it('never puts a canary that fails the checks into rotation, and serves one that passes by bucket', async () => {
    await publish(documentWith());
    const directory = await open();
    const canaryOf = (changes: Parameters<typeof documentWith>[0], share = 50) => ({
      ...documentWith(),
      canaries: { catalogue: { share, remote: documentWith(changes).remotes.catalogue } },
    });
    for (const [changes, reason] of [
      [{ catalogue: { version: 'broken-1.1.0' } }, 'answered 404'],
      [{ catalogue: { version: '1.2.0', contractsVersion: '2.0.0' } }, 'major versions differ'],
      [{ catalogue: { version: '1.3.0', integrity: {} } }, 'records no SHA-384'],
    ] as const) {
      await directory.apply(canaryOf(changes));
      expect(directory.status().catalogue.canary).toMatchObject({
        version: changes.catalogue.version,
        state: 'refused',
        reason: expect.stringContaining(reason),
      });
      expect(directory.federationFor({ bucket: 0 }).federation).toBe(directory.federation());
    }
    await directory.apply(canaryOf({ catalogue: { version: '1.4.0' } }, 30));
    expect(directory.status().catalogue.canary).toEqual({ version: '1.4.0', share: 30, state: 'active' });
    const versionOf = (federation: ServerFederation) => federation.discovery.remotes.catalogue.version;
    const versionFor = (bucket: number) => versionOf(directory.federationFor({ bucket }).federation);
    expect([versionFor(0), versionFor(29), versionFor(30), versionFor(99)]).toEqual([
      '1.4.0',
      '1.4.0',
      '1.0.0',
      '1.0.0',
    ]);
    // One federation per version set: every canary visitor's requests share it.
    expect(directory.federationFor({ bucket: 3 }).federation).toBe(directory.federationFor({ bucket: 7 }).federation);
    expect(directory.federationFor({}).federation).toBe(directory.federation());
    // A pin of a version the shell does not run is ignored; of the canary, it is taken whatever the bucket.
    expect(directory.federationFor({ bucket: 99, pins: { catalogue: '9.9.9' } })).toEqual({
      federation: directory.federation(),
      pinned: false,
    });
    expect(versionOf(directory.federationFor({ bucket: 0, pins: { catalogue: '9.9.9' } }).federation)).toBe('1.4.0');
    const pinned = directory.federationFor({ bucket: 99, pins: { catalogue: '1.4.0' } });
    expect(pinned.pinned).toBe(true);
    expect(pinned.federation.discovery.remotes.catalogue.version).toBe('1.4.0');
  });

  it('switches to a new version that loads, while a request that started earlier keeps the old one', async () => {
    await publish(documentWith());
    const directory = await open();
    const inFlight = directory.federation();
    await directory.apply(documentWith({ catalogue: { version: '1.1.0' } }));
    expect(directory.federation()).not.toBe(inFlight);
    expect(directory.federation().discovery.remotes.catalogue.version).toBe('1.1.0');
    expect(inFlight.discovery.remotes.catalogue.version).toBe('1.0.0');
    expect(directory.federation().discovery.remotes.content).toBe(inFlight.discovery.remotes.content);
    expect(directory.status().catalogue).toEqual({ version: '1.1.0', contractsVersion: '1.0.0', state: 'active' });
  });

  it('refuses a new version whose entry fails to load and keeps the running one, saying why', async () => {
    await publish(documentWith());
    const directory = await open();
    const before = directory.federation();
    await directory.apply(documentWith({ careers: { version: 'broken-1.2.0' }, chrome: { version: '1.0.1' } }));
    expect(directory.federation().discovery.remotes.careers.version).toBe('1.0.0');
    expect(directory.federation().discovery.remotes.chrome.version).toBe('1.0.1');
    expect(directory.federation()).not.toBe(before);
    expect(directory.status().careers).toEqual({
      version: '1.0.0',
      contractsVersion: '1.0.0',
      state: 'active',
      refusedVersion: 'broken-1.2.0',
      reason: expect.stringContaining('answered 404'),
    });
    expect(logs.find((entry) => entry.message === 'new remote version refused')?.object).toMatchObject({
      remote: 'careers',
      version: 'broken-1.2.0',
      kept: '1.0.0',
    });
  });

  it('refuses a new version built against another contracts major version', async () => {
    await publish(documentWith());
    const directory = await open();
    await directory.apply(documentWith({ content: { version: '3.0.0', contractsVersion: '3.0.0' } }));
    expect(directory.federation().discovery.remotes.content.version).toBe('1.0.0');
    expect(directory.status().content).toMatchObject({ state: 'active', refusedVersion: '3.0.0' });
  });

  it('refuses a remote whose entries carry no SHA-384, at start and when published', async () => {
    await publish(documentWith({ chrome: { version: '1.0.0', integrity: undefined } }));
    const directory = await open();
    expect(directory.status().chrome).toMatchObject({ state: 'refused', reason: expect.stringContaining('SHA-384') });
    expect(directory.federation().isUsable('chrome')).toBe(false);

    await directory.apply(
      documentWith({ chrome: { version: '1.0.0', integrity: undefined }, search: { version: '1.1.0', integrity: {} } }),
    );
    expect(directory.status().search).toMatchObject({ version: '1.0.0', refusedVersion: '1.1.0' });
  });

  it('takes a rebuild served at the same address as a new release when its SHA-384 changed', async () => {
    await publish(documentWith());
    const directory = await open();
    const before = directory.federation();
    const rebuilt = { browserEntry: hash('B'), serverEntry: hash('S') };
    await directory.apply(documentWith({ search: { version: '1.0.0', integrity: rebuilt } }));
    expect(directory.federation()).not.toBe(before);
    expect(directory.federation().discovery.remotes.search.integrity).toEqual(rebuilt);
  });

  it('shows a remote refused while serving (its entry did not match its SHA-384) in the status, with a log line', async () => {
    await publish(documentWith());
    let refuse: ((remote: RemoteName, reason: string) => void) | undefined;
    const directory = await RemoteDirectory.open({
      discovery: file,
      allowedOrigins: ['http://localhost:9'],
      timeoutMs: 1000,
      contractsVersion: '1.4.0',
      log,
      createFederation: (discovery, refused, onRefused) => {
        refuse = onRefused;
        return fakeFederation(discovery, refused);
      },
    });
    refuse?.('content', 'its server entry does not match the SHA-384 in the discovery document');
    expect(directory.status().content).toMatchObject({ state: 'refused', reason: expect.stringContaining('SHA-384') });
    expect(logs.find((entry) => entry.message === 'remote refused')?.object).toMatchObject({ remote: 'content' });
  });

  it('keeps the same federation when nothing changed', async () => {
    await publish(documentWith());
    const directory = await open();
    const before = directory.federation();
    await directory.apply(documentWith());
    expect(directory.federation()).toBe(before);
  });

  it('follows the discovery file as it is republished, and ignores an unreadable one', async () => {
    await publish(documentWith());
    const directory = await open();
    directory.watch();
    try {
      await writeFile(file, '{ not json');
      await publish(documentWith({ search: { version: '1.3.0' } }));
      const deadline = Date.now() + 5000;
      while (directory.federation().discovery.remotes.search.version !== '1.3.0' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(directory.status().search.version).toBe('1.3.0');
    } finally {
      directory.close();
    }
  });
});
