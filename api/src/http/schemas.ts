// The routes' request schemas (TypeBox: each is JSON Schema for Fastify's validation and the OpenAPI document, and
// the type of the value it admits, declared once). Querystrings follow API Platform's conventions
// (docs/api.md#conventions), and every one forbids unknown parameters.
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { SORT_DIRECTIONS } from '@ergoforma/shared-contracts/enums';
import type { SortDirection } from '@ergoforma/shared-contracts';
import type { Pagination } from '../db';

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 400;
/** Keeps OFFSET arithmetic far from unsafe integers. */
const MAX_PAGE = 1_000_000;

/** An id: ids are 32-bit on both engines (PostgreSQL's integer refuses more, which would be a 500). */
export const idProperty = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** `asc` or `desc` (as a JSON Schema enum: TypeBox's union of literals would name each in its errors). */
export const sortDirection = Type.Unsafe<SortDirection>({ type: 'string', enum: [...SORT_DIRECTIONS] });

/** An optional object of the given properties, at least one of them (order[name]=asc&order[published]=desc). */
export function orderProperty<P extends TProperties>(properties: P) {
  return Type.Optional(Type.Object(properties, { additionalProperties: false, minProperties: 1 }));
}

export const paginationProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  itemsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ITEMS_PER_PAGE })),
  pagination: Type.Optional(Type.Boolean()),
};

/** A querystring schema with the given properties (required unless Type.Optional) and nothing else. */
export function querystring<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}

/** A route without parameters: any querystring parameter is refused. */
export const noQuerystring = querystring({});

export const collectionQuerystring = querystring(paginationProperties);
export type PaginationQuery = Static<typeof collectionQuerystring>;

export function toPagination(query: PaginationQuery): Pagination {
  if (query.pagination === false) return null;
  return { page: query.page ?? 1, itemsPerPage: query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE };
}

/** Path parameters of one slug. */
export const slugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9-]+$' }),
});

/** Path parameters of one numeric id. */
export const idParams = Type.Object({ id: idProperty });
