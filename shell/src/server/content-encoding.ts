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
 * An encoder for HTML streamed as it renders. Quality is moderate (brotli 5, gzip 6): it runs per response on
 * a miss; cached pages are compressed once, harder (cached-page.ts).
 */
export function streamingEncoder(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip({ level: 6 });
}
