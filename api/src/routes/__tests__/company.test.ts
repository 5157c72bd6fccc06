// The company's facts (docs/api.md#company): the endpoint answers company.json in the request's language, and the
// contact and privacy pages show it with a company block, no text repeats its facts, and every founding year in the
// content agrees with it, so they cannot drift apart.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Company, Locale, Page } from '@ergoforma/shared-contracts';
import { API_ROOT } from '../../app';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { readCompanyFixture } from '../../db/fixtures/company';

const FIXTURES = path.join(API_ROOT, 'fixtures');
const fixture = readCompanyFixture(FIXTURES);
const LOCALES: Locale[] = ['pl', 'en', 'fr'];
const CONTACT_PAGE = 3;
const PRIVACY_PAGE = 5;

describe('GET /api/company', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const company = async (locale: Locale) => (await t.get<Company>('/api/company', { 'accept-locale': locale })).body;
  it.each(LOCALES)('answers company.json with the country in %s', async (locale) => {
    const response = await t.get<Company>('/api/company', { 'accept-locale': locale });
    expect(response.status).toBe(200);
    expect(response.headers['content-language']).toBe(locale);
    expect(response.body).toEqual({
      ...fixture,
      address: { ...fixture.address, country: fixture.address.country[locale] },
    });
  });

  it('names Ergoforma in Kraków, founded in 1998', async () => {
    expect(await company('en')).toMatchObject({
      name: 'Ergoforma',
      address: { city: 'Kraków', countryCode: 'PL', country: 'Poland' },
      foundingYear: 1998,
    });
  });

  it('refuses unknown parameters', async () => {
    expect((await t.get('/api/company?x=1')).status).toBe(400);
  });

  it.each(LOCALES)('the %s contact and privacy pages show the company with a company block', async (locale) => {
    for (const id of [CONTACT_PAGE, PRIVACY_PAGE]) {
      const { body } = await t.get<Page>(`/api/pages/${id}`, { 'accept-locale': locale });
      expect(body.blocks.map((block) => block.type)).toContain('company');
    }
  });
});

describe('company facts in the content texts', () => {
  // The company block, the footer and the structured data show them from company.json; a text that wrote them out
  // would drift from it. Contact blocks name their departments' own lines, never the company's.
  const texts = ['pages.json', 'posts.json', 'job-offers.json', 'menus.json']
    .map((file) => readFileSync(path.join(FIXTURES, file), 'utf8'))
    .join('\n');

  it.each([
    ['street', fixture.address.streetAddress],
    ['postal code', fixture.address.postalCode],
    ['phone', fixture.phone],
    ['office e-mail', fixture.emails.office],
    ['privacy e-mail', fixture.emails.privacy],
  ])('no text repeats the company’s %s', (_fact, value) => {
    expect(texts).not.toContain(value);
  });
});

describe('company.json', () => {
  it('stops the start naming the field that is missing', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ergoforma-company-'));
    try {
      const { fr: _fr, ...country } = fixture.address.country;
      const broken = { ...fixture, address: { ...fixture.address, country } };
      writeFileSync(path.join(dir, 'company.json'), JSON.stringify(broken));
      expect(() => readCompanyFixture(dir)).toThrow('company.json: address.country.fr is missing or malformed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('figures in the content texts', () => {
  // The pages speak about the company; news posts may date other things ('every model made since 2010').
  const pages = readFileSync(path.join(FIXTURES, 'pages.json'), 'utf8');
  const texts = [pages, readFileSync(path.join(FIXTURES, 'posts.json'), 'utf8')].join('\n');

  it('every “since <year>” of the pages is the founding year', () => {
    const years = [...pages.matchAll(/\b(?:od|since|depuis)\s+(\d{4})\b/gi)].map((match) => Number(match[1]));
    expect(years.length).toBeGreaterThan(0);
    expect(new Set(years)).toEqual(new Set([fixture.foundingYear]));
  });

  it('no text states a number of years in business, which would go stale (say “since <year>”)', () => {
    expect(texts).not.toMatch(
      /\d+\s*(?:lat(?:a)? (?:doświadczenia|na rynku|tradycji)|years? (?:of experience|in business)|ans d[’']expérience)/i,
    );
  });
});
