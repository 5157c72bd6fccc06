// Unpublishing and publishing a record at once, for the back office: POST /publishing/{resource}/{id}/unpublish
// {version, redirectTo?} takes it off the site (its addresses then answer 404, or 301 to redirectTo) and
// POST …/publish-now {version} puts it back; both through the content service (a revision, the site following), a
// stale version a 409. Each resource in the area of its editors (publishing/publishable.ts).
import type { FastifyInstance } from 'fastify';
import { PUBLISHABLE, setPublished } from '../../publishing/publishable';
import { signedIn, type AdminContext } from './admin-context';

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const version = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
/** A path of this site: from its root, no scheme or host (not "//host"), no spaces or backslashes. */
const SITE_PATH = '^/(?!/)[^\\s\\\\]*$';
const unpublishBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version, redirectTo: { type: 'string', maxLength: 500, pattern: SITE_PATH } },
} as const;
const publishBody = { type: 'object', additionalProperties: false, required: ['version'], properties: { version } };

export async function publishingRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const service = context.content.service;
  for (const [resource, { kind, access }] of Object.entries(PUBLISHABLE)) {
    const config = { access } as const;
    const answer = async (id: number, published: boolean) => ({
      id,
      isPublished: published,
      version: await service.recordVersion(kind, id),
    });

    app.post<{ Params: { id: number }; Body: { version: number; redirectTo?: string } }>(
      `/publishing/${resource}/:id/unpublish`,
      { config, schema: { params, body: unpublishBody } },
      async (request) => {
        const { id } = request.params;
        const { version: expectedVersion, redirectTo } = request.body;
        const author = signedIn(request).account.email;
        await setPublished(service, kind, id, { published: false, author, expectedVersion, redirectTo });
        return answer(id, false);
      },
    );

    app.post<{ Params: { id: number }; Body: { version: number } }>(
      `/publishing/${resource}/:id/publish-now`,
      { config, schema: { params, body: publishBody } },
      async (request) => {
        const { id } = request.params;
        const author = signedIn(request).account.email;
        await setPublished(service, kind, id, { published: true, author, expectedVersion: request.body.version });
        return answer(id, true);
      },
    );
  }
}
