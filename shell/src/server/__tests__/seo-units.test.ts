// Unit tests of the pure SEO pieces: redirect table, head tags, JSON-LD, sitemap XML.
import type { ApiClient, SitemapNode } from '@ergoforma/shared-contracts';
import type { PageResult } from '../../app/state';
import { pageJsonLd } from '../json-ld';
import {
  keepLegacyRedirectsFresh,
  LEGACY_REDIRECTS,
  LegacyRedirects,
  loadLegacyRedirectRows,
} from '../legacy-redirects';
import { absoluteUrl, canonicalUrl, documentTitle, hreflangLinks, seoHeadTags, serializeJsonLd } from '../seo-head';
import { buildSitemapXml, robotsTxt } from '../sitemap-xml';

const ORIGIN = 'https://www.ergoforma.test';

describe('LegacyRedirects', () => {
  it('holds the ten rows of SPEC §2', () => {
    const redirects = new LegacyRedirects();
    expect(redirects.size).toBe(10);
    expect(LEGACY_REDIRECTS).toHaveLength(10);
    expect(redirects.lookup('/podstawy.html')).toBe('/bazy');
    expect(redirects.lookup('/contact.html')).toBe('/en/contact');
    expect(redirects.lookup('/podstawy.html?x=1')).toBeNull();
    expect(redirects.lookup('/unknown.html')).toBeNull();
  });

  it('accepts more rows later and keeps every answer one hop', () => {
    const redirects = new LegacyRedirects();
    redirects.add([
      ['/produkt-12.html', '/product-12.html'],
      ['/product-12.html', '/produkty/krzesla-obrotowe/aruba'],
      ['/loop-a.html', '/loop-b.html'],
      ['/loop-b.html', '/loop-a.html'],
    ]);
    expect(redirects.lookup('/produkt-12.html')).toBe('/produkty/krzesla-obrotowe/aruba');
    expect(redirects.lookup('/product-12.html')).toBe('/produkty/krzesla-obrotowe/aruba');
    expect(redirects.lookup('/loop-a.html')).not.toBeNull();
  });

  it("loads the API's rows, dropping any that would leave the site", async () => {
    const member = [
      { from: '/produkt-101.html', to: '/produkty/krzesla-obrotowe/aruba' },
      { from: '/product-101.html', to: '/produkty/krzesla-obrotowe/aruba' },
      { from: '/evil.html', to: '//evil.example/phish' },
      { from: '/evil2.html', to: 'https://evil.example/' },
      { from: '/not-html', to: '/kontakt' },
    ];
    const calls: Array<[string, unknown]> = [];
    const api = {
      get: async (path: string, query: unknown) => (
        calls.push([path, query]),
        { member, totalItems: member.length, page: 1, itemsPerPage: 5 }
      ),
    };
    const rows = await loadLegacyRedirectRows(api as unknown as ApiClient);
    expect(calls).toEqual([['/api/legacy_redirects', { pagination: false }]]);
    expect(rows).toEqual([
      ['/produkt-101.html', '/produkty/krzesla-obrotowe/aruba'],
      ['/product-101.html', '/produkty/krzesla-obrotowe/aruba'],
    ]);
  });

  it('keeps the SPEC rows answering while the API is down, and adds the API rows once it answers', async () => {
    jest.useFakeTimers();
    try {
      const redirects = new LegacyRedirects();
      const warnings: string[] = [];
      let apiUp = false;
      const load = async (): Promise<Array<readonly [string, string]>> => {
        if (!apiUp) throw new Error('ECONNREFUSED');
        return [['/produkt-7.html', '/produkty/fotele/now']];
      };
      const refresher = keepLegacyRedirectsFresh(
        redirects,
        load,
        { warn: (_, message) => warnings.push(message) },
        100,
      );
      await jest.advanceTimersByTimeAsync(100);
      await refresher.ready;
      expect(warnings).toHaveLength(1);
      expect(redirects.lookup('/kontakt.html')).toBe('/kontakt');
      expect(redirects.lookup('/produkt-7.html')).toBeNull();
      await jest.advanceTimersByTimeAsync(1000);
      expect(warnings).toHaveLength(2);
      apiUp = true;
      await jest.advanceTimersByTimeAsync(2000);
      expect(redirects.lookup('/produkt-7.html')).toBe('/produkty/fotele/now');
      refresher.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('head tags', () => {
  it('builds absolute URLs', () => {
    expect(absoluteUrl(ORIGIN, '/media/a.svg')).toBe(`${ORIGIN}/media/a.svg`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
    expect(absoluteUrl(ORIGIN, '//cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
  });

  it('names the site once in the title', () => {
    expect(documentTitle({ title: 'Nova | Ergoforma' })).toBe('Nova | Ergoforma');
    expect(documentTitle({ title: 'Nova' })).toBe('Nova | Ergoforma');
    expect(documentTitle(null)).toBe('Ergoforma');
  });

  it('uses the path as canonical unless the remote names one', () => {
    expect(canonicalUrl(ORIGIN, '/en/products/', null)).toBe(`${ORIGIN}/en/products`);
    expect(canonicalUrl(ORIGIN, '/', null)).toBe(`${ORIGIN}/`);
    expect(canonicalUrl(ORIGIN, '/produkty', { title: 't', canonical: '/produkty?page=2' })).toBe(
      `${ORIGIN}/produkty?page=2`,
    );
  });

  it('omits languages without a version and points x-default at Polish', () => {
    const links = hreflangLinks(ORIGIN, 'en', `${ORIGIN}/en/a`, { title: 't', alternates: { pl: '/a', en: '/en/a' } });
    expect(links).toEqual([
      { hreflang: 'pl', href: `${ORIGIN}/a` },
      { hreflang: 'en', href: `${ORIGIN}/en/a` },
      { hreflang: 'x-default', href: `${ORIGIN}/a` },
    ]);
    expect(hreflangLinks(ORIGIN, 'en', `${ORIGIN}/en/a`, { title: 't', alternates: { en: '/en/a' } })).toEqual([]);
    expect(hreflangLinks(ORIGIN, 'en', `${ORIGIN}/en/a`, { title: 't' })).toEqual([]);
  });

  it('escapes every value and marks error pages noindex', () => {
    const tags = seoHeadTags({
      origin: ORIGIN,
      locale: 'pl',
      pathname: '/a"b',
      head: { title: '"><script>', description: '<b>&</b>', image: '/x".svg' },
      status: 200,
    }).join('\n');
    expect(tags).not.toMatch(/<script>|<b>|"\.svg/);
    expect(tags).toContain('content="&#60;b&#62;&#38;&#60;/b&#62;"');
    expect(seoHeadTags({ origin: ORIGIN, locale: 'pl', pathname: '/x', head: null, status: 404 })).toEqual([
      '<meta name="robots" content="noindex">',
    ]);
    expect(
      seoHeadTags({ origin: ORIGIN, locale: 'pl', pathname: '/x', head: { title: 't', noindex: true }, status: 200 }),
    ).toContain('<meta name="robots" content="noindex">');
  });
});

describe('JSON-LD', () => {
  it('cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- & \u2028' });
  });

  const productNode: SitemapNode = {
    id: 4,
    slug: 'produkty/{category}/{product}',
    nodeType: 'product',
    action: 'show',
    nodeReference: null,
    resolver: null,
    crumbs: [{ title: 'Strona główna', path: '/' }],
  };
  const page = (head: PageResult['head'], data: unknown = null): PageResult => ({
    kind: 'page',
    moduleId: 'catalogue/ProductPage',
    node: productNode,
    params: {},
    layout: 'product',
    head,
    data,
    available: true,
  });

  it('prefers the objects the remote supplies in head.jsonLd, made absolute', () => {
    const items = pageJsonLd(
      ORIGIN,
      `${ORIGIN}/p`,
      '/p',
      page({ title: 'Nova', jsonLd: [{ '@type': 'Product', name: 'Nova X', image: ['/media/x.svg'], url: '/p' }] }),
    );
    expect(items.filter((item) => item['@type'] === 'Product')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Nova X',
        image: [`${ORIGIN}/media/x.svg`],
        url: `${ORIGIN}/p`,
      },
    ]);
    expect(items.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('derives Product from the head when the data has no product', () => {
    const [, product] = pageJsonLd(
      ORIGIN,
      `${ORIGIN}/p`,
      '/p',
      page({ title: 'Nova', description: 'd', image: '/media/n.svg' }),
    );
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Nova',
      description: 'd',
      image: [`${ORIGIN}/media/n.svg`],
      brand: { name: 'Ergoforma' },
    });
  });
});

describe('sitemap XML', () => {
  it('writes each language version with all alternates and x-default, escaped', () => {
    const xml = buildSitemapXml(ORIGIN, [
      { paths: { pl: '/a&b', en: '/en/a' } },
      { paths: { pl: '/only-pl' } },
      { paths: { pl: '/a&b' } },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(`<loc>${ORIGIN}/a&amp;b</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/a&amp;b"/>`);
    const onlyPl = xml.slice(xml.indexOf('/only-pl'));
    expect(onlyPl.slice(0, onlyPl.indexOf('</url>'))).not.toContain('xhtml:link');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
