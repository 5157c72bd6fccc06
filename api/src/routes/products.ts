import type { FastifyInstance } from 'fastify';
import type { Collection, Product, ProductSummary, SortDirection } from '@ergoforma/shared-contracts';
import { SORT_DIRECTIONS } from '@ergoforma/shared-contracts/enums';
import { PRODUCT_ORDER_FIELDS, type ProductOrderField } from '../db';
import { NotFoundError } from '../http/errors';
import { idProperty, paginationProperties, querystring, toPagination, type PaginationQuery } from '../http/schemas';
import type { RouteOptions } from './route-options';

interface ProductListQuerystring extends PaginationQuery {
  'category.id'?: number;
  'tags.id'?: number[];
  order?: Partial<Record<ProductOrderField, SortDirection>>;
}

const direction = { type: 'string', enum: SORT_DIRECTIONS } as const;

const productListQuerystring = querystring({
  ...paginationProperties,
  'category.id': idProperty,
  // tags.id[]=1&tags.id[]=2 (see http/query-string.ts); a product must carry every listed tag.
  'tags.id': { type: 'array', minItems: 1, maxItems: 50, items: idProperty },
  // order[name]=asc&order[published]=desc, applied in the order given.
  order: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: { name: direction, published: direction },
  },
});

/** GET /api/products (summaries) and GET /api/products/{product} (by slug, or numeric id). */
export async function productRoutes(app: FastifyInstance, { repository }: RouteOptions): Promise<void> {
  app.get<{ Querystring: ProductListQuerystring; Reply: Collection<ProductSummary> }>(
    '/api/products',
    { schema: { querystring: productListQuerystring } },
    async (request) => {
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

  app.get<{ Params: { product: string }; Reply: Product }>(
    '/api/products/:product',
    {
      schema: {
        params: {
          type: 'object',
          required: ['product'],
          properties: { product: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        querystring: querystring(),
      },
    },
    async (request) => {
      const product = await repository.findProduct(request.locale, request.params.product);
      if (!product) throw new NotFoundError(`Product "${request.params.product}" not found`);
      return product;
    },
  );
}
