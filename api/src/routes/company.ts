// GET /api/company (docs/api.md#company): the company's name, address, phone, e-mails and founding year, the one
// source the footer, the structured data and the contact and privacy texts agree with. Read from
// fixtures/company.json when the API starts and served from memory on both engines (a singleton of a few fields
// needs no table); it changes, like all content, only when the API restarts with new fixtures.
import type { FastifyInstance } from 'fastify';
import { companyFor, readCompanyFixture } from '../db/fixtures/company';
import { querystring } from '../http/schemas';

export async function companyRoutes(app: FastifyInstance, { fixturesDir }: { fixturesDir: string }): Promise<void> {
  const company = readCompanyFixture(fixturesDir);
  app.get('/api/company', { schema: { querystring: querystring() } }, async (request) =>
    companyFor(company, request.locale),
  );
}
