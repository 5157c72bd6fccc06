// GET /api/admin/{resource}/{id}/uses: where a publishable record is linked from (menu items, links in published
// pages, posts and product tabs), so an editor sees what would lead to a 404 before unpublishing it. A record is
// linked by its addresses: its own (search documents' paths) and, for a page, the sitemap node's that shows it.
// Realizations and job offers have no address of their own: nothing links to them alone. In the area of the
// resource's editors (publishing/publishable.ts).
import type { FastifyInstance } from 'fastify';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { hasOwnAddress, storedAddresses } from '../../content/address-redirects';
import { CONTENT_KINDS } from '../../content/content-service';
import { linksTo, type ContentLink } from '../../content/link-check';
import { Queries } from '../../db/query/queries';
import { PUBLISHABLE } from '../../publishing/publishable';
import { HttpError } from '../../http/errors';
import type { AdminContext } from './admin-context';

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export async function recordUsesRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db, engine, service } = context.content;
  for (const [resource, { kind, access }] of Object.entries(PUBLISHABLE)) {
    const { searchKind } = CONTENT_KINDS[kind];
    app.get<{ Params: { id: number } }>(
      `/${resource}/:id/uses`,
      { config: { access }, schema: { params } },
      async (request): Promise<ContentLink[]> => {
        const { id } = request.params;
        if ((await service.find(kind, id)) === null) throw new HttpError(404, `No ${kind} ${id}`);
        if (searchKind === null || !hasOwnAddress(searchKind)) return [];
        const contexts = await new Queries(db, engine).contexts();
        const addresses = new Set((await storedAddresses(db, searchKind, id)).values());
        // A draft page has no search document, but the node that shows it has its address already.
        if (kind === 'page')
          for (const locale of LOCALES) {
            const path = contexts.of(locale).pagePaths.get(id);
            if (path !== undefined) addresses.add(path);
          }
        return linksTo(db, contexts, context.siteOrigins, { kind, id, addresses });
      },
    );
  }
}
