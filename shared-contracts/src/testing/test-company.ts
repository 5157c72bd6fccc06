// The company payload (GET /api/company) for every package's tests. Its values differ from the real company's, so a
// test that finds them shows the code renders the payload and no copy of its own.
import type { Company } from '../types/api';

export function testCompany(overrides: Partial<Company> = {}): Company {
  return {
    name: 'Ergoforma',
    legalName: 'Ergoforma Test S.A.',
    address: {
      streetAddress: 'ul. Próbna 5',
      postalCode: '00-001',
      city: 'Warszawa',
      countryCode: 'PL',
      country: 'Polska',
    },
    phone: '+48 22 111 22 33',
    emails: { office: 'office@test.example', privacy: 'privacy@test.example' },
    foundingYear: 2001,
    sameAs: [],
    ...overrides,
  };
}
