import { renderToStaticMarkup } from 'react-dom/server';
import { testCompany } from '../../testing/test-company';
import { CompanyAddress, telHref } from '../company-address';

describe('CompanyAddress', () => {
  it('writes the registered name, street, postal code with city and country on their own lines', () => {
    expect(renderToStaticMarkup(<CompanyAddress company={testCompany()} className="office" />)).toBe(
      '<address class="office"><strong>Ergoforma Test S.A.</strong><br/>ul. Próbna 5<br/>00-001 Warszawa<br/>Polska</address>',
    );
  });
});

describe('telHref', () => {
  it('keeps only the plus sign and the digits of a phone number', () => {
    expect(telHref('+48 (12) 345-67-89')).toBe('tel:+48123456789');
  });
});
