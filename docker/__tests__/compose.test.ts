// The container setup (issue 10): the compose file must be valid (docker-compose v1 `config` works offline; no
// engine is needed), run every deployable with a health check, and every image must be multi-stage and non-root.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DOCKER = path.resolve(__dirname, '..');
const compose = (...args: string[]): string =>
  execFileSync('docker-compose', ['-f', path.join(DOCKER, 'compose.yaml'), ...args], { encoding: 'utf8' });
const SERVICES = ['api', 'chrome', 'catalogue', 'content', 'careers', 'search', 'shell'].sort();

describe('docker/compose.yaml', () => {
  it('is valid and runs the API, the shell and the five remotes', () => {
    expect(() => compose('config', '-q')).not.toThrow();
    expect(compose('config', '--services').trim().split('\n').sort()).toEqual(SERVICES);
  });

  it('gives every service a health check and starts the shell only when the rest is healthy', () => {
    const rendered = compose('config');
    expect(rendered.match(/^ {4}healthcheck:$/gm)).toHaveLength(SERVICES.length);
    const shell = rendered.slice(rendered.indexOf('\n  shell:'));
    for (const dependency of SERVICES.filter((name) => name !== 'shell')) {
      expect(shell).toMatch(new RegExp(`${dependency}:\\n\\s+condition: service_healthy`));
    }
  });

  it('points the shell at a discovery document that names every remote at allowed origins', () => {
    const rendered = compose('config');
    const origins =
      /ALLOWED_REMOTE_ORIGINS: (.*)/
        .exec(rendered)?.[1]
        ?.split(',')
        .map((origin) => origin.trim()) ?? [];
    const discovery = JSON.parse(readFileSync(path.join(DOCKER, 'discovery', 'remotes.json'), 'utf8')) as {
      remotes: Record<string, { browserEntry: string; serverEntry: string; browserManifest: string }>;
    };
    expect(Object.keys(discovery.remotes).sort()).toEqual(SERVICES.filter((name) => !['api', 'shell'].includes(name)));
    for (const remote of Object.values(discovery.remotes)) {
      for (const url of [remote.browserEntry, remote.serverEntry, remote.browserManifest])
        expect(origins).toContain(new URL(url).origin);
    }
  });
});

describe.each(['api.Dockerfile', 'shell.Dockerfile', 'remote.Dockerfile'])('docker/%s', (file) => {
  const text = readFileSync(path.join(DOCKER, file), 'utf8');

  it('builds in one stage and runs from another, as a user other than root, with a health check', () => {
    expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const user = /^USER (\S+)$/m.exec(text)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(text).toMatch(/^HEALTHCHECK /m);
  });
});

describe('docker/nginx-remote.conf', () => {
  const conf = readFileSync(path.join(DOCKER, 'nginx-remote.conf'), 'utf8');

  it('caches hashed files for a year, and never manifests, entries or discovery documents', () => {
    expect(conf).toMatch(/location \/ \{[^}]*max-age=31536000, immutable/);
    expect(conf).toMatch(/location \^~ \/releases\/ \{[^}]*max-age=31536000, immutable/);
    const noCache = /location ~ \(([^)]*(?:\([^)]*\)[^)]*)*)\)\$ \{[^}]*no-cache/.exec(conf)?.[1] ?? '';
    for (const name of ['remoteEntry.js', 'mf-manifest.json', 'remotes.json'])
      expect(new RegExp(`(${noCache})$`).test(name)).toBe(true);
    expect(new RegExp(`(${noCache})$`).test('__federation_expose_ProductPage.3fa9c2d1.js')).toBe(false);
  });

  it('never serves source maps, published releases included', () => {
    expect(conf.match(/location ~ \\\.map\$ \{\s*return 404;\s*\}/g)?.length).toBe(2);
  });
});
