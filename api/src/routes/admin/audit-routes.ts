// The audit log, for admins: newest first, filtered by person, action and time.
import type { FastifyInstance } from 'fastify';
import { listAudit } from '../../staff/audit-log';
import type { AdminContext } from './admin-context';
import { offsetOf, pagingProperties, sendTotal } from './list-query';

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: pagingProperties.page,
    perPage: pagingProperties.perPage,
    actorId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    action: { type: 'string', pattern: '^[a-z_.]{1,60}$' },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
  },
} as const;

interface ListQuery {
  page: number;
  perPage: number;
  actorId?: number;
  action?: string;
  from?: string;
  to?: string;
}

/** An ISO time as stored (UTC, milliseconds), so text comparison orders it right. */
const stored = (time: string | undefined): string | undefined =>
  time === undefined ? undefined : new Date(time).toISOString();

export async function auditRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  app.get<{ Querystring: ListQuery }>(
    '/audit-log',
    { config: { access: 'audit' }, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { page, perPage, actorId, action, from, to } = request.query;
      const { total, entries } = await listAudit(context.db, {
        actorId,
        action,
        from: stored(from),
        to: stored(to),
        ...offsetOf({ page, perPage }),
      });
      sendTotal(reply, 'audit-log', { page, perPage }, entries.length, total);
      return entries;
    },
  );
}
