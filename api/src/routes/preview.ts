// Preview of drafts (docs/api.md#preview), a '{type}_preview' service per type, with id and locale:
// GET /api/page_preview/{id} and /api/post_preview/{id}, unlocked by the secret preview token of the
// configuration, sent as the X-Preview-Token header (or ?token= for a link an editor can open).
// Answers carry the site's messages: 404 'pageData not found', anything else 'pageData error'. Wrong tokens are
// counted per address (a right one never is); an address past the limit gets 429 for every token until its window
// ends. The token is never logged (shared-contracts/src/server/log-redaction.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { FailureLimit } from '../http/failure-limit';
import { idParams, querystring } from '../http/schemas';
import type { RouteOptions } from './route-options';

export const PREVIEW_NOT_FOUND = 'pageData not found';
export const PREVIEW_ERROR = 'pageData error';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison, so the token cannot be guessed from answer times. */
function tokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

const tokenQuerystring = querystring({ token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });

/** Wrong (or missing) tokens accepted per client address and minute; past that, 429 with Retry-After. */
export const PREVIEW_GUESSES_PER_MINUTE = 5;
const GUESS_WINDOW_MS = 60_000;

type PreviewRequest = FastifyRequest<{ Querystring: Static<typeof tokenQuerystring> }>;

/** The header, else the query (a link an editor clicks). */
function givenToken(request: PreviewRequest): string | undefined {
  const header = request.headers['x-preview-token'];
  return typeof header === 'string' ? header : request.query.token;
}

export const previewRoutes: FastifyPluginAsyncTypebox<RouteOptions & { previewToken?: string }> = async (
  app,
  { repository, previewToken },
) => {
  // Without a configured token the preview is off; a wrong token is refused the same way.
  const isAuthorised = (request: PreviewRequest): boolean =>
    previewToken !== undefined && previewToken !== '' && tokenMatches(givenToken(request), previewToken);

  // After validation (a malformed request is not a guess). A locked-out address is refused before its token is
  // looked at, so the answer says nothing about it.
  const guesses = new FailureLimit({ max: PREVIEW_GUESSES_PER_MINUTE, windowMs: GUESS_WINDOW_MS });
  app.addHook('preHandler', async (request: PreviewRequest, reply) => {
    const waitMs = guesses.lockedFor(request.ip);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      reply.header('Retry-After', String(seconds));
      throw new HttpError(429, `Too many wrong preview tokens; try again in ${seconds} s`);
    }
    if (!isAuthorised(request)) {
      guesses.recordFailure(request.ip);
      throw new HttpError(403, PREVIEW_ERROR);
    }
  });

  // Drafts must never land in a shared cache or a search index (this hook covers only this plugin's routes).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  });

  app.get('/api/page_preview/:id', { schema: { params: idParams, querystring: tokenQuerystring } }, async (request) => {
    const page = await repository.findPage(request.locale, request.params.id, { includeDrafts: true });
    if (!page) throw new HttpError(404, PREVIEW_NOT_FOUND);
    return page;
  });

  app.get('/api/post_preview/:id', { schema: { params: idParams, querystring: tokenQuerystring } }, async (request) => {
    const post = await repository.findPost(request.locale, String(request.params.id), { includeDrafts: true });
    if (!post) throw new HttpError(404, PREVIEW_NOT_FOUND);
    return post;
  });
};
