// A per-address limit on form submissions, shared by the four form routes (one counter per client
// address) and by nothing else: registered inside the forms plugin, it only sees the routes declared there.
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';

export interface SubmissionRateLimit {
  max: number;
  timeWindowMs: number;
}

/** Where the counts live: the process's memory by default, or a store shared by every replica (db/postgres). */
export type RateLimitStore = FastifyRateLimitStoreCtor;

export const DEFAULT_SUBMISSION_RATE_LIMIT: SubmissionRateLimit = { max: 10, timeWindowMs: 10 * 60 * 1000 };

/** Counts every POST to the form routes declared after it, before their body is read; past the limit a 429 with Retry-After. */
export async function limitSubmissionRate(
  app: FastifyInstance,
  limit: SubmissionRateLimit,
  store?: RateLimitStore,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    ...(store === undefined ? {} : { store }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many form submissions from this address; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      ),
  });
}
