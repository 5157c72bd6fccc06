// GET /api/products/{id}/pdf: the product data sheet (media/product-sheet.ts) in the request's locale,
// downloaded by the site as 'product-card-{name}.pdf' (docs/behaviour.md#data-sheet-download).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../http/errors';
import { querystring } from '../http/schemas';
import { renderProductSheet } from '../media/product-sheet';
import type { RouteOptions } from './route-options';

/** 'product-card-nova.pdf' for old clients, the UTF-8 product name for the rest (RFC 6266). */
export function attachmentDisposition(slug: string, name: string): string {
  const utf8Name = encodeURIComponent(`product-card-${name}.pdf`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="product-card-${slug}.pdf"; filename*=UTF-8''${utf8Name}`;
}

export async function productPdfRoutes(
  app: FastifyInstance,
  { repository, mediaDir }: RouteOptions & { mediaDir: string },
): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/api/products/:id/pdf',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        querystring: querystring(),
      },
    },
    async (request, reply) => {
      const product = await repository.findProduct(request.locale, String(request.params.id));
      if (!product) throw new NotFoundError(`Product ${request.params.id} not found`);
      const pdf = await renderProductSheet(product, request.locale, mediaDir);
      const etag = `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 32)}"`;
      // An hour: the sheet follows content edits soon enough, and the ETag makes revalidation cheap.
      reply.header('Cache-Control', 'public, max-age=3600').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentDisposition(product.slug, product.name))
        .send(pdf);
    },
  );
}
