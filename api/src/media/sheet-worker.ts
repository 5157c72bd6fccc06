// Worker thread that draws product data sheets (sheet-renderer.ts): pdfkit lays a sheet out synchronously for
// hundreds of milliseconds, which on the API's own thread would hold up every other request.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { SheetReply, SheetRequest } from './sheet-renderer';
import { renderProductSheet } from './product-sheet';

const { mediaDir } = workerData as { mediaDir: string };
// The lowest CPU priority, for this thread only (Linux keeps a priority per thread): when the machine is busy the
// API's own thread, which answers every other request, goes first.
setPriority(19);

parentPort?.on('message', (request: SheetRequest) => {
  renderProductSheet(request.product, request.locale, mediaDir).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
      parentPort?.postMessage({ id: request.id, pdf: bytes } satisfies SheetReply, [bytes.buffer]);
    },
    (error: unknown) =>
      parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
