import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Collection, Post } from '@ergoforma/shared-contracts';
import { NotFoundError } from '../http/errors';
import {
  noQuerystring,
  orderProperty,
  paginationProperties,
  querystring,
  slugParams,
  sortDirection,
  toPagination,
} from '../http/schemas';
import type { RouteOptions } from './route-options';

const postListQuerystring = querystring({
  ...paginationProperties,
  order: orderProperty({ published: Type.Optional(sortDirection) }),
});

/** GET /api/posts (published news, newest first unless order[published]=asc) and GET /api/posts/{slug} (or id). */
export const postRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { repository }) => {
  app.get('/api/posts', { schema: { querystring: postListQuerystring } }, async (request): Promise<Collection<Post>> =>
    repository.listPosts(request.locale, {
      pagination: toPagination(request.query),
      order: request.query.order?.published,
    }),
  );

  app.get(
    '/api/posts/:slug',
    { schema: { params: slugParams, querystring: noQuerystring } },
    async (request): Promise<Post> => {
      const post = await repository.findPost(request.locale, request.params.slug);
      if (!post) throw new NotFoundError(`Post "${request.params.slug}" not found`);
      return post;
    },
  );
};
