// GET /api/company (docs/api.md#company): the company's name, address, phone, e-mails and founding year, the one
// source the footer, the structured data and the contact and privacy texts agree with. It is read from
// fixtures/company.json when the API starts and served from memory on both engines (a singleton of a few fields
// needs no table); it changes, like all content, only when the API restarts with new fixtures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Company, Locale } from '@ergoforma/shared-contracts';
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import { querystring } from '../http/schemas';

/** company.json: the payload with the country name per language. */
export interface CompanyFixture extends Omit<Company, 'address'> {
  address: Omit<Company['address'], 'country'> & { country: Record<Locale, string> };
}

function fail(field: string): never {
  throw new Error(`company.json: ${field} is missing or malformed`);
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Reads and checks company.json (every field present, the country named in every language). */
export function readCompanyFixture(fixturesDir: string): CompanyFixture {
  const company = JSON.parse(readFileSync(path.join(fixturesDir, 'company.json'), 'utf8')) as CompanyFixture;
  for (const field of ['name', 'legalName', 'phone'] as const) if (!text(company[field])) fail(field);
  const { address, emails } = company;
  if (!address || typeof address !== 'object') fail('address');
  for (const field of ['streetAddress', 'postalCode', 'city', 'countryCode'] as const)
    if (!text(address[field])) fail(`address.${field}`);
  for (const locale of LOCALES) if (!text(address.country?.[locale])) fail(`address.country.${locale}`);
  for (const purpose of ['office', 'privacy'] as const) if (!text(emails?.[purpose])) fail(`emails.${purpose}`);
  if (!Number.isInteger(company.foundingYear)) fail('foundingYear');
  if (!Array.isArray(company.sameAs) || !company.sameAs.every(text)) fail('sameAs');
  return company;
}

/** The answer for one language. */
export function companyFor(company: CompanyFixture, locale: Locale): Company {
  return { ...company, address: { ...company.address, country: company.address.country[locale] } };
}

export async function companyRoutes(app: FastifyInstance, { fixturesDir }: { fixturesDir: string }): Promise<void> {
  const company = readCompanyFixture(fixturesDir);
  app.get('/api/company', { schema: { querystring: querystring() } }, async (request) =>
    companyFor(company, request.locale),
  );
}
