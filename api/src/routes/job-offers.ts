import type { FastifyInstance } from 'fastify';
import type { Collection, JobOffer } from '@ergoforma/shared-contracts';
import { collectionQuerystring, toPagination, type PaginationQuery } from '../http/schemas';
import type { RouteOptions } from './route-options';

/** GET /api/job_offers: newest first. */
export async function jobOfferRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Querystring: PaginationQuery; Reply: Collection<JobOffer> }>(
    '/api/job_offers',
    { schema: { querystring: collectionQuerystring } },
    async (request) => repository.listJobOffers(request.locale, toPagination(request.query)),
  );
}
