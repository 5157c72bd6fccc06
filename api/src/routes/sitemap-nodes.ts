import type { FastifyInstance } from 'fastify';
import type { Collection, SitemapNode } from '@ergoforma/shared-contracts';
import { collectionQuerystring, toPagination, type PaginationQuery } from '../http/schemas';
import type { RouteOptions } from './route-options';

/** GET /api/sitemap_nodes: every node of the request's locale (SPEC §2 routing). */
export async function sitemapNodeRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Querystring: PaginationQuery; Reply: Collection<SitemapNode> }>(
    '/api/sitemap_nodes',
    { schema: { querystring: collectionQuerystring } },
    async (request) => repository.listSitemapNodes(request.locale, toPagination(request.query)),
  );
}
