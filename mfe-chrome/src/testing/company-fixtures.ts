// A company payload (GET /api/company) for tests; its values differ from the real company's, so a test that finds
// them shows the footer renders the payload and no copy of its own.
import type { Company } from '@ergoforma/shared-contracts';

export function company(overrides: Partial<Company> = {}): Company {
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
