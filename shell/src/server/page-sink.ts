// Where a rendered page goes: the visitor's response (page-response.ts), the page cache, or both. The renderer
// announces the status first, so a receiver can still decide how to answer before any HTML is written.
import type { ContentKey, Locale } from '@ergoforma/shared-contracts';
import type { InlineHashes } from './html-document';

export interface PageStart {
  status: number;
  locale: Locale;
  /** Set for redirects. */
  location?: string;
  /** False when a region could not use its remote (it shows a fallback): such a page is not worth keeping. */
  complete: boolean;
  /**
   * True when a shared cache may keep the page: complete, shown at its canonical address (a query value that names
   * no page, or a search, is not kept), and rendered without an API call failing (a page that shows a failure).
   */
  cacheable: boolean;
  /** The hashes of the page's inline scripts and styles, for its Content-Security-Policy (none on redirects). */
  inline?: InlineHashes;
  /** The content the page shows (shared-contracts' content-keys.ts); none on redirects and error pages. */
  contentKeys?: readonly ContentKey[];
  /** The page module that rendered it ('none' for error pages and redirects), for metrics. */
  module: string;
}

export interface PageSink {
  /** Called once, before any HTML. */
  start(page: PageStart): void;
  /** `flush`: send what was written so far now (the document head, so the browser starts on the assets early). */
  write(html: string | Buffer, flush?: boolean): void;
  end(): void;
}

/** Collects the HTML of a page in memory. */
export class CollectedPage implements PageSink {
  page: PageStart | null = null;
  private readonly chunks: Buffer[] = [];
  private finished = false;

  start(page: PageStart): void {
    this.page = page;
  }

  write(html: string | Buffer): void {
    this.chunks.push(typeof html === 'string' ? Buffer.from(html) : html);
  }

  end(): void {
    this.finished = true;
  }

  /** The whole document as UTF-8, once the renderer has ended it; null before. */
  body(): Buffer | null {
    return this.finished ? Buffer.concat(this.chunks) : null;
  }
}

/** Sends everything to each of `sinks`. */
export function teeSinks(...sinks: PageSink[]): PageSink {
  return {
    start: (page) => sinks.forEach((sink) => sink.start(page)),
    write: (html, flush) => sinks.forEach((sink) => sink.write(html, flush)),
    end: () => sinks.forEach((sink) => sink.end()),
  };
}
