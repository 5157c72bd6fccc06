// Products in the back office (area catalogue): the list, one product in the fixtures' format (what the content
// service writes) with its version, create, update and delete. Every write goes through the content service, so
// the site follows the content version; an update names the version it was made on and a newer one is a 409 with
// the product as it is now, so nobody overwrites someone else's save unknowingly.
import type { FastifyInstance } from 'fastify';
import { ContentConflictError } from '../../../content/content-errors';
import type { ContentFiles } from '../../../content/fixture-files';
import type { QueryDb } from '../../../db';
import { HttpError } from '../../../http/errors';
import { signedIn, type AdminContext } from '../admin-context';
import { offsetOf, pagingProperties, sendTotal } from '../list-query';
import { choiceRoutes } from './choice-routes';
import { withLibraryIds, withoutLibraryIds } from './library-ids';
import { withNewIds } from './new-ids';
import {
  listProducts,
  PRODUCT_SORT_FIELDS,
  PRODUCT_STATUSES,
  TRANSLATED_LOCALES,
  type ProductListFilters,
  type ProductSortField,
} from './product-list';

type ProductRecord = ContentFiles['products'][number];

/**
 * A product as the back office sends it (its answer's `mediaId`s, no ids for what is new), as the content service
 * writes it: for a save and for a draft alike.
 */
export const productInput = (db: QueryDb, body: Record<string, unknown>): Promise<Record<string, unknown>> =>
  withNewIds(db, withoutLibraryIds(body));

const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingProperties,
    sort: { type: 'string', enum: PRODUCT_SORT_FIELDS, default: 'name' },
    q: { type: 'string', maxLength: 200 },
    category: idSchema,
    tag: idSchema,
    status: { type: 'string', enum: PRODUCT_STATUSES },
    missingLanguage: { type: 'string', enum: TRANSLATED_LOCALES },
  },
} as const;

// The record itself is checked by the content service (a bad field is a 400 naming it); here only its envelope.
const createBody = { type: 'object' } as const;
const updateBody = {
  type: 'object',
  required: ['version'],
  properties: { version: { type: 'integer', minimum: 0 } },
} as const;

interface ListQuery extends ProductListFilters {
  page: number;
  perPage: number;
  sort: ProductSortField;
  order: 'asc' | 'desc';
}

export async function productRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { content } = context;
  const config = { access: 'catalogue' } as const;
  await choiceRoutes(app, context);

  const current = async (id: number) => {
    const record = (await content.service.find('product', id)) as ProductRecord | null;
    if (record === null) throw new HttpError(404, `No product ${id}`);
    return {
      ...(await withLibraryIds(content.db, record)),
      version: await content.service.recordVersion('product', id),
    };
  };

  app.get<{ Querystring: ListQuery }>(
    '/products',
    { config, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { page, perPage, ...filters } = request.query;
      const { total, items } = await listProducts(content.db, {
        ...filters,
        ...offsetOf({ page, perPage }),
        now: context.now(),
      });
      sendTotal(reply, 'products', { page, perPage }, items.length, total);
      return items;
    },
  );

  app.get<{ Params: { id: number } }>('/products/:id', { config, schema: { params: idParams } }, async (request) =>
    current(request.params.id),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/products',
    { config, schema: { body: createBody } },
    async (request, reply) => {
      const record = await productInput(content.db, request.body);
      await content.service.create('product', record, signedIn(request).account.email);
      return reply.code(201).send(await current(Number(record.id)));
    },
  );

  app.put<{ Params: { id: number }; Body: Record<string, unknown> & { version: number } }>(
    '/products/:id',
    { config, schema: { params: idParams, body: updateBody } },
    async (request, reply) => {
      const { id } = request.params;
      const { version, ...fields } = request.body;
      const record = await productInput(content.db, { ...fields, id });
      try {
        await content.service.update('product', id, record, signedIn(request).account.email, version);
      } catch (error) {
        if (!(error instanceof ContentConflictError)) throw error;
        return reply.code(409).send({ code: '409', message: error.message, current: await current(id) });
      }
      return current(id);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/products/:id',
    { config, schema: { params: idParams } },
    async (request, reply) => {
      await content.service.delete('product', request.params.id, signedIn(request).account.email);
      return reply.code(204).send();
    },
  );
}
