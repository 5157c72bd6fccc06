import type { FastifyInstance } from 'fastify';
import type { Page } from '@ergoforma/shared-contracts';
import { NotFoundError } from '../http/errors';
import { querystring } from '../http/schemas';
import type { RouteOptions } from './route-options';

/** GET /api/pages/{id}: a page with its blocks in order (latest_products filled with the newest products). */
export async function pageRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Params: { id: number }; Reply: Page }>(
    '/api/pages/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        querystring: querystring(),
      },
    },
    async (request) => {
      const page = await repository.findPage(request.locale, request.params.id);
      if (!page) throw new NotFoundError(`Page ${request.params.id} not found`);
      return page;
    },
  );
}
