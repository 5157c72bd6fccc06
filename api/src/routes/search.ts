import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { SearchResult } from '@ergoforma/shared-contracts';
import { paginationProperties, querystring, toPagination } from '../http/schemas';
import type { RouteOptions } from './route-options';

const searchQuerystring = querystring({
  ...paginationProperties,
  phrase: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
});

/** GET /api/search?phrase=...&pagination=false: a plain list of results (docs/api.md#content). */
export const searchRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { repository }) => {
  app.get('/api/search', { schema: { querystring: searchQuerystring } }, async (request): Promise<SearchResult[]> =>
    repository.search(request.locale, request.query.phrase, toPagination(request.query)),
  );
};
