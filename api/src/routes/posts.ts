import type { FastifyInstance } from 'fastify';
import type { Collection, Post, SortDirection } from '@ergoforma/shared-contracts';
import { SORT_DIRECTIONS } from '@ergoforma/shared-contracts/enums';
import { NotFoundError } from '../http/errors';
import { paginationProperties, querystring, slugParams, toPagination, type PaginationQuery } from '../http/schemas';
import type { RouteOptions } from './route-options';

interface PostListQuerystring extends PaginationQuery {
  order?: { published?: SortDirection };
}

const postListQuerystring = querystring({
  ...paginationProperties,
  order: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: { published: { type: 'string', enum: SORT_DIRECTIONS } },
  },
});

/** GET /api/posts (published news, newest first unless order[published]=asc) and GET /api/posts/{slug} (or id). */
export async function postRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Querystring: PostListQuerystring; Reply: Collection<Post> }>(
    '/api/posts',
    { schema: { querystring: postListQuerystring } },
    async (request) =>
      repository.listPosts(request.locale, {
        pagination: toPagination(request.query),
        order: request.query.order?.published,
      }),
  );

  app.get<{ Params: { slug: string }; Reply: Post }>(
    '/api/posts/:slug',
    { schema: { params: slugParams('slug'), querystring: querystring() } },
    async (request) => {
      const post = await repository.findPost(request.locale, request.params.slug);
      if (!post) throw new NotFoundError(`Post "${request.params.slug}" not found`);
      return post;
    },
  );
}
