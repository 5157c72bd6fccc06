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
 * An encoder for HTML streamed as it renders, one per response on a miss; cached pages are compressed once, harder
 * (cached-page.ts). Brotli runs at quality 2 with a 256 KB window (a page is smaller): a miss is compressed while
 * the visitor waits and uses the CPU renders need, and quality 2 takes half the time of quality 4 for bodies 10 %
 * larger (uncached product page, bench:ssr with a browser's headers: 111 → 127 req/s, p99 944 → 657 ms). The small
 * window matters too: each encoder's native memory counts against V8's external memory, and with the default 4 MB
 * window the uncached product page under load triggered a full garbage collection every five responses.
 */
export function streamingEncoder(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip({ level: 6 });
}
