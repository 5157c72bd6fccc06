// Legacy redirects, status codes, head tags, hreflang reciprocity, sitemap.xml, robots.txt and JSON-LD,
// over plain HTTP (no browser).
import { test, expect, type APIRequestContext } from '@playwright/test';
import { SaxesParser } from 'saxes';

const LEGACY: Array<[string, string]> = [
  ['/katalog-krzesla-obrotowe.html', '/produkty/krzesla-obrotowe'],
  ['/kontakt.html', '/kontakt'],
  ['/nowosci.html', '/produkty'],
  ['/podlokietniki.html', '/podlokietniki'],
  ['/podstawy.html', '/bazy'],
  ['/krzesla-konferencyjne.html', '/produkty/krzesla-konferencyjne'],
  ['/krzesla-specjalistyczne.html', '/produkty/krzesla-laboratoryjne'],
  ['/krzesla-kontraktowe.html', '/produkty'],
  ['/swivel-chairs.html', '/produkty/krzesla-obrotowe'],
  ['/contact.html', '/en/contact'],
];

const LOCALES = ['pl', 'en', 'fr'] as const;

/** GET /api/company (docs/api.md#company), the fields these tests compare. */
interface Company {
  name: string;
  legalName: string;
  address: { streetAddress: string; postalCode: string; city: string; countryCode: string; country: string };
  phone: string;
  emails: { office: string };
  foundingYear: number;
  sameAs: string[];
}
type Locale = (typeof LOCALES)[number];
const HOME: Record<Locale, string> = { pl: '/', en: '/en', fr: '/fr' };
const ABOUT: Record<Locale, string> = { pl: '/o-nas', en: '/en/about-us', fr: '/fr/a-propos' };

function headOf(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function meta(html: string, key: string): string | undefined {
  const value = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(headOf(html))?.[1];
  return value === undefined ? undefined : decode(value);
}

function link(html: string, rel: string, hreflang?: string): string | undefined {
  const pattern = hreflang
    ? new RegExp(`<link rel="${rel}" hreflang="${hreflang}" href="([^"]*)">`)
    : new RegExp(`<link rel="${rel}" href="([^"]*)">`);
  const value = pattern.exec(headOf(html))?.[1];
  return value === undefined ? undefined : decode(value);
}

/** The fields of a JSON-LD node these tests read (JSON.parse gives no types). */
interface JsonLdNode {
  [field: string]: unknown;
  '@type': string;
  url: string;
  image: string[];
  itemListElement: Array<{ name: string; item: string; position: number }>;
  sameAs: string[];
}

function jsonLd(html: string): JsonLdNode[] {
  return [...headOf(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as JsonLdNode,
  );
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The first product of a language, from the API through the shell's proxy. */
async function productPath(request: APIRequestContext, locale: Locale): Promise<string> {
  const response = await request.get('/api/products?itemsPerPage=1', { headers: { 'Accept-Locale': locale } });
  const { member } = (await response.json()) as { member: Array<{ path: string }> };
  return member[0].path;
}

test.describe('legacy redirects', () => {
  for (const [from, to] of LEGACY) {
    test(`${from} → 301 ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      const target = await request.get(to, { maxRedirects: 0 });
      expect(target.status(), `${to} is the final page (one hop)`).toBe(200);
    });
  }

  test('every legacy product id answers 301 in one hop, in both the produkt- and product- forms', async ({
    request,
  }) => {
    const { member } = (await (await request.get('/api/legacy_redirects?pagination=false')).json()) as {
      member: Array<{ from: string; to: string }>;
    };
    const productIds = member.filter((row) => /^\/produkt-\d+\.html$/.test(row.from));
    expect(productIds.length).toBeGreaterThanOrEqual(50);
    const targets = new Map<string, number>();
    for (const row of productIds) {
      for (const from of [row.from, row.from.replace('/produkt-', '/product-')]) {
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status(), from).toBe(301);
        expect(response.headers().location, from).toBe(row.to);
      }
      if (!targets.has(row.to)) targets.set(row.to, (await request.get(row.to, { maxRedirects: 0 })).status());
    }
    for (const [target, status] of targets) expect(status, `${target} is the final page (one hop)`).toBe(200);
  });

  test('an unknown .html path gets the 404 page', async ({ request }) => {
    const response = await request.get('/stara-strona-ktorej-nie-ma.html', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).toContain('<html lang="pl">');
    expect(meta(body, 'robots')).toBe('noindex');
  });
});

test.describe('status codes', () => {
  test('HEAD / answers 200 with the headers of GET and no body', async ({ request }) => {
    const head = await request.head('/');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toContain('text/html');
    expect((await head.body()).length).toBe(0);
  });

  test('unknown paths answer 404 in every language', async ({ request }) => {
    for (const path of ['/nie-ma-takiej-strony', '/en/no-such-page', '/fr/pas-de-page']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(meta(await response.text(), 'robots')).toBe('noindex');
    }
  });
});

test.describe('head tags', () => {
  for (const locale of LOCALES) {
    test(`front page, content page, product page and category page in ${locale}`, async ({ request }) => {
      const product = await productPath(request, locale);
      const pages = [HOME[locale], ABOUT[locale], product, product.slice(0, product.lastIndexOf('/'))];
      for (const path of pages) {
        const page = await html(request, path);
        expect(page, path).toContain(`<html lang="${locale}">`);
        expect(/<title>([^<]+)<\/title>/.exec(page)?.[1], path).toBeTruthy();
        expect(meta(page, 'description'), path).toBeTruthy();
        const canonical = link(page, 'canonical')!;
        expect(new URL(canonical).pathname, path).toBe(path);
        expect(meta(page, 'og:url')).toBe(canonical);
        expect(meta(page, 'og:title')).toBeTruthy();
        // The catalogue gives category pages no image yet; when there is one, it is absolute.
        if (path !== pages[3] || meta(page, 'og:image')) expect(meta(page, 'og:image'), path).toMatch(/^https?:\/\//);
        expect(meta(page, 'og:site_name')).toBe('Ergoforma');
        expect(meta(page, 'twitter:card')).toBeTruthy();
        expect(link(page, 'alternate', locale), path).toBe(canonical);
        expect(link(page, 'alternate', 'x-default'), path).toBe(link(page, 'alternate', 'pl'));
        // Reciprocity: each alternate's page lists this page back under this language.
        for (const other of LOCALES.filter((language) => language !== locale)) {
          const alternate = link(page, 'alternate', other);
          if (!alternate) continue;
          const otherPage = await html(request, pathOf(alternate));
          expect(link(otherPage, 'alternate', locale), `${alternate} lists ${path}`).toBe(canonical);
          expect(otherPage).toContain(`<html lang="${other}">`);
        }
      }
    });
  }

  test('the canonical URL drops tracking parameters', async ({ request }) => {
    const page = await html(request, '/o-nas?utm_source=newsletter&fbclid=1');
    expect(new URL(link(page, 'canonical')!).search).toBe('');
  });
});

test.describe('JSON-LD', () => {
  test('Organization on the front page is the API’s company, and the footer shows its address', async ({ request }) => {
    for (const locale of LOCALES) {
      const company = (await (
        await request.get('/api/company', { headers: { 'Accept-Locale': locale } })
      ).json()) as Company;
      const page = await html(request, HOME[locale]);
      const organization = jsonLd(page).find((item) => item['@type'] === 'Organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: company.name,
        legalName: company.legalName,
        telephone: company.phone,
        email: company.emails.office,
        foundingDate: String(company.foundingYear),
        address: {
          streetAddress: company.address.streetAddress,
          postalCode: company.address.postalCode,
          addressLocality: company.address.city,
          addressCountry: company.address.countryCode,
        },
        sameAs: company.sameAs,
      });
      expect(organization!.url).toMatch(/^https?:\/\//);
      expect(organization!.logo).toMatch(/^https?:\/\//);
      const address = /<address[^>]*>([\s\S]*?)<\/address>/.exec(page)?.[1].replace(/<[^>]+>|<!-- -->/g, ' ');
      for (const fact of [company.legalName, company.address.streetAddress, company.address.country])
        expect(address).toContain(fact);
      expect(page).toContain(`mailto:${company.emails.office}`);
    }
  });

  test('Product and BreadcrumbList on product pages, BreadcrumbList on category pages', async ({ request }) => {
    for (const locale of LOCALES) {
      const path = await productPath(request, locale);
      const items = jsonLd(await html(request, path));
      const product = items.find((item) => item['@type'] === 'Product')!;
      expect(product.name).toBeTruthy();
      expect(product.description).toBeTruthy();
      expect(product.brand).toMatchObject({ name: 'Ergoforma' });
      expect(product.category).toBeTruthy();
      expect(new URL(product.url).pathname).toBe(path);
      expect(product.image.length).toBeGreaterThan(0);
      const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList')!;
      const list = crumbs.itemListElement;
      expect(list.map((item) => item.position)).toEqual(list.map((_, index) => index + 1));
      expect(new URL(list.at(-1)!.item).pathname).toBe(path);

      const category = path.slice(0, path.lastIndexOf('/'));
      const categoryCrumbs = jsonLd(await html(request, category)).find((item) => item['@type'] === 'BreadcrumbList')!;
      expect(new URL(categoryCrumbs.itemListElement.at(-1)!.item).pathname).toBe(category);
    }
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('robots.txt allows everything and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Allow: /');
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });

  test('sitemap.xml is well-formed and every URL in it answers 200', async ({ request }) => {
    test.setTimeout(120_000);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locs: string[] = [];
    const alternates: string[] = [];
    const parser = new SaxesParser({ xmlns: true });
    let inLoc = false;
    let root = '';
    parser.on('opentag', (tag) => {
      if (!root) root = `${tag.uri} ${tag.local}`;
      inLoc = tag.local === 'loc';
      if (tag.uri === 'http://www.w3.org/1999/xhtml' && tag.local === 'link')
        alternates.push(String(tag.attributes.href?.value));
    });
    parser.on('text', (text) => {
      if (inLoc) locs.push(text);
    });
    parser.on('closetag', () => (inLoc = false));
    parser.write(xml).close(); // throws on a malformed document
    expect(root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
    expect(locs.length).toBeGreaterThan(20);
    expect(alternates.length).toBeGreaterThan(locs.length);
    for (const path of [...Object.values(HOME), ...Object.values(ABOUT)]) expect(locs.map(pathOf)).toContain(path);
    for (const loc of locs) {
      const page = await request.get(pathOf(loc), { maxRedirects: 0 });
      expect(page.status(), loc).toBe(200);
    }
    for (const href of new Set(alternates)) expect(locs, `alternate ${href} is listed`).toContain(href);
  });
});
