// Preview of unpublished content (docs/api.md#preview), a '{type}_preview' service per publishable kind, with id and
// locale: GET /api/page_preview/{id}, /api/post_preview/{id}, /api/product_preview/{id}. Two keys, each sent as the
// X-Preview-Token header (or ?token= for a link an editor can open):
// - the shared preview token of the configuration: the record as stored;
// - a signed link's token (content/drafts-preview.ts), made for one person and one saved state of one draft: the
//   site's own answer for the record with the draft written in, computed inside a transaction that is rolled back.
// Answers carry the site's messages: 404 'pageData not found', anything else 'pageData error'; a bad, expired or stale
// draft token is the same 404 as an unknown record. Wrong tokens are counted per address (a right one never is); an
// address past the limit gets 429 for every token until its window ends. Tokens are never logged
// (shared-contracts/src/server/log-redaction.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { FailureLimit } from '../http/failure-limit';
import { idParams, querystring } from '../http/schemas';
import type { ContentService } from '../content/content-service';
import { readDraft, readPublic } from '../content/drafts';
import { PUBLISHABLE, publicRead, type PublishableResource } from '../publishing/publishable';
import type { PreviewClaim, PreviewLinks } from '../content/drafts-preview';
import type { Engine, QueryDb } from '../db';

export const PREVIEW_NOT_FOUND = 'pageData not found';
export const PREVIEW_ERROR = 'pageData error';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison, so the token cannot be guessed from answer times. */
function tokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

const tokenQuerystring = querystring({ token: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) });

/** Wrong (or missing) tokens accepted per client address and minute; past that, 429 with Retry-After. */
export const PREVIEW_GUESSES_PER_MINUTE = 5;
const GUESS_WINDOW_MS = 60_000;

type PreviewRequest = FastifyRequest<{ Querystring: Static<typeof tokenQuerystring> }>;

/** The header, else the query (a link an editor clicks). */
function givenToken(request: PreviewRequest): string | undefined {
  const header = request.headers['x-preview-token'];
  return typeof header === 'string' ? header : request.query.token;
}

export interface PreviewOptions {
  db: QueryDb;
  engine: Engine;
  service: ContentService;
  links: PreviewLinks;
  /** The shared token; without it only signed draft links preview. */
  previewToken?: string;
}

/** A token shaped like a signed link's (claim.signature); the shared token is any other text. */
const looksSigned = (token: string | undefined): token is string =>
  token !== undefined && /^[\w-]+\.[\w-]+$/.test(token);

export const previewRoutes: FastifyPluginAsyncTypebox<PreviewOptions> = async (
  app,
  { db, engine, service, links, previewToken },
) => {
  const isShared = (request: PreviewRequest): boolean =>
    previewToken !== undefined && previewToken !== '' && tokenMatches(givenToken(request), previewToken);
  /** The claim of the request's signed link; null: none, or not genuine, or expired. */
  const claimOf = (request: PreviewRequest): PreviewClaim | null => {
    const token = givenToken(request);
    return looksSigned(token) ? links.verify(token) : null;
  };

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
    if (isShared(request) || claimOf(request) !== null) return;
    guesses.recordFailure(request.ip);
    // A link that was genuine once says no more than an unknown record does.
    throw looksSigned(givenToken(request)) ? new HttpError(404, PREVIEW_NOT_FOUND) : new HttpError(403, PREVIEW_ERROR);
  });

  // Drafts must never land in a shared cache or a search index (this hook covers only this plugin's routes).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  });

  /** The draft the claim names, as the site would show it once published; null: the claim is not for this state. */
  const draftAnswer = async (name: PublishableResource, id: number, claim: PreviewClaim, request: PreviewRequest) => {
    const { kind } = PUBLISHABLE[name];
    const draft = await readDraft(db, kind, id);
    if (claim.kind !== name || claim.id !== id || draft === null || draft.savedAt !== claim.savedAt) return null;
    return service.preview(kind, id, draft.record, (trx) => readPublic(trx, engine, name, request.locale, id));
  };

  for (const name of (Object.keys(PUBLISHABLE) as PublishableResource[]).filter((each) => publicRead(each))) {
    const schema = { params: idParams, querystring: tokenQuerystring };
    app.get(`/api/${PUBLISHABLE[name].kind}_preview/:id`, { schema }, async (request) => {
      const { id } = request.params;
      const claim = isShared(request) ? null : claimOf(request);
      const answer =
        claim === null
          ? await readPublic(db, engine, name, request.locale, id)
          : await draftAnswer(name, id, claim, request);
      if (answer === null) throw new HttpError(404, PREVIEW_NOT_FOUND);
      return answer;
    });
  }
};
