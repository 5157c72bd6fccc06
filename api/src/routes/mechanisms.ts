import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Collection, Mechanism } from '@ergoforma/shared-contracts';
import { NotFoundError } from '../http/errors';
import {
  idProperty,
  noQuerystring,
  paginationProperties,
  querystring,
  slugParams,
  toPagination,
} from '../http/schemas';
import type { RouteOptions } from './route-options';

const mechanismListQuerystring = querystring({
  ...paginationProperties,
  'category.id': Type.Optional(idProperty),
});

/** GET /api/mechanisms (by category order, optionally one category) and GET /api/mechanism/{slug} (singular). */
export const mechanismRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { repository }) => {
  app.get(
    '/api/mechanisms',
    { schema: { querystring: mechanismListQuerystring } },
    async (request): Promise<Collection<Mechanism>> =>
      repository.listMechanisms(request.locale, {
        pagination: toPagination(request.query),
        categoryId: request.query['category.id'],
      }),
  );

  app.get(
    '/api/mechanism/:slug',
    { schema: { params: slugParams, querystring: noQuerystring } },
    async (request): Promise<Mechanism> => {
      const mechanism = await repository.findMechanism(request.locale, request.params.slug);
      if (!mechanism) throw new NotFoundError(`Mechanism "${request.params.slug}" not found`);
      return mechanism;
    },
  );
};
