// The preview token unlocks drafts, so it never reaches a log. Fastify logs the URL of every request, and an
// editor's preview link carries the token in its query (`?token=`, a draft's signed link `?draft=`): requests are logged with its value replaced.
// The header form (X-Preview-Token) is censored too, should a serializer ever log headers.
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';
const SECRET_PARAMETERS = ['token', 'draft'];

/** The URL with the value of every secret query parameter replaced (names compared decoded). */
export function withoutSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  if (!SECRET_PARAMETERS.some((name) => query.has(name))) return url;
  for (const name of SECRET_PARAMETERS) if (query.has(name)) query.set(name, REDACTED);
  return `${url.slice(0, queryStart)}?${query.toString()}`;
}

/** Fastify's default request serializer, with the URL's secrets removed. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | FastifyBaseLogger | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest },
    redact: { paths: ['req.headers["x-preview-token"]', 'headers["x-preview-token"]'], censor: REDACTED },
  };
}
