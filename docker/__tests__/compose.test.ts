// The container setup: the compose file must be valid (docker-compose v1.29 `config` reads the Compose
// Specification offline; no engine is needed), run every deployable with a health check on the data it depends on,
// and every image must be multi-stage, non-root and on Node 24.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DOCKER = path.resolve(__dirname, '..');
const COMPOSE_FILE = path.join(DOCKER, 'compose.yaml');
/** The secrets compose.yaml requires, as an operator would set them. */
const SECRETS = { POSTGRES_PASSWORD: 'test-password', PREVIEW_TOKEN: 'test-token' };
const compose = (...args: string[]): string =>
  execFileSync('docker-compose', ['-f', COMPOSE_FILE, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...SECRETS },
  });
const REMOTES = ['chrome', 'catalogue', 'content', 'careers', 'search'];
const SERVICES = ['postgres', 'api', ...REMOTES, 'shell', 'admin', 'proxy'].sort();

/** The rendered configuration of one service (the lines under its name). */
function serviceBlock(rendered: string, service: string): string {
  const start = rendered.indexOf(`\n  ${service}:\n`);
  const next = rendered.slice(start + 1).search(/\n {2}[a-z-]+:\n/);
  return rendered.slice(start, next < 0 ? undefined : start + 1 + next);
}

describe('docker/compose.yaml', () => {
  it('is valid, in the Compose Specification (no version key), and runs PostgreSQL, the API, the remotes, the shell, the back office and a proxy', () => {
    expect(() => compose('config', '-q')).not.toThrow();
    expect(compose('config', '--services').trim().split('\n').sort()).toEqual(SERVICES);
    expect(readFileSync(COMPOSE_FILE, 'utf8')).not.toMatch(/^version:/m);
  });

  it('refuses to start without the database password', () => {
    expect(() =>
      execFileSync('docker-compose', ['-f', COMPOSE_FILE, 'config', '-q'], {
        env: { ...process.env, POSTGRES_PASSWORD: '' },
        stdio: 'pipe',
      }),
    ).toThrow(/POSTGRES_PASSWORD/);
  });

  it('gives every service a health check and starts each one only when what it needs is healthy', () => {
    const rendered = compose('config');
    expect(rendered.match(/^ {4}healthcheck:$/gm)).toHaveLength(SERVICES.length);
    const dependencies: Record<string, string[]> = {
      api: ['postgres'],
      shell: ['api', ...REMOTES],
      admin: ['api'],
      proxy: ['shell'],
    };
    for (const [service, needs] of Object.entries(dependencies)) {
      for (const dependency of needs)
        expect(serviceBlock(rendered, service)).toMatch(new RegExp(`${dependency}:\\n\\s+condition: service_healthy`));
    }
  });

  it('runs two API replicas on PostgreSQL with one uploads volume, and two shell replicas behind the proxy', () => {
    const rendered = compose('config');
    const api = serviceBlock(rendered, 'api');
    expect(api).toMatch(/replicas: 2/);
    expect(api).toContain('DATABASE_URL: postgres://ergoforma:test-password@postgres:5432/ergoforma');
    expect(api).toMatch(/UPLOADS_DIR: \/data\/uploads/);
    expect(api).toMatch(/- uploads:\/data\/uploads/);
    expect(serviceBlock(rendered, 'postgres')).toMatch(/- postgres-data:\/var\/lib\/postgresql\/data/);
    expect(serviceBlock(rendered, 'shell')).toMatch(/replicas: 2/);
    expect(serviceBlock(rendered, 'shell')).not.toMatch(/published/);
    expect(serviceBlock(rendered, 'proxy')).toMatch(/published: "?3000"?/);
    // The visitor's address reaches the API's form limit through both hops (proxy -> shell -> API).
    expect(serviceBlock(rendered, 'shell')).toMatch(/TRUST_PROXY: uniquelocal/);
    expect(api).toMatch(/TRUST_PROXY: uniquelocal/);
    expect(readFileSync(path.join(DOCKER, 'nginx-proxy.conf'), 'utf8')).toMatch(
      /upstream shells \{\s+server shell:3000;/,
    );
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
    expect(Object.keys(discovery.remotes).sort()).toEqual([...REMOTES].sort());
    for (const remote of Object.values(discovery.remotes)) {
      for (const url of [remote.browserEntry, remote.serverEntry, remote.browserManifest])
        expect(origins).toContain(new URL(url).origin);
    }
  });
});

describe.each(['api.Dockerfile', 'shell.Dockerfile', 'remote.Dockerfile', 'admin.Dockerfile'])('docker/%s', (file) => {
  const text = readFileSync(path.join(DOCKER, file), 'utf8');

  it('builds on Node 24 LTS', () => {
    expect(text).toMatch(/^FROM node:24-bookworm-slim AS build$/m);
    expect(text).not.toMatch(/node:(?!24-)\d+/);
  });

  it('builds in one stage and runs from another, as a user other than root, with a health check', () => {
    expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const user = /^USER (\S+)$/m.exec(text)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(text).toMatch(/^HEALTHCHECK /m);
  });
});

describe('docker/api.Dockerfile', () => {
  it('installs the better-sqlite3 line that runs on Node 24, the version the Node 24 CI run uses', () => {
    const dockerfile = readFileSync(path.join(DOCKER, 'api.Dockerfile'), 'utf8');
    const ci = readFileSync(path.join(DOCKER, '../.ci/test-node24'), 'utf8');
    const inImage = /^ARG BETTER_SQLITE3_FOR_NODE24=(\S+)$/m.exec(dockerfile)?.[1];
    expect(inImage).toMatch(/^13\./);
    expect(inImage).toBe(/^BETTER_SQLITE3_FOR_NODE24=(\S+)$/m.exec(ci)?.[1]);
    // Set in the api workspace before npm installs it, so the lockfile and the pruned image agree.
    expect(dockerfile).toMatch(/npm pkg set "dependencies\.better-sqlite3=\$BETTER_SQLITE3_FOR_NODE24" -w api/);
    expect(dockerfile.indexOf('npm pkg set')).toBeLessThan(dockerfile.indexOf('npm install'));
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
