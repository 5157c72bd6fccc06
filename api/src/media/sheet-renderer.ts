// Draws product data sheets off the API's thread, one at a time, in a worker thread (sheet-worker.ts).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Locale, Product } from '@ergoforma/shared-contracts';
import { renderProductSheet } from './product-sheet';

type SheetRenderer = (product: Product, locale: Locale) => Promise<Buffer>;

export interface SheetRequest {
  id: number;
  product: Product;
  locale: Locale;
}
export type SheetReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * The built API (dist/*.js) renders in a worker thread. Jest runs the TypeScript sources, which a worker cannot
 * load: there sheets are drawn on the calling thread (the same function, so the same bytes).
 */
export function createSheetRenderer(mediaDir: string): { render: SheetRenderer; close(): Promise<void> } {
  if (path.extname(__filename) !== '.js') {
    return { render: (product, locale) => renderProductSheet(product, locale, mediaDir), close: async () => {} };
  }
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

  const start = (): Worker => {
    const started = new Worker(path.join(__dirname, 'sheet-worker.js'), { workerData: { mediaDir } });
    const failAll = (error: Error) => {
      if (worker !== started) return;
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
      worker = null;
    };
    started.on('message', (reply: SheetReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if ('pdf' in reply) waiting?.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else waiting?.reject(new Error(`data sheet not rendered: ${reply.error}`));
    });
    // A crashed worker fails what it was drawing; the next sheet starts a new one.
    started.on('error', failAll);
    started.on('exit', () => failAll(new Error('the data sheet worker stopped')));
    // It must not keep a stopping API alive.
    started.unref();
    return started;
  };

  return {
    render: (product, locale) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker ??= start();
        worker.postMessage({ id, product, locale } satisfies SheetRequest);
      }),
    close: async () => {
      await worker?.terminate();
    },
  };
}
