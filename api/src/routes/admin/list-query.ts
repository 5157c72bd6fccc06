// The list conventions of the back-office API, the ones react-admin's REST data providers read: `page` (from 1) and
// `perPage`, `sort` and `order`, filters by name, and the total in X-Total-Count and Content-Range
// ('accounts 0-24/319'), exposed to the browser's script.
import type { FastifyReply } from 'fastify';

export const MAX_PER_PAGE = 100;

export const pagingProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  perPage: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: 25 },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
} as const;

export interface Paging {
  page: number;
  perPage: number;
}

export function offsetOf({ page, perPage }: Paging): { offset: number; limit: number } {
  return { offset: (page - 1) * perPage, limit: perPage };
}

export function sendTotal(reply: FastifyReply, resource: string, paging: Paging, count: number, total: number): void {
  const { offset } = offsetOf(paging);
  const range = count === 0 ? '*' : `${offset}-${offset + count - 1}`;
  reply
    .header('X-Total-Count', String(total))
    .header('Content-Range', `${resource} ${range}/${total}`)
    .header('Access-Control-Expose-Headers', 'X-Total-Count, Content-Range');
}
