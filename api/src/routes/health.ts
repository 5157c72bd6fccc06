import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { querystring } from '../http/schemas';
import type { RouteOptions } from './route-options';

/** GET /healthz: the process answers and the database responds. */
export async function healthRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Reply: { status: 'ok' } }>(
    '/healthz',
    { schema: { querystring: querystring() } },
    async (_request, reply) => {
      if (!(await repository.ping())) throw new HttpError(503, 'Database unavailable');
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' };
    },
  );
}
