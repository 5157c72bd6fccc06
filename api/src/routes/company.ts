// GET /api/company (docs/api.md#company): the company's name, address, phone, e-mails and founding year, the one
// source the footer, the structured data and the contact and privacy texts agree with. Stored with the content
// (seeded from fixtures/company.json, edited in the back office: content/company-data.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { companyFor } from '../db/fixtures/company';
import { noQuerystring } from '../http/schemas';

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/company', { schema: { querystring: noQuerystring } }, async (request) =>
    companyFor(await app.contentService.company(), request.locale),
  );
};
