// The company's postal address and phone link, written the same way wherever the site shows them (the footer, the
// contact and privacy pages' company block); the facts come from GET /api/company (docs/api.md#company).
import type { Company } from '../types/api';

/** A tel: link of a phone number written with spaces ('+48 12 345 67 89' -> 'tel:+48123456789'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** The registered name, street, postal code with city, and country, one per line. */
export function CompanyAddress({ company, className }: { company: Company; className?: string }) {
  const { legalName, address } = company;
  return (
    <address className={className}>
      <strong>{legalName}</strong>
      <br />
      {address.streetAddress}
      <br />
      {address.postalCode} {address.city}
      <br />
      {address.country}
    </address>
  );
}
