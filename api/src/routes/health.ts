import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { querystring } from '../http/schemas';
import type { RouteOptions } from './route-options';

/**
 * GET /healthz: the process answers and the database responds. GET /api/content_version: the version of the content
 * served (a counter the database moves forward with every load and write; every API replica on one database answers
 * the same one).
 */
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

  app.get<{ Reply: { version: string } }>(
    '/api/content_version',
    {
      // Every shell asks about once a second: those requests are not worth a log line each.
      logLevel: 'warn',
      schema: {
        querystring: querystring(),
        response: { 200: { type: 'object', required: ['version'], properties: { version: { type: 'string' } } } },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { version: await repository.contentVersion() };
    },
  );
}
