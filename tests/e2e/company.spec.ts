// The company's facts on the contact page come from GET /api/company (docs/api.md#company) through the content
// remote's company block, in every language, so they agree with the footer and the structured data.
import { test, expect } from './fixtures';

const CONTACT = { pl: '/kontakt', en: '/en/contact', fr: '/fr/contact' } as const;

interface Company {
  legalName: string;
  address: { streetAddress: string; postalCode: string; city: string; country: string };
  phone: string;
  emails: { office: string; privacy: string };
}

test('the contact page shows the API’s company name, address, phone and e-mails in each language', async ({
  request,
}) => {
  for (const [locale, path] of Object.entries(CONTACT)) {
    const company = (await (
      await request.get('/api/company', { headers: { 'Accept-Locale': locale } })
    ).json()) as Company;
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const address = /<address[^>]*>([\s\S]*?)<\/address>/.exec(main)?.[1].replace(/<[^>]+>|<!-- -->/g, ' ');
    const { legalName, address: place, phone, emails } = company;
    for (const fact of [legalName, place.streetAddress, place.postalCode, place.city, place.country])
      expect(address).toContain(fact);
    expect(main).toContain(`href="tel:${phone.replace(/[^\d+]/g, '')}"`);
    expect(main).toContain(`mailto:${emails.office}`);
    expect(main).toContain(`mailto:${emails.privacy}`);
  }
});
