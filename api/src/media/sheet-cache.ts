// Product data sheets, drawn once per product, language and content: a sheet is kept under a digest of the content
// version (which changes with any content edit), the product id, the language and the drawing code's version, so
// the key is known without reading the product, and an edited catalogue gets new keys while old sheets age out.
// Kept in memory up to a byte budget, least recently used out first. Requests for a sheet being drawn wait for that
// one drawing; drawings run one at a time, and at most `maxWaiting` different sheets may wait: past that the caller
// is told to come back later.
import { createHash } from 'node:crypto';
import type { Locale } from '@ergoforma/shared-contracts';
import { GENERATOR_VERSION } from './generate-media';

/** Raise when the sheet's layout changes, so clients holding an old sheet's ETag get the new one. */
const SHEET_VERSION = 1;

export function sheetKey(contentVersion: string, productId: number, locale: Locale): string {
  return createHash('sha256')
    .update(`${SHEET_VERSION}\n${GENERATOR_VERSION}\n${contentVersion}\n${productId}\n${locale}`)
    .digest('base64url')
    .slice(0, 32);
}

export interface Sheet {
  pdf: Buffer;
  /** The Content-Disposition header, which names the product. */
  disposition: string;
}

export class SheetQueueFull extends Error {
  constructor() {
    super('Too many data sheets are waiting to be drawn');
    this.name = 'SheetQueueFull';
  }
}

interface SheetCacheOptions {
  maxBytes: number;
  /** Different sheets that may wait for the renderer at once. */
  maxWaiting: number;
}

export class SheetCache {
  private readonly sheets = new Map<string, Sheet>();
  private bytes = 0;
  private readonly drawing = new Map<string, Promise<Sheet>>();
  /** The tail of the one-at-a-time chain of drawings. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SheetCacheOptions) {}

  /** The sheet kept under `key`, if any (now the most recently used). */
  kept(key: string): Sheet | undefined {
    const sheet = this.sheets.get(key);
    if (sheet) {
      // Most recently used last: a Map iterates in insertion order.
      this.sheets.delete(key);
      this.sheets.set(key, sheet);
    }
    return sheet;
  }

  /** The sheet under `key` if it is kept or being drawn; else undefined, and SheetQueueFull when no drawing can wait. */
  find(key: string): Sheet | Promise<Sheet> | undefined {
    const found = this.kept(key) ?? this.drawing.get(key);
    if (!found && this.drawing.size >= this.options.maxWaiting) throw new SheetQueueFull();
    return found;
  }

  /** The sheet under `key`, drawn by `draw` after the drawings already waiting unless it is kept or being drawn. */
  async get(key: string, draw: () => Promise<Sheet>): Promise<Sheet> {
    const found = this.find(key);
    if (found) return found;
    const drawn = this.queue.then(draw);
    this.queue = drawn.catch(() => undefined);
    this.drawing.set(key, drawn);
    try {
      const sheet = await drawn;
      this.keep(key, sheet);
      return sheet;
    } finally {
      this.drawing.delete(key);
    }
  }

  private keep(key: string, sheet: Sheet): void {
    if (sheet.pdf.length > this.options.maxBytes) return;
    this.sheets.set(key, sheet);
    this.bytes += sheet.pdf.length;
    for (const [oldKey, old] of this.sheets) {
      if (this.bytes <= this.options.maxBytes) break;
      this.sheets.delete(oldKey);
      this.bytes -= old.pdf.length;
    }
  }
}
