// Preview of drafts (docs/api.md#preview), a '{type}_preview' service per type, with id and locale:
// GET /api/page_preview/{id} and /api/post_preview/{id}, unlocked by the secret preview token of the
// configuration, sent as the X-Preview-Token header (or ?token= for a link an editor can open).
// Answers carry the site's messages: 404 'pageData not found', anything else 'pageData error'. Wrong tokens are
// rate limited per address (a right one never is), and the token is never logged (shared-contracts/src/server/log-redaction.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
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

/** Wrong (or missing) tokens accepted per client address and minute; past that, 429 with Retry-After. */
export const PREVIEW_GUESSES_PER_MINUTE = 5;

type PreviewRequest = FastifyRequest<{ Querystring: { token?: string } }>;

/** The header, else the query (a link an editor clicks). */
function givenToken(request: PreviewRequest): string | undefined {
  const header = request.headers['x-preview-token'];
  return typeof header === 'string' ? header : request.query.token;
}

export async function previewRoutes(
  app: FastifyInstance,
  { repository, previewToken }: RouteOptions & { previewToken?: string },
): Promise<void> {
  // Without a configured token the preview is off; a wrong token is refused the same way.
  const isAuthorised = (request: PreviewRequest): boolean =>
    previewToken !== undefined && previewToken !== '' && tokenMatches(givenToken(request), previewToken);
  const authorise = (request: PreviewRequest): void => {
    if (!isAuthorised(request)) throw new HttpError(403, PREVIEW_ERROR);
  };

  // Counted after validation, and only for requests without the right token (this plugin's routes only).
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: PREVIEW_GUESSES_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (request) => isAuthorised(request as PreviewRequest),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many wrong preview tokens; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`),
  });

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
