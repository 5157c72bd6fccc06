// A release is rendered by the shell's server from the switch on, without a restart: the server runs the newly
// released build of a remote's server code (not the first build it ever loaded), a rollback brings the old
// markup back, and a render that started on the old build finishes on it (docs/deployment.md#releasing-one-remote).
// The remote is a real Module Federation server build, made twice with different text, so the test exercises
// what a real release does: a second build of the same remote evaluated beside the first, loading its own chunks.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import webpack, { type Configuration } from 'webpack';
import { REMOTE_NAMES, type RemoteDescriptor } from '@ergoforma/shared-contracts';
import { RemoteDirectory } from '../remote-directory';

const ROOT = path.resolve(__dirname, '../../../..');
const SCRIPTS = path.join(ROOT, 'shared-contracts/webpack');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the remotes' webpack config is CommonJS
const { createRemoteConfig } = require(path.join(SCRIPTS, 'create-remote-config.js')) as {
  createRemoteConfig: (remote: {
    name: string;
    dir: string;
    exposes: Record<string, string>;
  }) => (env: unknown, argv: { mode: string }) => Configuration[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { RecordBuildPlugin } = require(path.join(SCRIPTS, 'record-build-plugin.js')) as {
  RecordBuildPlugin: new (...args: never[]) => object;
};

let root: string;
let remoteDir: string;
let discovery: string;
let server: Server;
let origin: string;
let directory: RemoteDirectory;

/** Builds the content remote's server code whose page says `text` (its exposed module loads as its own chunk). */
async function build(text: string): Promise<void> {
  writeFileSync(
    path.join(remoteDir, 'page.js'),
    `import { createElement } from 'react';
export default {
  layout: 'default',
  load: async () => null,
  Component: () => createElement('p', { className: 'release-text' }, ${JSON.stringify(text)}),
};`,
  );
  const config = createRemoteConfig({ name: 'content', dir: remoteDir, exposes: { './ContentPage': './page.js' } })(
    {},
    { mode: 'production' },
  )[1];
  // Built outside the repository: packages resolve from its node_modules; nothing is recorded in its documents.
  config.resolve = { ...config.resolve, modules: ['node_modules', path.join(ROOT, 'node_modules')] };
  config.plugins = config.plugins!.filter((plugin) => !(plugin instanceof RecordBuildPlugin));
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString('errors-only'))) : resolve(),
    ),
  );
  // The browser half of the release: what the release command and the shell's check read from it.
  const dist = path.join(remoteDir, 'dist');
  mkdirSync(path.join(dist, 'browser'), { recursive: true });
  writeFileSync(path.join(dist, 'browser/remoteEntry.js'), `/* ${text} */`);
  for (const file of ['build-info.json', 'mf-manifest.json'])
    copyFileSync(path.join(dist, 'server', file), path.join(dist, 'browser', file));
}

function run(script: 'release-remote.js' | 'rollback-remote.js'): void {
  const result = spawnSync(
    process.execPath,
    [
      path.join(SCRIPTS, script),
      '--discovery',
      discovery,
      ...(script === 'release-remote.js' ? ['--origin', origin] : []),
    ],
    { cwd: remoteDir, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
}

const contentVersion = (): string =>
  (JSON.parse(readFileSync(discovery, 'utf8')) as { remotes: { content: RemoteDescriptor } }).remotes.content.version;

/** The markup the server renders for the content page with the federation a request would take now. */
async function render(federation = directory.federation()): Promise<string> {
  const page = await federation.loadModule('content/ContentPage');
  return renderToStaticMarkup(createElement(page.Component as () => null));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ef-release-server-'));
  remoteDir = path.join(root, 'mfe-content');
  mkdirSync(remoteDir);
  writeFileSync(path.join(remoteDir, 'package.json'), JSON.stringify({ name: 'mfe-content', version: '1.0.0' }));
  // The remote's static server: its releases, as serve-remote.js serves them.
  server = createServer((request, response) => {
    try {
      const file = path.join(remoteDir, path.normalize(new URL(request.url!, origin).pathname));
      response.writeHead(200).end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      {
        name,
        version: '1.0.0',
        contractsVersion: '1.0.0',
        browserEntry: `${origin}/${name}/remoteEntry.js`,
        serverEntry: `${origin}/${name}/server/remoteEntry.js`,
        browserManifest: `${origin}/${name}/mf-manifest.json`,
        integrity: { browserEntry: `sha384-${'A'.repeat(64)}`, serverEntry: `sha384-${'A'.repeat(64)}` },
      },
    ]),
  );
  discovery = path.join(root, 'remotes.json');
  writeFileSync(discovery, JSON.stringify({ remotes }));
  directory = await RemoteDirectory.open({
    discovery,
    allowedOrigins: [origin],
    timeoutMs: 5000,
    contractsVersion: '1.0.0',
    log: { info: () => {}, warn: () => {} },
  });
}, 60_000);

afterAll(async () => {
  directory.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

it('renders each release and rollback with that build’s server code, without a restart', async () => {
  await build('Wersja pierwsza');
  run('release-remote.js');
  const first = contentVersion();
  await directory.reload();
  expect(directory.status().content).toMatchObject({ version: first, state: 'active' });
  expect(await render()).toBe('<p class="release-text">Wersja pierwsza</p>');
  const startedOnFirst = directory.federation();

  await build('Wersja druga');
  run('release-remote.js');
  const second = contentVersion();
  expect(second).not.toBe(first);
  await directory.reload();
  expect(directory.status().content).toMatchObject({ version: second, state: 'active' });
  expect(await render()).toBe('<p class="release-text">Wersja druga</p>');
  // A request that took its federation before the switch still renders the build it started with.
  expect(await render(startedOnFirst)).toBe('<p class="release-text">Wersja pierwsza</p>');

  run('rollback-remote.js');
  expect(contentVersion()).toBe(first);
  await directory.reload();
  expect(directory.status().content).toMatchObject({ version: first, state: 'active' });
  expect(await render()).toBe('<p class="release-text">Wersja pierwsza</p>');

  run('release-remote.js');
  await directory.reload();
  expect(await render()).toBe('<p class="release-text">Wersja druga</p>');
}, 120_000);
