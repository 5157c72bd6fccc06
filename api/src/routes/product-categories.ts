import type { FastifyInstance } from 'fastify';
import type { CategoryTreeNode, Collection } from '@ergoforma/shared-contracts';
import { collectionQuerystring, toPagination, type PaginationQuery } from '../http/schemas';
import type { RouteOptions } from './route-options';

/** GET /api/product_categories: the category tree, flattened (each category followed by its subcategories). */
export async function productCategoryRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Querystring: PaginationQuery; Reply: Collection<CategoryTreeNode> }>(
    '/api/product_categories',
    { schema: { querystring: collectionQuerystring } },
    async (request) => repository.listCategories(request.locale, toPagination(request.query)),
  );
}
