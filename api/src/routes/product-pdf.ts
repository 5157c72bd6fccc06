// GET /api/products/{id}/pdf: the product data sheet (media/product-sheet.ts) in the request's locale,
// downloaded by the site as 'product-card-{name}.pdf' (docs/behaviour.md#data-sheet-download). A sheet is drawn
// once per product, language and content (media/sheet-cache.ts), off the API's thread; its ETag comes from the
// content version, so a revalidation or a kept sheet is answered without reading the product.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, NotFoundError } from '../http/errors';
import { idParams, noQuerystring } from '../http/schemas';
import { SheetCache, SheetQueueFull, sheetKey, type Sheet } from '../media/sheet-cache';
import { createSheetRenderer } from '../media/sheet-renderer';
import type { RouteOptions } from './route-options';

/** Memory for drawn sheets (about 45 KB each: every sheet of the sample catalogue in three languages takes 9 MB). */
const SHEET_CACHE_BYTES = 32 * 1024 * 1024;
/** Different sheets waiting to be drawn; a burst past that gets 503 with Retry-After instead of piling up. */
const MAX_WAITING_SHEETS = 32;
const RETRY_AFTER_S = 5;
/** An hour: the sheet follows content edits soon enough, and the ETag makes revalidation cheap. */
const SHEET_CACHE_CONTROL = 'public, max-age=3600';

/** Whether an If-None-Match header names `etag` (weak comparison, lists and '*' included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** 'product-card-nova.pdf' for old clients, the UTF-8 product name for the rest (RFC 6266). */
export function attachmentDisposition(slug: string, name: string): string {
  const utf8Name = encodeURIComponent(`product-card-${name}.pdf`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="product-card-${slug}.pdf"; filename*=UTF-8''${utf8Name}`;
}

export const productPdfRoutes: FastifyPluginAsyncTypebox<RouteOptions & { mediaDir: string }> = async (
  app,
  { repository, mediaDir },
) => {
  const renderer = createSheetRenderer(mediaDir);
  app.addHook('onClose', () => renderer.close());
  const sheets = new SheetCache({
    maxBytes: SHEET_CACHE_BYTES,
    maxWaiting: MAX_WAITING_SHEETS,
  });

  app.get(
    '/api/products/:id/pdf',
    { schema: { params: idParams, querystring: noQuerystring } },
    async (request, reply) => {
      const { id } = request.params;
      const { locale } = request;
      const key = sheetKey(await repository.contentVersion(), id, locale);
      const etag = `"${key}"`;
      if (matches(request.headers['if-none-match'], etag))
        return reply.code(304).header('Cache-Control', SHEET_CACHE_CONTROL).header('ETag', etag).send();
      // Kept, being drawn, or else the product is read (a 404 waits for no drawing) and its sheet drawn.
      const drawSheet = async (): Promise<Sheet> => {
        const product = await repository.findProduct(locale, String(id));
        if (!product) throw new NotFoundError(`Product ${id} not found`);
        return sheets.get(key, async () => ({
          pdf: await renderer.render(product, locale),
          disposition: attachmentDisposition(product.slug, product.name),
        }));
      };
      let sheet: Sheet;
      try {
        sheet = await (sheets.find(key) ?? drawSheet());
      } catch (error) {
        if (!(error instanceof SheetQueueFull)) throw error;
        reply.header('Retry-After', String(RETRY_AFTER_S));
        throw new HttpError(503, 'Too many data sheets are being prepared; try again in a few seconds');
      }
      return reply
        .type('application/pdf')
        .header('Cache-Control', SHEET_CACHE_CONTROL)
        .header('ETag', etag)
        .header('Content-Disposition', sheet.disposition)
        .send(sheet.pdf);
    },
  );
};
