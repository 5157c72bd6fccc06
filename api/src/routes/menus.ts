import type { FastifyInstance } from 'fastify';
import type { Collection, Menu } from '@ergoforma/shared-contracts';
import { collectionQuerystring, toPagination, type PaginationQuery } from '../http/schemas';
import type { RouteOptions } from './route-options';

/** GET /api/menus: the 'main' and 'footer' menus of the request's locale. */
export async function menuRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Querystring: PaginationQuery; Reply: Collection<Menu> }>(
    '/api/menus',
    { schema: { querystring: collectionQuerystring } },
    async (request) => repository.listMenus(request.locale, toPagination(request.query)),
  );
}
