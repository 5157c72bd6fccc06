// The shell's HTTP server: static assets, the /api and /media proxy to the content API, health, and every
// other GET rendered as a page.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import type { ShellConfig } from './config';
import { ServerFederation } from './federation';
import { readDiscoveryDocument } from './discovery';
import { apiClientFor, renderPage } from './render-page';
import { SitemapCache } from './sitemap-cache';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#199ecb"/><path d="M9 10h14M9 16h11M9 22h14" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>`;

export async function buildShell(config: ShellConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger === false ? false : { level: process.env.LOG_LEVEL ?? 'warn' } });
  const discovery = await readDiscoveryDocument(config.discovery);
  const federation = new ServerFederation(discovery, config.allowedRemoteOrigins, config.remoteTimeoutMs);
  const sitemap = new SitemapCache((locale) => apiClientFor(config, locale));

  await app.register(fastifyStatic, {
    root: config.browserBuildDir,
    prefix: '/assets/',
    cacheControl: false,
    // Entry files keep their names between releases; chunks and fonts carry a content hash.
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', /\/main\.(js|css)$/.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable'),
  });
  // The browser calls the API through the shell: one origin, no CORS, and the API can stay private.
  await app.register(httpProxy, { upstream: config.apiUrl, prefix: '/api', rewritePrefix: '/api' });
  await app.register(httpProxy, { upstream: config.apiUrl, prefix: '/media', rewritePrefix: '/media' });

  app.get('/favicon.svg', (_, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON));
  app.get('/favicon.ico', (_, reply) => reply.redirect('/favicon.svg', 301));
  app.get('/healthz', async () => ({
    status: 'ok',
    remotes: Object.fromEntries(Object.values(discovery.remotes).map((remote) => [remote.name, { version: remote.version }])),
  }));

  app.get('/*', async (request, reply) => {
    reply.hijack();
    const controller = new AbortController();
    request.raw.on('close', () => {
      if (!reply.raw.writableEnded) controller.abort();
    });
    const url = new URL(request.url, config.publicOrigin);
    try {
      await renderPage(url, reply.raw, controller.signal, {
        config,
        federation: () => federation,
        sitemap,
        shellAssets: { js: '/assets/main.js', css: '/assets/main.css' },
      });
    } catch (error) {
      request.log.error(error, 'page render failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      if (!reply.raw.writableEnded) reply.raw.end('An error occurred');
    }
  });

  return app;
}
