// The company's facts for editors: GET and PUT /api/admin/company, in the company.json format plus `version` (the
// content version of their last change, 0 as seeded). A save based on an older version is a 409 with the facts as
// they are now; a bad field is a 400 naming it. Every page of the site shows them at once after a save.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ContentConflictError } from '../../content/content-errors';
import { signedIn } from './admin-context';

const config = { access: 'content' } as const;
/** The facts themselves are checked by the content service, which names the field at fault. */
const companyBody = {
  type: 'object',
  required: ['version'],
  properties: { version: { type: 'integer', minimum: 0, maximum: 2147483647 } },
} as const;

export async function companyAdminRoutes(app: FastifyInstance): Promise<void> {
  const service = app.contentService;
  const current = async () => ({ ...(await service.company()), version: await service.companyVersion() });

  app.get('/company', { config }, current);

  app.put<{ Body: Record<string, unknown> & { version: number } }>(
    '/company',
    { config, schema: { body: companyBody } },
    async (request, reply: FastifyReply) => {
      const { version, ...company } = request.body;
      try {
        await service.changeCompany(company, signedIn(request).account.email, version);
      } catch (error) {
        if (!(error instanceof ContentConflictError)) throw error;
        return reply.code(409).send({ code: '409', message: error.message, current: await current() });
      }
      return current();
    },
  );
}
