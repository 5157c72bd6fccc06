// The back office's origin: the app's static build, its page (with a fresh CSP nonce), and the back-office API
// forwarded under /api/admin, so the session cookie belongs to this origin alone (SameSite=Strict, never sent by
// the public site) and the browser talks to one origin only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import type { AdminServerConfig } from './config';
import { commonHeaders, contentSecurityPolicy, newNonce } from './security-headers';

/** Hashed build files never change; the page does with every release. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildAdminServer(config: AdminServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, trustProxy: false });
  const page = readFileSync(path.join(config.browserDir, 'index.html'), 'utf8');
  const headers = commonHeaders(config.adminOrigin.startsWith('https:'));

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  // Only the back-office API: the public API stays on the site's origin.
  await app.register(httpProxy, {
    upstream: config.apiUrl,
    prefix: '/api/admin',
    rewritePrefix: '/api/admin',
    replyOptions: {
      // The API limits sign-in attempts per address: it gets the address this server saw, never a client's claim.
      rewriteRequestHeaders: (request, requestHeaders) => ({
        ...requestHeaders,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
      }),
    },
  });

  // The media library's files, read only, so its photos show from this origin (img-src 'self'). Only that folder:
  // the rest of /media is the app's own addresses (/media/12 is an item's page).
  await app.register(httpProxy, {
    upstream: config.apiUrl,
    prefix: '/media/library',
    rewritePrefix: '/media/library',
    httpMethods: ['GET', 'HEAD'],
  });

  await app.register(fastifyStatic, {
    root: config.browserDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (reply) => void reply.header('Cache-Control', IMMUTABLE),
  });

  // Every other address is a route of the app: the page, never cached, with this answer's nonce.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'Not Found' });
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not Found' });
    const nonce = newNonce();
    return reply
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.replaceAll('%NONCE%', nonce));
  });

  return app;
}
