// JSON Schemas shared by the routes' querystrings (API Platform conventions; docs/api.md#conventions) and the types the
// validated values have. Every querystring schema forbids unknown parameters.
import type { Pagination } from '../db';

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 400;
/** Keeps OFFSET arithmetic far from unsafe integers. */
const MAX_PAGE = 1_000_000;

/** An id filter: ids are 32-bit on both engines (PostgreSQL's integer refuses more, which would be a 500). */
export const idProperty = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const paginationProperties = {
  page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
  itemsPerPage: { type: 'integer', minimum: 1, maximum: MAX_ITEMS_PER_PAGE },
  pagination: { type: 'boolean' },
} as const;

export interface PaginationQuery {
  page?: number;
  itemsPerPage?: number;
  pagination?: boolean;
}

/** A querystring schema with the given properties and nothing else. */
export function querystring(properties: Record<string, object> = {}, required: string[] = []): object {
  return { type: 'object', additionalProperties: false, properties, ...(required.length > 0 ? { required } : {}) };
}

export const collectionQuerystring = querystring(paginationProperties);

export function toPagination(query: PaginationQuery): Pagination {
  if (query.pagination === false) return null;
  return { page: query.page ?? 1, itemsPerPage: query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE };
}

/** Path parameters schema with one slug (or numeric id) parameter. */
export function slugParams(name: string): object {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[a-z0-9-]+$' } },
  };
}
