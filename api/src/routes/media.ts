// GET/HEAD /media/*: the generated images and documents, with conditional requests (ETag, Last-Modified,
// 304) and byte ranges (PDF viewers fetch pages piecemeal). No directory listing, nothing outside the
// media folder, no dot files (the generator's .stamps), a JSON 404 for anything else.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, NotFoundError } from '../http/errors';
import { Type } from '@sinclair/typebox';
import { querystring } from '../http/schemas';

export interface MediaRouteOptions {
  /** Absolute folder the files are served from. */
  mediaDir: string;
}

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

// File names are stable, not content-hashed: a file changes in place when its manifest entry or the
// generator changes (a deploy, rarely). So no 'immutable': 30 days fresh, then a cheap ETag revalidation;
// a page that must show a changed file at once adds ?v=.
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000';

/** Lower-case names made of safe characters, in folders; no dot segments or dot files. */
const SAFE_PATH = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)*)*$/;

/** First and last byte of a single 'bytes=' range; null for a header to ignore, 'unsatisfiable' past the end. */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}

function isNotModified(request: FastifyRequest, etag: string, modified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000);
}

async function sendMedia(
  root: string,
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const relative = request.params['*'];
  const contentType = MEDIA_CONTENT_TYPES[path.extname(relative)];
  const file = path.resolve(root, relative);
  if (!SAFE_PATH.test(relative) || contentType === undefined || !file.startsWith(root + path.sep))
    throw new NotFoundError(`No media file ${relative}`);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new NotFoundError(`No media file ${relative}`);

  // Like nginx: size and modification time, which change whenever the generator rewrites the file.
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply
    .header('Cache-Control', MEDIA_CACHE_CONTROL)
    .header('ETag', etag)
    .header('Last-Modified', info.mtime.toUTCString())
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff');
  // An SVG opened directly must not run scripts.
  if (contentType === 'image/svg+xml')
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (isNotModified(request, etag, info.mtime)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const rangeHeader = request.headers.range;
  const range = rangeHeader && (ifRange === undefined || ifRange === etag) ? parseRange(rangeHeader, info.size) : null;
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${info.size}`);
    throw new HttpError(416, `Range ${rangeHeader ?? ''} is outside the ${info.size} bytes of ${relative}`);
  }
  reply.type(contentType);
  if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('Content-Length', length);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(file, range ?? {}));
}

export async function mediaRoutes(app: FastifyInstance, { mediaDir }: MediaRouteOptions): Promise<void> {
  const root = path.resolve(mediaDir);
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // `v` lets a page bust a cache if a file ever has to change at once.
    schema: { querystring: querystring({ v: Type.Optional(Type.String({ maxLength: 64 })) }) },
    exposeHeadRoute: false,
    handler: (request, reply) => sendMedia(root, request, reply),
  });
}
