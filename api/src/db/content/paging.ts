// Pages of collections, the same for every engine.
import type { Collection } from '@ergoforma/shared-contracts';
import type { Pagination } from '../content-repository';

/** Slices an in-memory list the way a paginated query would. */
export function paginate<T>(items: readonly T[], pagination: Pagination): Collection<T> {
  if (pagination === null) return { member: [...items], totalItems: items.length, page: 1, itemsPerPage: items.length };
  const start = (pagination.page - 1) * pagination.itemsPerPage;
  return {
    member: items.slice(start, start + pagination.itemsPerPage),
    totalItems: items.length,
    page: pagination.page,
    itemsPerPage: pagination.itemsPerPage,
  };
}

/** A page of rows a query already cut, with the count of all rows. */
export function collection<T>(member: T[], totalItems: number, pagination: Pagination): Collection<T> {
  return { member, totalItems, page: pagination?.page ?? 1, itemsPerPage: pagination?.itemsPerPage ?? totalItems };
}

/** The rows of a page: how many to skip and how many to take (null: all of them). */
export function pageWindow(pagination: Pagination): { offset: number; limit: number | null } {
  return pagination === null
    ? { offset: 0, limit: null }
    : { offset: (pagination.page - 1) * pagination.itemsPerPage, limit: pagination.itemsPerPage };
}
