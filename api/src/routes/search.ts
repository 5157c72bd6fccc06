import type { FastifyInstance } from 'fastify';
import type { SearchResult } from '@ergoforma/shared-contracts';
import { paginationProperties, querystring, toPagination, type PaginationQuery } from '../http/schemas';
import type { RouteOptions } from './route-options';

interface SearchQuerystring extends PaginationQuery {
  phrase: string;
}

const searchQuerystring = querystring(
  { ...paginationProperties, phrase: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } },
  ['phrase'],
);

/** GET /api/search?phrase=...&pagination=false: a plain list of results (docs/api.md#content). */
export async function searchRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Querystring: SearchQuerystring; Reply: SearchResult[] }>(
    '/api/search',
    { schema: { querystring: searchQuerystring } },
    async (request) => repository.search(request.locale, request.query.phrase, toPagination(request.query)),
  );
}
