// Which compression a response gets (Accept-Encoding: brotli preferred, then gzip), and the streaming encoders for
// HTML that is compressed while it is written.
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';

const SUPPORTED = ['br', 'gzip', 'identity'];

/** The encoding to answer with; null for identity (no header, or nothing we support). */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const chosen = negotiate(header, SUPPORTED);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * An encoder for HTML streamed as it renders, one per response on a miss; cached pages are compressed once
 * (cached-page.ts). Brotli runs at quality 4 with a 256 KB window (a page is smaller): each encoder's native memory
 * counts against V8's external memory, and at quality 5 with the default 4 MB window (1.5 MB per encoder) the
 * uncached product page under load triggered a full garbage collection every five responses (one in twenty with
 * quality 4, 8 % larger bodies); those pauses made the latency tail.
 */
export function streamingEncoder(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip({ level: 6 });
}
