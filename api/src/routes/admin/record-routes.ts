// The back office's resources of few records (tens to hundreds: categories, tags, pages, …), each listed whole,
// read, created, updated and deleted through the content service (which checks the record, keeps a revision and
// makes the site's pages that show it stale). A record is in the fixtures' format plus its `version` (the content
// version of its last change, 0 as loaded); an update or delete based on an older version is a 409 with the record as
// it is now, and deleting a record that another still uses is a 409 naming it. Products, by the ten thousand, have
// their own list (catalogue/product-routes.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ContentConflictError } from '../../content/content-errors';
import type { ListedKindName } from '../../content/content-service';
import { HttpError } from '../../http/errors';
import type { Area } from '../../staff/roles';
import { signedIn } from './admin-context';
import { offsetOf, pagingProperties, sendTotal } from './list-query';
import { DEFAULT_SORTS, sortFieldsOf, sortRecords, type Sort } from './record-sorts';

/** A resource of the back office: the content kind it holds and the area of the role matrix it belongs to. */
interface RecordResource {
  kind: ListedKindName;
  access: Area;
}

/** The resources, by their address under /api/admin. */
export const RECORD_RESOURCES = {
  categories: { kind: 'category', access: 'catalogue' },
  tags: { kind: 'tag', access: 'catalogue' },
  'pattern-collections': { kind: 'patternCollection', access: 'catalogue' },
  'file-types': { kind: 'fileType', access: 'catalogue' },
  'job-offers': { kind: 'jobOffer', access: 'careers' },
  pages: { kind: 'page', access: 'content' },
  posts: { kind: 'post', access: 'content' },
  realizations: { kind: 'realization', access: 'content' },
  mechanisms: { kind: 'mechanism', access: 'catalogue' },
  'mechanism-categories': { kind: 'mechanismCategory', access: 'catalogue' },
  menus: { kind: 'menu', access: 'content' },
  'sitemap-nodes': { kind: 'sitemapNode', access: 'content' },
} as const satisfies Record<string, RecordResource>;

/** The list's query: paging, a search, and a sort by one of the fields the resource allows (record-sorts.ts). */
const listQueryOf = (resource: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      page: pagingProperties.page,
      perPage: pagingProperties.perPage,
      q: { type: 'string', maxLength: 100 },
      sort: { type: 'string', enum: sortFieldsOf(resource) },
      order: { type: 'string', enum: pagingProperties.order.enum },
    },
  }) as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const version = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;
/** The record itself is checked by the content service, which names the field at fault. */
const recordBody = { type: 'object', properties: { id: idParams.properties.id } } as const;
const versionedBody = { type: 'object', required: ['version'], properties: { version } } as const;
const versionQuery = { type: 'object', additionalProperties: false, properties: { version } } as const;

interface ListQuery {
  page: number;
  perPage: number;
  q?: string;
  sort?: string;
  order?: Sort['order'];
}
type Body = Record<string, unknown> & { id?: number; version?: number };

/** Every name of a record's translations (and its patterns'), lower-cased, for the list's search. */
function namesOf(record: object): string {
  return JSON.stringify(record).toLowerCase();
}

export async function recordRoutes(app: FastifyInstance): Promise<void> {
  const service = app.contentService;

  for (const [resource, { kind, access }] of Object.entries(RECORD_RESOURCES)) {
    const config = { access } as const;
    const withVersion = async (record: { id: number }) => ({
      ...record,
      version: await service.recordVersion(kind, record.id),
    });
    const found = async (id: number) => {
      const record = await service.find(kind, id);
      if (record === null || !('id' in record)) throw new HttpError(404, `No ${kind} ${id}`);
      return withVersion(record);
    };
    const saved = async (reply: FastifyReply, status: number, id: number) => reply.code(status).send(await found(id));
    /** A save on an older version: the 409 carries the record as it is now, for the person to compare. */
    const conflict = async (reply: FastifyReply, error: unknown, id: number) => {
      if (!(error instanceof ContentConflictError)) throw error;
      return reply.code(409).send({ code: '409', message: error.message, current: await found(id) });
    };

    app.get<{ Querystring: ListQuery }>(
      `/${resource}`,
      { config, schema: { querystring: listQueryOf(resource) } },
      async (request, reply) => {
        const { page, perPage, q, sort, order = 'asc' } = request.query;
        const needle = q?.trim().toLowerCase() ?? '';
        const found = (await service.list(kind)).filter((record) => needle === '' || namesOf(record).includes(needle));
        const by = sort === undefined ? DEFAULT_SORTS[resource] : { field: sort, order };
        const all = by === undefined ? found : sortRecords(found, by);
        const { offset, limit } = offsetOf({ page, perPage });
        const shown = all.slice(offset, offset + limit);
        sendTotal(reply, resource, { page, perPage }, shown.length, all.length);
        return shown;
      },
    );

    app.get<{ Params: { id: number } }>(`/${resource}/:id`, { config, schema: { params: idParams } }, async (request) =>
      found(request.params.id),
    );

    app.post<{ Body: Body }>(`/${resource}`, { config, schema: { body: recordBody } }, async (request, reply) => {
      const { version: _ignored, ...record } = request.body;
      // A new record without an id takes the next free one.
      const id = record.id ?? Math.max(0, ...(await service.list(kind)).map((each) => each.id)) + 1;
      await service.create(kind, { ...record, id }, signedIn(request).account.email);
      return saved(reply, 201, id);
    });

    app.put<{ Params: { id: number }; Body: Body & { version: number } }>(
      `/${resource}/:id`,
      { config, schema: { params: idParams, body: versionedBody } },
      async (request, reply) => {
        const { version: expected, ...record } = request.body;
        const { id } = request.params;
        try {
          await service.update(kind, id, { ...record, id }, signedIn(request).account.email, expected);
        } catch (error) {
          return conflict(reply, error, id);
        }
        return saved(reply, 200, id);
      },
    );

    app.delete<{ Params: { id: number }; Querystring: { version?: number } }>(
      `/${resource}/:id`,
      { config, schema: { params: idParams, querystring: versionQuery } },
      async (request, reply) => {
        const { id } = request.params;
        try {
          await service.delete(kind, id, signedIn(request).account.email, request.query.version);
        } catch (error) {
          return conflict(reply, error, id);
        }
        return reply.code(204).send();
      },
    );
  }
}
