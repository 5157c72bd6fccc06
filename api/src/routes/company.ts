// GET /api/company (docs/api.md#company): the company's name, address, phone, e-mails and founding year, the one
// source the footer, the structured data and the contact and privacy texts agree with. Read from
// fixtures/company.json when the API starts and served from memory on both engines (a singleton of a few fields
// needs no table); it changes, like all content, only when the API restarts with new fixtures.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { companyFor, readCompanyFixture } from '../db/fixtures/company';
import { noQuerystring } from '../http/schemas';

export const companyRoutes: FastifyPluginAsyncTypebox<{ fixturesDir: string }> = async (app, { fixturesDir }) => {
  const company = readCompanyFixture(fixturesDir);
  app.get('/api/company', { schema: { querystring: noQuerystring } }, async (request) =>
    companyFor(company, request.locale),
  );
};
