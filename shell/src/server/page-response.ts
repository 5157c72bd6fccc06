// Writes a page that is being rendered to the visitor's response: status and headers first, then the HTML,
// compressed on the fly when the browser accepts it, with the document head flushed as soon as it is written.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ContentKey } from '@ergoforma/shared-contracts';
import { streamingEncoder, type Encoding } from './content-encoding';
import type { PageSink, PageStart } from './page-sink';

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** Pages differ by encoding and by the visitor cookies (request-visitor.ts), which are part of their cache key. */
export const VARY = 'Accept-Encoding, Cookie';

/** `headersFor`: the page's own headers (caching, security), once its status is known. */
export function responseSink(
  response: ServerResponse,
  encoding: Encoding | null,
  headersFor: (page: PageStart) => OutgoingHttpHeaders,
): PageSink {
  let encoder: ReturnType<typeof streamingEncoder> | null = null;
  return {
    start(page) {
      if (page.location) {
        response.writeHead(page.status, { location: page.location });
        return;
      }
      const headers: OutgoingHttpHeaders = {
        'content-type': HTML_CONTENT_TYPE,
        'content-language': page.locale,
        vary: VARY,
        ...headersFor(page),
      };
      if (encoding) {
        headers['content-encoding'] = encoding;
        encoder = streamingEncoder(encoding);
        encoder.pipe(response);
      }
      response.writeHead(page.status, headers);
    },
    write(html, flush) {
      if (!encoder) {
        response.write(html);
        return;
      }
      encoder.write(html);
      if (flush) encoder.flush();
    },
    end() {
      if (encoder) encoder.end();
      else response.end();
    },
  };
}

/**
 * The content a cacheable page shows, for a CDN in front to purge by (the shell drops its own copies itself):
 * Surrogate-Key (Fastly, Varnish: space-separated) and Cache-Tag (Cloudflare, Akamai: comma-separated).
 */
export function contentKeyHeaders(contentKeys: readonly ContentKey[]): OutgoingHttpHeaders {
  if (contentKeys.length === 0) return {};
  return { 'surrogate-key': contentKeys.join(' '), 'cache-tag': contentKeys.join(',') };
}
