import type { FastifyInstance } from 'fastify';
import type { Collection, ProductTag } from '@ergoforma/shared-contracts';
import { collectionQuerystring, toPagination, type PaginationQuery } from '../http/schemas';
import type { RouteOptions } from './route-options';

/** GET /api/product_tags */
export async function productTagRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Querystring: PaginationQuery; Reply: Collection<ProductTag> }>(
    '/api/product_tags',
    { schema: { querystring: collectionQuerystring } },
    async (request) => repository.listTags(request.locale, toPagination(request.query)),
  );
}
