import type { FastifyInstance } from 'fastify';
import type { Collection, Mechanism } from '@ergoforma/shared-contracts';
import { NotFoundError } from '../http/errors';
import {
  idProperty,
  paginationProperties,
  querystring,
  slugParams,
  toPagination,
  type PaginationQuery,
} from '../http/schemas';
import type { RouteOptions } from './route-options';

interface MechanismListQuerystring extends PaginationQuery {
  'category.id'?: number;
}

const mechanismListQuerystring = querystring({
  ...paginationProperties,
  'category.id': idProperty,
});

/** GET /api/mechanisms (by category order, optionally one category) and GET /api/mechanism/{slug} (singular). */
export async function mechanismRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Querystring: MechanismListQuerystring; Reply: Collection<Mechanism> }>(
    '/api/mechanisms',
    { schema: { querystring: mechanismListQuerystring } },
    async (request) =>
      repository.listMechanisms(request.locale, {
        pagination: toPagination(request.query),
        categoryId: request.query['category.id'],
      }),
  );

  app.get<{ Params: { slug: string }; Reply: Mechanism }>(
    '/api/mechanism/:slug',
    { schema: { params: slugParams('slug'), querystring: querystring() } },
    async (request) => {
      const mechanism = await repository.findMechanism(request.locale, request.params.slug);
      if (!mechanism) throw new NotFoundError(`Mechanism "${request.params.slug}" not found`);
      return mechanism;
    },
  );
}
