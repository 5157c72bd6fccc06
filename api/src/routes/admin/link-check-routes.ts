// GET /api/admin/link-check: the internal links of published content that lead nowhere (content/link-check.ts),
// for the people who write the content to mend.
import type { FastifyInstance } from 'fastify';
import { brokenLinks, type BrokenLink } from '../../content/link-check';
import { Queries } from '../../db/query/queries';
import type { AdminContext } from './admin-context';

export async function linkCheckRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db, engine } = context.content;
  app.get('/link-check', { config: { access: 'content' } }, async (): Promise<BrokenLink[]> =>
    // The content as it is now: a fresh reading of the addresses, not this process's cached one.
    brokenLinks(db, await new Queries(db, engine).contexts(), context.siteOrigins),
  );
}
