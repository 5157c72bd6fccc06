import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../http/errors';
import { querystring } from '../http/schemas';

export interface MediaRouteOptions {
  /** Absolute folder the files are served from. */
  mediaDir: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/** Lower-case names made of safe characters, in folders; no dot segments. */
const SAFE_PATH = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)*)*$/;

/** GET /media/*: images and documents; names never change content, so they are cached for a year. */
export async function mediaRoutes(app: FastifyInstance, { mediaDir }: MediaRouteOptions): Promise<void> {
  const root = path.resolve(mediaDir);
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    // `v` lets a page bust a cache if a file ever has to change in place.
    { schema: { querystring: querystring({ v: { type: 'string', maxLength: 64 } }) } },
    async (request, reply) => {
      const relative = request.params['*'];
      const contentType = CONTENT_TYPES[path.extname(relative)];
      const file = path.resolve(root, relative);
      if (!SAFE_PATH.test(relative) || contentType === undefined || !file.startsWith(root + path.sep)) {
        throw new NotFoundError(`No media file ${relative}`);
      }
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new NotFoundError(`No media file ${relative}`);
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Length', info.size)
        .header('Last-Modified', info.mtime.toUTCString())
        .header('X-Content-Type-Options', 'nosniff')
        .type(contentType);
      // An SVG opened directly must not run scripts.
      if (contentType === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(createReadStream(file));
    },
  );
}
