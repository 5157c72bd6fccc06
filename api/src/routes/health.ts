import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../http/errors';
import { noQuerystring } from '../http/schemas';
import type { RouteOptions } from './route-options';

/**
 * GET /healthz: the process answers and the database responds. GET /api/content_version: the version of the content
 * served (a counter the database moves forward with every load and write; every API replica on one database answers
 * the same one).
 */
export const healthRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { repository }) => {
  app.get(
    '/healthz',
    { schema: { querystring: noQuerystring, response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async (_request, reply) => {
      if (!(await repository.ping())) throw new HttpError(503, 'Database unavailable');
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/content_version',
    {
      // Every shell asks about once a second: those requests are not worth a log line each.
      logLevel: 'warn',
      schema: {
        querystring: noQuerystring,
        response: { 200: Type.Object({ version: Type.String() }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { version: await repository.contentVersion() };
    },
  );
};
