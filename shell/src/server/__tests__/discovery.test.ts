import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteDescriptor, type RemoteName } from '@ergoforma/shared-contracts';
import { isAllowedRemote, parseDiscoveryDocument, readDiscoveryDocument } from '../discovery';

const PORTS: Record<RemoteName, number> = { chrome: 3001, catalogue: 3002, content: 3003, careers: 3004, search: 3005 };

function descriptor(name: RemoteName, origin = `http://localhost:${PORTS[name]}`): RemoteDescriptor {
  return {
    name,
    version: '1.4.0',
    contractsVersion: '1.0',
    browserEntry: `${origin}/1.4.0/browser/remoteEntry.js`,
    serverEntry: `${origin}/1.4.0/server/remoteEntry.js`,
    browserManifest: `${origin}/1.4.0/browser/mf-manifest.json`,
  };
}

function fullDocument(): { remotes: Record<RemoteName, RemoteDescriptor> } {
  return {
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, descriptor(name)])) as Record<
      RemoteName,
      RemoteDescriptor
    >,
  };
}

describe('parseDiscoveryDocument', () => {
  it('accepts SHA-384 hashes in SRI form and refuses anything else in their place', () => {
    const document = fullDocument();
    const pinned = `sha384-${'a1+/'.repeat(16)}`;
    document.remotes.search.integrity = { browserEntry: pinned, serverEntry: pinned };
    expect(parseDiscoveryDocument(document).remotes.search.integrity).toEqual({
      browserEntry: pinned,
      serverEntry: pinned,
    });
    for (const wrong of ['sha256-abc', `sha384-${'a'.repeat(63)}`, 42, `${pinned} `]) {
      const tampered = fullDocument();
      tampered.remotes.search.integrity = { serverEntry: wrong as string };
      expect(() => parseDiscoveryDocument(tampered)).toThrow(/"search" is missing or malformed/);
    }
  });

  it('accepts a document describing every remote', () => {
    const document = fullDocument();
    expect(parseDiscoveryDocument(document)).toEqual({ ...document, canaries: {}, rolledBack: {} });
  });

  it('ignores extra remotes and extra fields', () => {
    const document = fullDocument();
    const withExtras = {
      version: 2,
      remotes: {
        ...document.remotes,
        blog: descriptor('chrome'),
        chrome: { ...document.remotes.chrome, releasedBy: 'ci' },
      },
    };
    const parsed = parseDiscoveryDocument(withExtras);
    expect(Object.keys(parsed.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(parsed.remotes.catalogue).toEqual(document.remotes.catalogue);
  });

  it('reads a canary beside the stable version, and refuses a malformed one', () => {
    const canary = { share: 10, remote: { ...descriptor('catalogue'), version: '1.5.0' } };
    const parsed = parseDiscoveryDocument({ ...fullDocument(), canaries: { catalogue: canary, blog: {} } });
    expect(parsed.canaries).toEqual({ catalogue: canary });
    expect(parsed.remotes.catalogue.version).toBe('1.4.0');
    for (const wrong of [
      { ...canary, share: 101 },
      { ...canary, share: '10' },
      { share: 5, remote: descriptor('chrome') },
    ])
      expect(() => parseDiscoveryDocument({ ...fullDocument(), canaries: { catalogue: wrong } })).toThrow(
        /canary of "catalogue" is malformed/,
      );
  });

  it.each([null, undefined, 'remotes', 42, {}, { remotes: null }, { remotes: 'chrome' }])(
    'rejects %p without a remotes object',
    (value) => {
      expect(() => parseDiscoveryDocument(value)).toThrow(/remotes/);
    },
  );

  it.each(REMOTE_NAMES)('rejects a document without the %s remote, naming it', (name) => {
    const document = fullDocument();
    delete (document.remotes as Partial<Record<RemoteName, RemoteDescriptor>>)[name];
    expect(() => parseDiscoveryDocument(document)).toThrow(`"${name}"`);
  });

  it.each(['version', 'contractsVersion', 'browserEntry', 'serverEntry', 'browserManifest'] as const)(
    'rejects a remote whose %s is not a string, naming the remote',
    (field) => {
      const document = fullDocument();
      (document.remotes.careers as unknown as Record<string, unknown>)[field] = 14;
      expect(() => parseDiscoveryDocument(document)).toThrow(/"careers"/);
    },
  );

  it.each(['version', 'browserEntry'] as const)('rejects a remote missing %s', (field) => {
    const document = fullDocument();
    delete (document.remotes.search as unknown as Record<string, unknown>)[field];
    expect(() => parseDiscoveryDocument(document)).toThrow(/"search"/);
  });

  it('rejects a descriptor whose name does not match its key', () => {
    const document = fullDocument();
    document.remotes.content = descriptor('catalogue');
    expect(() => parseDiscoveryDocument(document)).toThrow(/"content"/);
  });

  it('rejects a descriptor that is not an object', () => {
    const document = fullDocument() as unknown as { remotes: Record<string, unknown> };
    document.remotes.chrome = 'http://localhost:3001/remoteEntry.js';
    expect(() => parseDiscoveryDocument(document)).toThrow(/"chrome"/);
  });
});

describe('isAllowedRemote', () => {
  const allowed = ['http://localhost:3001', 'https://cdn.ergoforma.test'];

  it('is true when all three URLs are on allowed origins', () => {
    expect(isAllowedRemote(descriptor('chrome'), allowed)).toBe(true);
    expect(isAllowedRemote(descriptor('catalogue', 'https://cdn.ergoforma.test'), allowed)).toBe(true);
  });

  it('is true when the URLs use different allowed origins', () => {
    expect(
      isAllowedRemote({ ...descriptor('chrome'), browserManifest: 'https://cdn.ergoforma.test/m.json' }, allowed),
    ).toBe(true);
  });

  it.each(['browserEntry', 'serverEntry', 'browserManifest'] as const)(
    'is false when only %s is on another origin',
    (field) => {
      expect(isAllowedRemote({ ...descriptor('chrome'), [field]: 'https://evil.test/remoteEntry.js' }, allowed)).toBe(
        false,
      );
    },
  );

  it.each([
    ['another port', 'http://localhost:3009/remoteEntry.js'],
    ['another scheme', 'https://localhost:3001/remoteEntry.js'],
    ['a look-alike host', 'http://localhost:3001.evil.test/remoteEntry.js'],
    ['userinfo tricks', 'http://localhost:3001@evil.test/remoteEntry.js'],
  ])('is false for %s', (_, serverEntry) => {
    expect(isAllowedRemote({ ...descriptor('chrome'), serverEntry }, allowed)).toBe(false);
  });

  it.each(['not a url', '/relative/remoteEntry.js', ''])('is false for the unparsable URL %p', (serverEntry) => {
    expect(isAllowedRemote({ ...descriptor('chrome'), serverEntry }, allowed)).toBe(false);
  });

  it('is false when nothing is allowed', () => {
    expect(isAllowedRemote(descriptor('chrome'), [])).toBe(false);
  });
});

describe('readDiscoveryDocument', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ef-discovery-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads and validates a document from a file path', async () => {
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify(fullDocument()));
    expect(await readDiscoveryDocument(file)).toEqual({ ...fullDocument(), canaries: {}, rolledBack: {} });
  });

  it('rejects a file whose document is incomplete', async () => {
    const file = path.join(dir, 'broken.json');
    const document = fullDocument();
    delete (document.remotes as Partial<Record<RemoteName, RemoteDescriptor>>).search;
    await writeFile(file, JSON.stringify(document));
    await expect(readDiscoveryDocument(file)).rejects.toThrow(/"search"/);
  });

  describe('over http', () => {
    const realFetch = global.fetch;
    afterEach(() => {
      global.fetch = realFetch;
    });

    it('fetches an http(s) location', async () => {
      const fetchMock = jest.fn(async () => new Response(JSON.stringify(fullDocument()), { status: 200 }));
      global.fetch = fetchMock;
      expect(await readDiscoveryDocument('https://config.test/remotes.json')).toEqual({
        ...fullDocument(),
        canaries: {},
        rolledBack: {},
      });
      expect(fetchMock).toHaveBeenCalledWith('https://config.test/remotes.json', expect.anything());
    });

    it('rejects a non-OK answer with its status', async () => {
      global.fetch = jest.fn(async () => new Response('nope', { status: 502 }));
      await expect(readDiscoveryDocument('http://config.test/remotes.json')).rejects.toThrow(/502/);
    });
  });
});
