// HTTP-level tests of the shell (fastify inject on buildShell) with a fake content API and in-process fake
// remotes: legacy redirects, status codes, HEAD, head tags, JSON-LD, sitemap.xml and robots.txt.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createElement } from 'react';
import {
  REMOTE_NAMES,
  type ExposedModuleId,
  type Locale,
  type PageHead,
  type SitemapNode,
} from '@ergoforma/shared-contracts';
import { testCompany } from '@ergoforma/shared-contracts/testing';
import { buildShell } from '../app';
import { readConfig, type ShellConfig } from '../config';
import type { ServerFederation } from '../federation';
import { LEGACY_REDIRECTS } from '../legacy-redirects';
import { DEFAULT_SERVER_TIMEOUTS } from '@ergoforma/shared-contracts/server';

const ORIGIN = 'https://www.ergoforma.test';
const PREFIX: Record<Locale, string> = { pl: '', en: '/en', fr: '/fr' };
const SLUGS: Record<Locale, { about: string; products: string }> = {
  pl: { about: 'o-nas', products: 'produkty' },
  en: { about: 'about-us', products: 'products' },
  fr: { about: 'a-propos', products: 'produits' },
};
const CATEGORY: Record<Locale, { slug: string; name: string }> = {
  pl: { slug: 'krzesla-obrotowe', name: 'Krzesła obrotowe' },
  en: { slug: 'swivel-chairs', name: 'Swivel chairs' },
  fr: { slug: 'fauteuils-pivotants', name: 'Fauteuils pivotants' },
};
const home = (locale: Locale) => PREFIX[locale] || '/';
const aboutPath = (locale: Locale) => `${PREFIX[locale]}/${SLUGS[locale].about}`;
const categoryPath = (locale: Locale) => `${PREFIX[locale]}/${SLUGS[locale].products}/${CATEGORY[locale].slug}`;
const productPath = (locale: Locale) => `${categoryPath(locale)}/nova`;
const all = (pathFor: (locale: Locale) => string) => ({ pl: pathFor('pl'), en: pathFor('en'), fr: pathFor('fr') });

function nodes(locale: Locale): SitemapNode[] {
  const crumbs = [{ title: 'Home', path: home(locale) }];
  const products = [...crumbs, { title: 'Products', path: `${PREFIX[locale]}/${SLUGS[locale].products}` }];
  const node = (
    id: number,
    slug: string,
    nodeType: SitemapNode['nodeType'],
    action: SitemapNode['action'],
    nodeCrumbs = crumbs,
  ) => ({ id, slug, nodeType, action, nodeReference: null, resolver: null, crumbs: nodeCrumbs }) as SitemapNode;
  return [
    node(1, '', 'root', 'index'),
    node(2, SLUGS[locale].products, 'product', 'list', products),
    node(3, `${SLUGS[locale].products}/{category}`, 'product', 'show_category', products),
    node(4, `${SLUGS[locale].products}/{category}/{product}`, 'product', 'show', products),
    node(7, SLUGS[locale].about, 'article', 'show'),
    node(9, 'search', 'search', 'index'),
  ];
}

async function fakeApi(): Promise<FastifyInstance> {
  const api = Fastify();
  const localeOf = (headers: Record<string, unknown>) => (headers['accept-locale'] as Locale) ?? 'pl';
  const collection = (member: unknown[]) => ({
    member,
    totalItems: member.length,
    page: 1,
    itemsPerPage: member.length,
  });
  api.get('/api/sitemap_nodes', async (request) => collection(nodes(localeOf(request.headers))));
  api.get('/api/product_categories', async (request) => {
    const locale = localeOf(request.headers);
    return collection([
      { id: 1, ...CATEGORY[locale], path: categoryPath(locale), position: 1, description: null, parentBranch: null },
    ]);
  });
  api.get('/api/products', async (request) => {
    const locale = localeOf(request.headers);
    return collection([
      {
        id: 1,
        name: 'Nova',
        slug: 'nova',
        path: productPath(locale),
        category: { id: 1, ...CATEGORY[locale] },
        tags: [],
        image: null,
        published: '2024-01-01',
      },
    ]);
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  return api;
}

const Empty = () => createElement('div', null, 'region');

/** The company's facts the fake chrome data carries (GET /api/company). */
const COMPANY = testCompany({
  sameAs: ['https://www.linkedin.com/company/ergoforma', 'https://www.facebook.com/ergoforma'],
});

/** In-process remotes: each page module derives its head from the path like the real ones do from the API. */
function fakeFederation(discovery: ServerFederation['discovery']): ServerFederation {
  const region = { load: async () => ({ menus: [], company: COMPANY }), Component: Empty };
  const page = (
    head: (context: { pathname: string; locale: Locale }) => PageHead,
    data: (locale: Locale) => unknown = () => ({}),
  ) => ({
    layout: 'default' as const,
    load: async (context: { pathname: string; locale: Locale }) => ({
      ...(data(context.locale) as object),
      fakeHead: head(context),
    }),
    head: (loaded: { fakeHead: PageHead }) => loaded.fakeHead,
    Component: Empty,
  });
  const modules: Partial<Record<ExposedModuleId, unknown>> = {
    'chrome/Header': region,
    'chrome/Footer': region,
    'content/ContentPage': page(({ pathname }) =>
      pathname === aboutPath('pl') || pathname === aboutPath('en') || pathname === aboutPath('fr')
        ? {
            title: 'About "us" <b>',
            description: 'We make chairs & armchairs',
            image: '/media/about.svg',
            alternates: all(aboutPath),
          }
        : {
            title: 'Ergoforma – office chairs',
            description: 'Front page',
            image: '/media/share.svg',
            alternates: all(home),
          },
    ),
    'catalogue/ProductList': page(
      ({ locale }) => ({ title: CATEGORY[locale].name, description: 'Category' }),
      (locale) => ({ category: { id: 1, name: CATEGORY[locale].name } }),
    ),
    // Like the real catalogue: structured data in head.jsonLd, with site-relative URLs.
    'catalogue/ProductPage': page(({ locale }) => ({
      title: 'Nova – swivel chair',
      description: 'A chair</script><script>alert(1)</script>',
      image: '/media/nova-1.svg',
      alternates: all(productPath),
      jsonLd: [
        {
          '@type': 'Product',
          name: 'Nova',
          url: productPath(locale),
          image: ['/media/nova-1.svg', '/media/nova-2.svg'],
          description: 'A chair</script><script>alert(1)</script>',
          brand: { '@type': 'Brand', name: 'Ergoforma' },
          category: CATEGORY[locale].name,
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: home(locale) },
            { '@type': 'ListItem', position: 2, name: 'Products', item: `${PREFIX[locale]}/${SLUGS[locale].products}` },
            { '@type': 'ListItem', position: 3, name: CATEGORY[locale].name, item: categoryPath(locale) },
            { '@type': 'ListItem', position: 4, name: 'Nova', item: productPath(locale) },
          ],
        },
      ],
    })),
  };
  return {
    discovery,
    loadModule: async (id: ExposedModuleId) => {
      if (!modules[id]) throw new Error(`no fake for ${id}`);
      return modules[id];
    },
    stylesheetFiles: async () => [],
    isUsable: () => true,
  } as unknown as ServerFederation;
}

function discoveryDocument() {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        {
          name,
          version: '1.0.0',
          contractsVersion: '1.0',
          browserEntry: `http://127.0.0.1:9/${name}/browser/remoteEntry.js`,
          serverEntry: `http://127.0.0.1:9/${name}/server/remoteEntry.js`,
          browserManifest: `http://127.0.0.1:9/${name}/browser/mf-manifest.json`,
        },
      ]),
    ),
  };
}

let dir: string;
let api: FastifyInstance;
let shell: FastifyInstance;

async function shellWith(apiUrl: string): Promise<FastifyInstance> {
  const config: ShellConfig = {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    apiUrl,
    discovery: path.join(dir, 'remotes.json'),
    allowedRemoteOrigins: ['http://127.0.0.1:9'],
    publicOrigin: ORIGIN,
    remoteTimeoutMs: 500,
    discoveryPollMs: 10_000,
    browserBuildDir: dir,
    trustProxy: [],
    allowUnpinnedRemotes: false,
    timeouts: DEFAULT_SERVER_TIMEOUTS,
    serverBuildDir: dir,
  };
  const document = discoveryDocument();
  return buildShell(config, {
    logger: false,
    federation: fakeFederation(document as unknown as ServerFederation['discovery']),
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shell-seo-'));
  await writeFile(path.join(dir, 'remotes.json'), JSON.stringify(discoveryDocument()));
  api = await fakeApi();
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  shell = await shellWith(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  await shell?.close();
  await api?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => shell.inject({ method: 'GET', url });

function headOf(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  const pattern = hreflang
    ? new RegExp(`<link rel="${rel}" hreflang="${hreflang}" href="([^"]*)">`)
    : new RegExp(`<link rel="${rel}" href="([^"]*)">`);
  return pattern.exec(headOf(html))?.[1];
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(headOf(html))?.[1];
}

/** The fields of a JSON-LD node these tests read (JSON.parse gives no types). */
interface JsonLdNode {
  [field: string]: unknown;
  '@type': string;
  url: string;
  itemListElement: Array<{ name: string; item: string; position: number }>;
  sameAs: string[];
}

function jsonLd(html: string): JsonLdNode[] {
  return [...headOf(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as JsonLdNode,
  );
}

describe('legacy redirects', () => {
  it.each(LEGACY_REDIRECTS.map(([from, to]) => [from, to]))('%s answers 301 to %s in one hop', async (from, to) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await shell.inject({ method, url: from });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(to);
      const next = await shell.inject({ method: 'GET', url: to });
      expect(next.statusCode).not.toBe(301);
    }
  });

  it('answers a request on the www host itself, with the same page and no redirect', async () => {
    const url = aboutPath('pl');
    const bare = await shell.inject({ method: 'GET', url, headers: { host: 'ergoforma.test' } });
    const www = await shell.inject({ method: 'GET', url, headers: { host: 'www.ergoforma.test' } });
    expect(www.statusCode).toBe(200);
    expect(www.headers.location).toBeUndefined();
    expect(linkHref(www.body, 'canonical')).toBe(`${ORIGIN}${url}`);
    expect(linkHref(bare.body, 'canonical')).toBe(`${ORIGIN}${url}`);
  });

  it('matches the exact path only', async () => {
    expect((await get('/kontakt.html?utm_source=x')).headers.location).toBe('/kontakt');
    expect((await get('/KONTAKT.html')).statusCode).toBe(404);
    expect((await get('/kontakt.html/')).statusCode).toBe(404);
  });

  it('lets unknown .html paths reach the 404 page', async () => {
    const response = await get('/unknown-page.html');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(linkHref(response.body, 'canonical')).toBeUndefined();
  });
});

describe('status codes and HEAD', () => {
  it('answers 200 for pages and 404 for unknown paths', async () => {
    for (const url of ['/', '/en', '/fr', aboutPath('en'), productPath('fr'), categoryPath('pl')]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
    }
    expect((await get('/does-not-exist')).statusCode).toBe(404);
    expect((await get('/en/does-not-exist')).statusCode).toBe(404);
  });

  it('answers HEAD with the status and headers of GET and no body', async () => {
    for (const url of ['/', '/does-not-exist']) {
      const [getResponse, headResponse] = [await get(url), await shell.inject({ method: 'HEAD', url })];
      expect(headResponse.statusCode).toBe(getResponse.statusCode);
      expect(headResponse.headers['content-type']).toBe(getResponse.headers['content-type']);
      expect(headResponse.headers['content-language']).toBe(getResponse.headers['content-language']);
      expect(headResponse.body).toBe('');
      expect(getResponse.body.length).toBeGreaterThan(0);
    }
  });

  it('answers 503 with the error page, not indexed, when the API is down', async () => {
    const down = await shellWith('http://127.0.0.1:9');
    try {
      const response = await down.inject({ method: 'GET', url: '/o-nas' });
      expect(response.statusCode).toBe(503);
      expect(metaContent(response.body, 'robots')).toBe('noindex');
      expect((await down.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(503);
      expect((await down.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('head tags', () => {
  it.each(['pl', 'en', 'fr'] as Locale[])('renders the head of a content page in %s', async (locale) => {
    const response = await get(aboutPath(locale));
    const html = response.body;
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain('<title>About &#34;us&#34; &#60;b&#62; | Ergoforma</title>');
    expect(metaContent(html, 'description')).toBe('We make chairs &#38; armchairs');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}${aboutPath(locale)}`);
    for (const language of ['pl', 'en', 'fr'] as Locale[])
      expect(linkHref(html, 'alternate', language)).toBe(`${ORIGIN}${aboutPath(language)}`);
    expect(linkHref(html, 'alternate', 'x-default')).toBe(`${ORIGIN}${aboutPath('pl')}`);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}${aboutPath(locale)}`);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/media/about.svg`);
    expect(metaContent(html, 'og:locale')).toBe({ pl: 'pl_PL', en: 'en_GB', fr: 'fr_FR' }[locale]);
    expect(metaContent(html, 'og:site_name')).toBe('Ergoforma');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('drops the query from the canonical URL', async () => {
    const html = (await get(`${aboutPath('en')}?utm_source=newsletter&page=2`)).body;
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}${aboutPath('en')}`);
  });

  it('gives a page whose remote names no alternates (the product list) the same sitemap node in each language', async () => {
    const productsPath = (locale: Locale) => `${PREFIX[locale]}/${SLUGS[locale].products}`;
    const html = (await get(productsPath('en'))).body;
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}${productsPath('en')}`);
    for (const language of ['pl', 'en', 'fr'] as Locale[])
      expect(linkHref(html, 'alternate', language)).toBe(`${ORIGIN}${productsPath(language)}`);
  });

  it('does not announce alternates a page does not have', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the fake has no search remote
    const response = await get('/search');
    warn.mockRestore();
    expect(response.statusCode).toBe(200);
    expect(linkHref(response.body, 'canonical')).toBe(`${ORIGIN}/search`);
    expect(headOf(response.body)).not.toContain('hreflang');
  });
});

describe('JSON-LD', () => {
  it.each(['pl', 'en', 'fr'] as Locale[])('puts Organization on the front page in %s', async (locale) => {
    const [organization] = jsonLd((await get(home(locale))).body);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Ergoforma',
      url: `${ORIGIN}${home(locale)}`,
      logo: `${ORIGIN}/favicon.svg`,
      telephone: COMPANY.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: COMPANY.address.streetAddress,
        postalCode: COMPANY.address.postalCode,
        addressLocality: COMPANY.address.city,
        addressCountry: COMPANY.address.countryCode,
      },
    });
    expect(organization.sameAs).toEqual(COMPANY.sameAs);
  });

  it('puts BreadcrumbList and Product on a product page, escaped against </script>', async () => {
    const html = (await get(productPath('en'))).body;
    expect(headOf(html)).not.toContain('<script>alert(1)');
    const items = jsonLd(html);
    const breadcrumbs = items.find((item) => item['@type'] === 'BreadcrumbList')!;
    expect(
      breadcrumbs.itemListElement.map((item: { name: string; item: string; position: number }) => [
        item.position,
        item.name,
        item.item,
      ]),
    ).toEqual([
      [1, 'Home', `${ORIGIN}/en`],
      [2, 'Products', `${ORIGIN}/en/products`],
      [3, 'Swivel chairs', `${ORIGIN}${categoryPath('en')}`],
      [4, 'Nova', `${ORIGIN}${productPath('en')}`],
    ]);
    expect(items.find((item) => item['@type'] === 'Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nova',
      url: `${ORIGIN}${productPath('en')}`,
      image: [`${ORIGIN}/media/nova-1.svg`, `${ORIGIN}/media/nova-2.svg`],
      description: 'A chair</script><script>alert(1)</script>',
      brand: { '@type': 'Brand', name: 'Ergoforma' },
      category: 'Swivel chairs',
    });
  });

  it('puts BreadcrumbList on a category page', async () => {
    const [breadcrumbs] = jsonLd((await get(categoryPath('fr'))).body);
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({
      position: 3,
      name: 'Fauteuils pivotants',
      item: `${ORIGIN}${categoryPath('fr')}`,
    });
  });

  it('has none on error pages', async () => {
    expect(jsonLd((await get('/nope')).body)).toEqual([]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('names the sitemap in robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *\nAllow: /');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every page of every language with alternates, and every URL answers 200', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const expected = (['pl', 'en', 'fr'] as Locale[]).flatMap((locale) => [
      home(locale),
      `${PREFIX[locale]}/${SLUGS[locale].products}`,
      aboutPath(locale),
      categoryPath(locale),
      productPath(locale),
    ]);
    expect(locs.sort()).toEqual(expected.map((p) => `${ORIGIN}${p}`).sort());
    expect(xml).not.toContain('/search');
    for (const loc of locs) expect([loc, (await get(loc.slice(ORIGIN.length))).statusCode]).toEqual([loc, 200]);
    const productEntry = xml.slice(xml.indexOf(`<loc>${ORIGIN}${productPath('fr')}</loc>`));
    const entry = productEntry.slice(0, productEntry.indexOf('</url>'));
    for (const language of ['pl', 'en', 'fr'] as Locale[]) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${language}" href="${ORIGIN}${productPath(language)}"/>`,
      );
    }
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${productPath('pl')}"/>`);
  });
});
