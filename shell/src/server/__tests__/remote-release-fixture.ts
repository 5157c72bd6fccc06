// A remote released for real in a test: a Module Federation server build of the content remote made from a page
// module's source, its static server, and the release scripts run against a discovery document in a temporary
// folder (as `npm run release -w mfe-content` would).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { REMOTE_NAMES, type RemoteDescriptor } from '@ergoforma/shared-contracts';

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

export interface ReleaseFixture {
  root: string;
  origin: string;
  /** The discovery document the scripts write and the shell reads. */
  discovery: string;
  /** Builds the content remote's server code with `source` as its ContentPage module. */
  build(source: string, marker: string): Promise<void>;
  /** Runs a release script of the remote with these arguments; throws with its error output. */
  run(script: 'release-remote.js' | 'rollback-remote.js', ...args: string[]): void;
  /** The content remote's entry in the document, and its canary. */
  content(): { stable: RemoteDescriptor; canary?: { share: number; remote: RemoteDescriptor } };
  close(): Promise<void>;
}

/**
 * Every remote at 1.0.0 on the fixture's origin, with placeholder hashes; `otherOrigin` puts the remotes other
 * than content elsewhere (an origin the shell does not allow: their regions show their fallback at once).
 */
export async function releaseFixture(otherOrigin?: string): Promise<ReleaseFixture> {
  const root = mkdtempSync(path.join(tmpdir(), 'ef-release-'));
  const remoteDir = path.join(root, 'mfe-content');
  mkdirSync(remoteDir);
  writeFileSync(path.join(remoteDir, 'package.json'), JSON.stringify({ name: 'mfe-content', version: '1.0.0' }));
  let origin = '';
  // The remote's static server: its releases, as serve-remote.js serves them.
  const server: Server = createServer((request, response) => {
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
    REMOTE_NAMES.map((name) => {
      const base = name === 'content' || !otherOrigin ? origin : otherOrigin;
      return [
        name,
        {
          name,
          version: '1.0.0',
          contractsVersion: '1.0.0',
          browserEntry: `${base}/${name}/remoteEntry.js`,
          serverEntry: `${base}/${name}/server/remoteEntry.js`,
          browserManifest: `${base}/${name}/mf-manifest.json`,
          integrity: { browserEntry: `sha384-${'A'.repeat(64)}`, serverEntry: `sha384-${'A'.repeat(64)}` },
        },
      ];
    }),
  );
  const discovery = path.join(root, 'remotes.json');
  writeFileSync(discovery, JSON.stringify({ remotes }));

  return {
    root,
    origin,
    discovery,
    async build(source, marker) {
      writeFileSync(path.join(remoteDir, 'page.js'), source);
      const config = createRemoteConfig({
        name: 'content',
        dir: remoteDir,
        exposes: { './ContentPage': './page.js' },
      })({}, { mode: 'production' })[1];
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
      writeFileSync(path.join(dist, 'browser/remoteEntry.js'), `/* ${marker} */`);
      for (const file of ['build-info.json', 'mf-manifest.json'])
        copyFileSync(path.join(dist, 'server', file), path.join(dist, 'browser', file));
    },
    run(script, ...args) {
      const result = spawnSync(
        process.execPath,
        [
          path.join(SCRIPTS, script),
          '--discovery',
          discovery,
          ...(script === 'release-remote.js' && !args.includes('--promote') && !args.includes('--abort')
            ? ['--origin', origin]
            : []),
          ...args,
        ],
        { cwd: remoteDir, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(result.stderr);
    },
    content() {
      const document = JSON.parse(readFileSync(discovery, 'utf8')) as {
        remotes: { content: RemoteDescriptor };
        canaries?: { content?: { share: number; remote: RemoteDescriptor } };
      };
      return { stable: document.remotes.content, canary: document.canaries?.content };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
