// Preview of drafts (SPEC §7 "Page preview": a '{type}_preview' service with id and locale):
// GET /api/page_preview/{id} and /api/post_preview/{id}, unlocked by the secret preview token of the
// configuration, sent as the X-Preview-Token header (or ?token= for a link an editor can open).
// Answers carry the SPEC §8 messages: 404 'pageData not found', anything else 'pageData error'.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { querystring } from '../http/schemas';
import type { RouteOptions } from './route-options';

export const PREVIEW_NOT_FOUND = 'pageData not found';
export const PREVIEW_ERROR = 'pageData error';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison, so the token cannot be guessed from answer times. */
function tokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
};
const tokenQuerystring = querystring({ token: { type: 'string', minLength: 1, maxLength: 200 } });

export async function previewRoutes(
  app: FastifyInstance,
  { repository, previewToken }: RouteOptions & { previewToken?: string },
): Promise<void> {
  const authorise = (request: FastifyRequest<{ Querystring: { token?: string } }>): void => {
    const header = request.headers['x-preview-token'];
    const given = typeof header === 'string' ? header : request.query.token;
    // Without a configured token the preview is off; a wrong token is refused the same way.
    if (previewToken === undefined || previewToken === '' || !tokenMatches(given, previewToken))
      throw new HttpError(403, PREVIEW_ERROR);
  };

  // Drafts must never land in a shared cache or a search index (this hook covers only this plugin's routes).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  });

  app.get<{ Params: { id: number }; Querystring: { token?: string } }>(
    '/api/page_preview/:id',
    { schema: { params: idParams, querystring: tokenQuerystring } },
    async (request) => {
      authorise(request);
      const page = await repository.findPage(request.locale, request.params.id, { includeDrafts: true });
      if (!page) throw new HttpError(404, PREVIEW_NOT_FOUND);
      return page;
    },
  );

  app.get<{ Params: { id: number }; Querystring: { token?: string } }>(
    '/api/post_preview/:id',
    { schema: { params: idParams, querystring: tokenQuerystring } },
    async (request) => {
      authorise(request);
      const post = await repository.findPost(request.locale, String(request.params.id), { includeDrafts: true });
      if (!post) throw new HttpError(404, PREVIEW_NOT_FOUND);
      return post;
    },
  );
}
