// The inbox and the personal-data tools, registered together under /api/admin.
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../admin-context';
import { inboxRoutes } from './inbox-routes';
import { personalDataRoutes } from './personal-data-routes';

export async function inboxArea(app: FastifyInstance, context: AdminContext): Promise<void> {
  await inboxRoutes(app, context);
  await personalDataRoutes(app, context);
}
