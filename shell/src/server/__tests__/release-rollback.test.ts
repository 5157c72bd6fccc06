// The release and rollback commands (npm run release / rollback -w mfe-…) as they change the discovery document
// the shell follows: each release pins the SHA-384 of its entries and remembers what it replaced; a rollback goes
// back one release at a time, and says so when there is nothing left to go back to.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPTS = path.resolve(__dirname, '../../../../shared-contracts/webpack');

interface Descriptor {
  version: string;
  browserEntry: string;
  serverEntry: string;
  integrity?: { browserEntry?: string; serverEntry?: string };
}
interface Document {
  remotes: Record<string, Descriptor>;
  previous?: Record<string, Descriptor[]>;
}

const sri = (text: string): string => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let root: string;
let remoteDir: string;
let discovery: string;
const read = (): Document => JSON.parse(readFileSync(discovery, 'utf8')) as Document;
const run = (script: string) =>
  spawnSync(process.execPath, [path.join(SCRIPTS, script), '--discovery', discovery], {
    cwd: remoteDir,
    encoding: 'utf8',
  });

/** A build of the search remote whose entries hold `label`. */
function build(label: string): void {
  for (const side of ['browser', 'server']) {
    mkdirSync(path.join(remoteDir, 'dist', side), { recursive: true });
    writeFileSync(path.join(remoteDir, 'dist', side, 'remoteEntry.js'), `/* ${side} ${label} */`);
  }
  writeFileSync(
    path.join(remoteDir, 'dist/browser/build-info.json'),
    JSON.stringify({ name: 'search', version: '1.0.0', contractsVersion: '1.0.0' }),
  );
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ef-release-'));
  remoteDir = path.join(root, 'mfe-search');
  mkdirSync(remoteDir);
  writeFileSync(path.join(remoteDir, 'package.json'), JSON.stringify({ name: '@ergoforma/mfe-search' }));
  discovery = path.join(root, 'remotes.json');
  const current = {
    name: 'search',
    version: '1.0.0',
    contractsVersion: '1.0.0',
    browserEntry: 'http://localhost:3005/remoteEntry.js',
    serverEntry: 'http://localhost:3005/server/remoteEntry.js',
    browserManifest: 'http://localhost:3005/mf-manifest.json',
    integrity: { browserEntry: sri('b'), serverEntry: sri('s') },
  };
  writeFileSync(discovery, JSON.stringify({ remotes: { search: current } }));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

it('pins each release by the SHA-384 of its entries and rolls back one release at a time', () => {
  const original = read().remotes.search;

  build('one');
  expect(run('release-remote.js').status).toBe(0);
  const first = read().remotes.search;
  expect(first.serverEntry).toBe(`http://localhost:3005/releases/${first.version}/server/remoteEntry.js`);
  expect(first.integrity).toEqual({ browserEntry: sri('/* browser one */'), serverEntry: sri('/* server one */') });
  expect(readFileSync(path.join(remoteDir, 'releases', first.version, 'server/remoteEntry.js'), 'utf8')).toBe(
    '/* server one */',
  );

  build('two');
  expect(run('release-remote.js').status).toBe(0);
  const second = read().remotes.search;
  expect(second.version).not.toBe(first.version);
  expect(read().previous?.search).toEqual([original, first]);

  const back = run('rollback-remote.js');
  expect(back.status).toBe(0);
  expect(back.stdout).toContain(`search ${second.version} -> ${first.version}`);
  expect(read().remotes.search).toEqual(first);

  expect(run('rollback-remote.js').status).toBe(0);
  expect(read().remotes.search).toEqual(original);

  const nothingLeft = run('rollback-remote.js');
  expect(nothingLeft.status).toBe(1);
  expect(nothingLeft.stderr).toContain('no earlier release');
  expect(read().remotes.search).toEqual(original);
});

it('publishing the same build twice changes nothing', () => {
  build('one');
  execFileSync(process.execPath, [path.join(SCRIPTS, 'release-remote.js'), '--discovery', discovery], {
    cwd: remoteDir,
  });
  const once = read();
  expect(run('release-remote.js').status).toBe(0);
  expect(read()).toEqual(once);
});
