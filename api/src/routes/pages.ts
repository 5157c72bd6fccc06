import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Page } from '@ergoforma/shared-contracts';
import { NotFoundError } from '../http/errors';
import { idParams, noQuerystring } from '../http/schemas';
import type { RouteOptions } from './route-options';

/** GET /api/pages/{id}: a page with its blocks in order (latest_products filled with the newest products). */
export const pageRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { repository }) => {
  app.get(
    '/api/pages/:id',
    { schema: { params: idParams, querystring: noQuerystring } },
    async (request): Promise<Page> => {
      const page = await repository.findPage(request.locale, request.params.id);
      if (!page) throw new NotFoundError(`Page ${request.params.id} not found`);
      return page;
    },
  );
};
