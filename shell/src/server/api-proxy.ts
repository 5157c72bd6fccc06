// The browser calls the API through the shell (/api and /media): one origin, no CORS, and the API can stay private.
//
// Client address: the API limits form submissions per visitor address and records it, taking it from
// X-Forwarded-For, which the shell builds itself (forwarded-for.ts).
//
// Bodies: the shell refuses a body over the API's own limits with 413 before forwarding any of it. Otherwise the API
// would answer 413 early and close while the shell was still sending, and the visitor would get a 5xx instead. The
// shell itself keeps the connection and lets Node discard the rest of the body (bounded by the request timeouts),
// so that the visitor reliably reads the 413 instead of a reset connection.
// `Expect: 100-continue` is answered by the shell's own server; it is not forwarded (the upstream client rejects it).
import { Transform, type TransformCallback } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@ergoforma/shared-contracts';
import type { ForwardedRequest } from './forwarded-for';

const MIB = 1024 * 1024;
/** The API's JSON body limit (Fastify's default bodyLimit). */
export const JSON_BODY_LIMIT = MIB;
/** A job application: two files (CV and cover letter) at their limit, plus the text fields and multipart framing. */
export const MULTIPART_BODY_LIMIT = 2 * MAX_UPLOAD_BYTES + MIB;

export interface ApiProxyOptions {
  apiUrl: string;
  /** The X-Forwarded-For the API gets for a request (forwarded-for.ts). */
  forwardedFor: (request: ForwardedRequest) => string;
}

class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(limit: number) {
    super(`Request body is larger than ${limit / MIB} MiB`);
    this.name = 'BodyTooLargeError';
  }
}

/** What these helpers use of a reply (the proxy's callbacks type it for any server). */
interface ProblemReply {
  code(status: number): { type(contentType: string): { send(body: unknown): unknown } };
}

function bodyLimitOf(request: Pick<ForwardedRequest, 'headers'>): number {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')
    ? MULTIPART_BODY_LIMIT
    : JSON_BODY_LIMIT;
}

/** Passes a body through, failing once more than `limit` bytes went by (a body sent without Content-Length). */
class BodyLimit extends Transform {
  private received = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    callback(this.received > this.limit ? new BodyTooLargeError(this.limit) : null, chunk);
  }
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error && chain.length < 10; current = current.cause) chain.push(current);
  return chain;
}

/**
 * Whether a path names the API's administration (/api/admin and below), however it is written: escaped, with
 * capitals, doubled slashes, dot segments (before or after resolving them) or ';' parameters. It is for the staff,
 * not the public site, so the shell never forwards it.
 */
export function namesAdminApi(requestUrl: string): boolean {
  const pathname = requestUrl.split('?')[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // left as written: the API could not decode it either
  }
  const written = decoded
    .toLowerCase()
    .split(/[/\\]/)
    .map((segment) => segment.split(';')[0])
    .filter((segment) => segment !== '' && segment !== '.');
  const resolved: string[] = [];
  for (const segment of written) {
    if (segment === '..') resolved.pop();
    else resolved.push(segment);
  }
  return [written, resolved].some((segments) => segments[0] === 'api' && segments[1] === 'admin');
}

function sendProblem(reply: ProblemReply, status: number, message: string): void {
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ code: String(status), message });
}

export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { forwardedFor } = options;

  await app.register(async (proxy) => {
    proxy.addHook('onRequest', async (request, reply) => {
      if (namesAdminApi(request.url)) {
        sendProblem(reply, 404, 'Not found');
        return reply;
      }
      const declared = Number(request.headers['content-length'] ?? 0);
      const limit = bodyLimitOf(request);
      if (declared > limit) {
        sendProblem(reply, 413, new BodyTooLargeError(limit).message);
        return reply;
      }
      return undefined;
    });
    proxy.addHook('preParsing', async (request, _reply, payload) =>
      request.headers['content-length'] === undefined ? payload.pipe(new BodyLimit(bodyLimitOf(request))) : payload,
    );

    await proxy.register(httpProxy, {
      upstream: options.apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      // Request URLs may carry a preview token: the shell's own request log already shows them, redacted.
      disableRequestLogging: true,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          const { expect: _answeredHere, ...forwarded } = headers;
          return { ...forwarded, 'x-forwarded-for': forwardedFor(request) };
        },
        onError: (reply, { error }) => {
          const tooLarge = causes(error).find((cause) => cause instanceof BodyTooLargeError);
          if (tooLarge) {
            return sendProblem(reply, 413, (tooLarge as Error).message);
          }
          unreachable(reply, error);
        },
      },
    });
  });
  await app.register(httpProxy, {
    upstream: options.apiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    disableRequestLogging: true,
    replyOptions: { onError: (reply, { error }) => unreachable(reply, error) },
  });
}

/** The API did not answer: 502, or the 503/504 the proxy reports (the proxy has logged the failure, in one line). */
function unreachable(reply: ProblemReply, error: Error) {
  const status = (error as { statusCode?: number }).statusCode;
  sendProblem(reply, status === 503 || status === 504 ? status : 502, 'The content API could not be reached');
}
