// Serves one remote's builds: the current browser build at /, its server build at /server/
// (docs/architecture.md#composition), and every published version at /releases/<version>/{browser,server}/
// (release-remote.js).
// Run from the remote's folder (`npm start -w mfe-catalogue`). Port: PORT, else the package's config.port.
// Text files go out compressed: the build wrote .br and .gz copies next to them (precompress.js).
const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { withoutCompressionSuffix } = require('./precompress');

const dir = process.cwd();
const pkg = require(path.join(dir, 'package.json'));
const port = Number(process.env.PORT ?? pkg.config?.port);
const host = process.env.HOST ?? '127.0.0.1';

// Entry files and manifests change with every release; hashed chunks never do.
const NEVER_CACHED = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json', 'build-info.json']);

function setHeaders(reply, filePath) {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header(
    'Cache-Control',
    NEVER_CACHED.has(withoutCompressionSuffix(path.basename(filePath)))
      ? 'no-cache'
      : 'public, max-age=31536000, immutable',
  );
}

// A published version never changes, its entry and manifest included.
function setReleaseHeaders(reply) {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Cache-Control', 'public, max-age=31536000, immutable');
}

// Source maps are for error reporting, never for visitors (a release folder holds them too).
const notSourceMap = (pathName) => !pathName.endsWith('.map');

async function main() {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  const options = { cacheControl: false, etag: true, preCompressed: true, setHeaders, allowedPath: notSourceMap };
  await app.register(fastifyStatic, { ...options, root: path.join(dir, 'dist/browser'), prefix: '/' });
  await app.register(fastifyStatic, {
    ...options,
    root: path.join(dir, 'dist/server'),
    prefix: '/server/',
    decorateReply: false,
  });
  const releases = path.join(dir, 'releases');
  fs.mkdirSync(releases, { recursive: true });
  await app.register(fastifyStatic, {
    ...options,
    setHeaders: setReleaseHeaders,
    root: releases,
    prefix: '/releases/',
    decorateReply: false,
  });
  // Browsers must take every file for the type it is served as (JS as JS, JSON as JSON), never guess.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  app.get('/healthz', async () => ({ status: 'ok', name: pkg.name, version: pkg.version }));
  await app.listen({ port, host });
  console.log(`${pkg.name} ${pkg.version} serving on http://${host}:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
