// Who may call the API from a browser. Public content is read-only: plain GETs (and HEADs, and the preflights of
// GETs that carry Accept-Locale) are open to any origin. Anything else — the form POSTs and their preflights — only
// to the site's own origins. A cross-site POST that needs no preflight (a multipart form, a urlencoded body) would
// still reach the handler, so a request with a foreign Origin is refused with 403 before its body is read.
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The back-office API has its own origin and rules (routes/admin/): no cross-origin access at all. */
const isBackOffice = (request: FastifyRequest): boolean => request.url.startsWith('/api/admin/');

/** The method a request (or the request a preflight announces) uses. */
function intendedMethod(request: FastifyRequest): string {
  const announced = request.headers['access-control-request-method'];
  return request.method === 'OPTIONS' && typeof announced === 'string' ? announced.toUpperCase() : request.method;
}

export async function registerCors(app: FastifyInstance, siteOrigins: readonly string[]): Promise<void> {
  const common: FastifyCorsOptions = {
    methods: ['GET', 'HEAD', 'POST'],
    exposedHeaders: ['Content-Language', 'Retry-After'],
    maxAge: 86400,
  };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, {
        ...common,
        origin: isBackOffice(request) ? false : READ_METHODS.has(intendedMethod(request)) ? '*' : [...siteOrigins],
      }),
  });

  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (request.method === 'OPTIONS' || READ_METHODS.has(request.method) || origin === undefined) return;
    if (isBackOffice(request)) return;
    if (!siteOrigins.includes(origin))
      throw new HttpError(403, "Submissions are accepted from the site's own pages only");
  });
}
