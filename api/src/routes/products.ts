import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Collection, Product, ProductSummary } from '@ergoforma/shared-contracts';
import { PRODUCT_ORDER_FIELDS } from '../db';
import { NotFoundError } from '../http/errors';
import {
  idProperty,
  noQuerystring,
  orderProperty,
  paginationProperties,
  querystring,
  sortDirection,
  toPagination,
} from '../http/schemas';
import type { RouteOptions } from './route-options';

const productListQuerystring = querystring({
  ...paginationProperties,
  'category.id': Type.Optional(idProperty),
  // tags.id[]=1&tags.id[]=2 (see http/query-string.ts); a product must carry every listed tag.
  'tags.id': Type.Optional(Type.Array(idProperty, { minItems: 1, maxItems: 50 })),
  // order[name]=asc&order[published]=desc, applied in the order given.
  order: orderProperty({ name: Type.Optional(sortDirection), published: Type.Optional(sortDirection) }),
});

/** By slug, or numeric id. */
const productParams = Type.Object({ product: Type.String({ minLength: 1, maxLength: 200 }) });

/** GET /api/products (summaries) and GET /api/products/{product} (by slug, or numeric id). */
export const productRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { repository }) => {
  app.get(
    '/api/products',
    { schema: { querystring: productListQuerystring } },
    async (request): Promise<Collection<ProductSummary>> => {
      const query = request.query;
      const order = Object.entries(query.order ?? {}).flatMap(([field, dir]) => {
        const known = PRODUCT_ORDER_FIELDS.find((f) => f === field);
        return known && dir ? [{ field: known, direction: dir }] : [];
      });
      return repository.listProducts(request.locale, {
        pagination: toPagination(query),
        categoryId: query['category.id'],
        tagIds: query['tags.id'],
        order,
      });
    },
  );

  app.get(
    '/api/products/:product',
    { schema: { params: productParams, querystring: noQuerystring } },
    async (request): Promise<Product> => {
      const product = await repository.findProduct(request.locale, request.params.product);
      if (!product) throw new NotFoundError(`Product "${request.params.product}" not found`);
      return product;
    },
  );
};
