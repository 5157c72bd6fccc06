// A finished page kept for reuse, compressed once in brotli and gzip: every visitor gets the same bytes (the page's
// Content-Security-Policy allows its inline elements by hash, html-document.ts), so a response is a copy of what is
// kept. Only the compressed bytes are kept (the HTML itself would be four times their size); the rare client that
// accepts neither encoding gets the gzip bytes inflated.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Encoding } from './content-encoding';

/**
 * Compression levels of a cached page. Higher ones barely pay on a 150 KB page: brotli 9 saves 2 % over 6 for
 * nine times the CPU (75 ms against 8) and an encoder of 13 MB against 2.5 MB; gzip 9 saves 1 % over 6.
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CompressedHtml {
  brotli: Buffer;
  gzip: Buffer;
  /** Memory held, for the cache's byte budget. */
  bytes: number;
}

/**
 * A copy in memory of its own size: the cache then keeps only these bytes (a smaller buffer from zlib may be a view
 * into a larger chunk, or into Node's shared pool, 64 KB on Node 24).
 */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/** Compresses `html` (UTF-8). */
export async function compressHtml(html: Buffer): Promise<CompressedHtml> {
  const [brotli, gzipped] = await Promise.all([
    brotliCompress(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip(html, { level: GZIP_LEVEL }),
  ]);
  return { brotli: ownCopy(brotli), gzip: ownCopy(gzipped), bytes: brotli.length + gzipped.length };
}

/** The bytes to send in `encoding` (null: uncompressed). */
export function encodedBody(page: CompressedHtml, encoding: Encoding | null): Buffer {
  if (encoding === 'br') return page.brotli;
  if (encoding === 'gzip') return page.gzip;
  return zlib.gunzipSync(page.gzip);
}
