// What is scheduled to be published or unpublished, for the back office (publishing/schedules.ts performs it):
// GET /schedules (waiting and failed, soonest first, with the records' titles), POST /schedules {resource, id,
// action, at} (a time in the future), DELETE /schedules/{id}. The routes are open to every role; each record's own
// area decides who may see, schedule or cancel it (a 403 otherwise).
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import {
  PUBLISHABLE,
  PUBLISHABLE_RESOURCES,
  resourceOfKind,
  type PublishableResource,
} from '../../publishing/publishable';
import { SCHEDULE_ACTIONS, type ScheduleAction } from '../../publishing/schedule-actions';
import { Schedules } from '../../publishing/schedules';
import { recordContentStep } from '../../staff/audit-log';
import { mayEnter, type StaffRole } from '../../staff/roles';
import { signedIn, type AdminContext } from './admin-context';
import { offsetOf, pagingProperties, sendTotal } from './list-query';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { page: pagingProperties.page, perPage: pagingProperties.perPage },
} as const;
const scheduleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['resource', 'id', 'action', 'at'],
  properties: {
    resource: { type: 'string', enum: PUBLISHABLE_RESOURCES },
    id,
    action: { type: 'string', enum: SCHEDULE_ACTIONS },
    at: { type: 'string', format: 'date-time' },
  },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const config = { access: 'self' } as const;

const mayPublish = (role: StaffRole, resource: PublishableResource): boolean =>
  mayEnter(role, PUBLISHABLE[resource].access);

function refuseUnless(allowed: boolean): void {
  if (!allowed) throw new HttpError(403, 'Your role does not give access to this');
}

export async function scheduleRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const schedules = new Schedules(context.content.db, context.content.service);

  app.get<{ Querystring: { page: number; perPage: number } }>(
    '/schedules',
    { config, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { role } = signedIn(request).account;
      const kinds = PUBLISHABLE_RESOURCES.filter((resource) => mayPublish(role, resource)).map(
        (resource) => PUBLISHABLE[resource].kind,
      );
      const all = await schedules.list(kinds);
      const { page, perPage } = request.query;
      const { offset, limit } = offsetOf({ page, perPage });
      const shown = all.slice(offset, offset + limit);
      sendTotal(reply, 'schedules', { page, perPage }, shown.length, all.length);
      return shown;
    },
  );

  app.post<{ Body: { resource: PublishableResource; id: number; action: ScheduleAction; at: string } }>(
    '/schedules',
    { config, schema: { body: scheduleBody } },
    async (request, reply) => {
      const { resource, id: recordId, action, at } = request.body;
      const { account } = signedIn(request);
      refuseUnless(mayPublish(account.role, resource));
      const { kind } = PUBLISHABLE[resource];
      const now = context.now();
      const scheduled = await schedules.add({ kind, recordId, action, at: new Date(at), by: account.email, now });
      await recordContentStep(context.db, now, {
        action: 'schedule.create',
        actor: account,
        kind,
        id: recordId,
        detail: { schedule: scheduled, action, at: new Date(at).toISOString() },
        address: request.ip,
      });
      return reply.code(201).send({ id: scheduled, resource, recordId, action, at: new Date(at).toISOString() });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/schedules/:id',
    { config, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const scheduled = await schedules.find(id);
      if (scheduled === undefined) throw new HttpError(404, `No scheduled action ${id}`);
      const resource = resourceOfKind(scheduled.kind);
      const { account } = signedIn(request);
      refuseUnless(resource !== undefined && mayPublish(account.role, resource));
      await schedules.cancel(id);
      await recordContentStep(context.db, context.now(), {
        action: 'schedule.cancel',
        actor: account,
        kind: scheduled.kind,
        id: scheduled.recordId,
        detail: { schedule: id, action: scheduled.action },
        address: request.ip,
      });
      return reply.code(204).send();
    },
  );
}
