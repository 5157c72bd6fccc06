/**
 * @jest-environment jsdom
 */
// The page head: one description of the tags (app/head) that the server writes as HTML (head-html.ts) and the
// browser applies after a client-side navigation (app/head/apply-head.ts). jsdom, to compare the two documents.
import type { PageHead, SitemapNode } from '@ergoforma/shared-contracts';
import { testCompany } from '@ergoforma/shared-contracts/testing';
import { applyDocumentHead, MANAGED_HEAD_SELECTOR } from '../../app/head/apply-head';
import {
  absoluteUrl,
  canonicalUrl,
  documentTitle,
  headTags,
  hreflangLinks,
  type HeadTag,
} from '../../app/head/head-tags';
import { pageJsonLd } from '../../app/head/json-ld';
import { pageDocumentHead } from '../../app/head/page-head';
import type { PageResult, RootLoaderResult } from '../../app/state';
import { headHtml, serializeJsonLd } from '../head-html';

const ORIGIN = 'https://www.ergoforma.test';

const productNode: SitemapNode = {
  id: 4,
  slug: 'produkty/{category}/{product}',
  nodeType: 'product',
  action: 'show',
  nodeReference: null,
  resolver: null,
  crumbs: [{ title: 'Strona główna', path: '/' }],
};
const rootNode: SitemapNode = { ...productNode, id: 1, slug: '', nodeType: 'root', action: 'index', crumbs: [] };

const page = (head: PageHead, node: SitemapNode = productNode): PageResult => ({
  kind: 'page',
  moduleId: node === rootNode ? 'content/ContentPage' : 'catalogue/ProductPage',
  node,
  params: {},
  layout: 'product',
  head,
  data: null,
  available: true,
});
const root: RootLoaderResult = { kind: 'root', locale: 'pl', chrome: null };

/** What a visitor's browser and a crawler read from a head: title, language, and every managed tag. */
function readHead(document: Document) {
  return {
    lang: document.documentElement.lang,
    title: document.title,
    tags: [...document.head.querySelectorAll(MANAGED_HEAD_SELECTOR)].map((element) =>
      element.tagName === 'SCRIPT'
        ? { jsonLd: JSON.parse(element.textContent ?? '') as unknown }
        : Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
    ),
  };
}

/** A document as the server sends it, with the head of `source`. */
function serverDocument(source: Parameters<typeof pageDocumentHead>[0]): Document {
  const head = pageDocumentHead(source);
  const document = new DOMParser().parseFromString(
    `<!doctype html><html lang="${head.lang}"><head><meta charset="utf-8">${headHtml(head).join('')}<link rel="stylesheet" href="/assets/main.css"></head><body></body></html>`,
    'text/html',
  );
  return document;
}

describe('the head after a client-side navigation', () => {
  const product = page({
    title: 'Nova – krzesło obrotowe',
    description: 'Krzesło "Nova" <b>&</b>',
    image: '/media/nova.jpg',
    alternates: { pl: '/produkty/krzesla-obrotowe/nova', en: '/en/products/swivel-chairs/nova' },
    ogType: 'product',
    jsonLd: [{ '@type': 'Product', name: 'Nova </script>', url: '/produkty/krzesla-obrotowe/nova' }],
  });
  const front = page({ title: 'Ergoforma – office chairs', alternates: { pl: '/', en: '/en', fr: '/fr' } }, rootNode);
  const sources = {
    'a product page': { origin: ORIGIN, pathname: '/produkty/krzesla-obrotowe/nova', root, page: product },
    'the English front page': {
      origin: ORIGIN,
      pathname: '/en',
      root: { ...root, locale: 'en' as const },
      page: front,
    },
    'a missing page': {
      origin: ORIGIN,
      pathname: '/fr/nulle-part',
      root,
      page: { kind: 'error' as const, status: 404 },
    },
    'the API down': {
      origin: ORIGIN,
      pathname: '/kontakt',
      root: { kind: 'error' as const, status: 503 },
      page: undefined,
    },
    'a page kept out of indexes': {
      origin: ORIGIN,
      pathname: '/szukaj',
      root,
      page: page({ title: 'Wyniki: nova', noindex: true }, { ...rootNode, id: 9, slug: 'szukaj', nodeType: 'search' }),
    },
  };

  it.each(Object.entries(sources))('is the head the server writes for %s', (_, source) => {
    // The browser starts on another page (the front page) and navigates.
    const browser = serverDocument(sources['the English front page']);
    applyDocumentHead(browser, pageDocumentHead(source));
    expect(readHead(browser)).toEqual(readHead(serverDocument(source)));
    // Everything else in <head> stays.
    expect(browser.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(browser.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('replaces every tag of the previous page', () => {
    const browser = serverDocument(sources['a product page']);
    applyDocumentHead(browser, pageDocumentHead(sources['a missing page']));
    expect(readHead(browser)).toEqual({
      lang: 'fr',
      title: "La page n'existe pas | Ergoforma",
      tags: [{ name: 'robots', content: 'noindex' }],
    });
  });
});

describe('head tags', () => {
  it('builds absolute URLs', () => {
    expect(absoluteUrl(ORIGIN, '/media/a.svg')).toBe(`${ORIGIN}/media/a.svg`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
    expect(absoluteUrl(ORIGIN, '//cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
  });

  it('gives every title one format and names the site once', () => {
    expect(documentTitle({ title: 'Nova' })).toBe('Nova | Ergoforma');
    expect(documentTitle({ title: 'Nova | Ergoforma' })).toBe('Nova | Ergoforma');
    expect(documentTitle({ title: 'Kontakt – Ergoforma' })).toBe('Kontakt | Ergoforma');
    expect(documentTitle({ title: 'Ergoforma – krzesła biurowe z Krakowa' })).toBe(
      'Ergoforma – krzesła biurowe z Krakowa',
    );
    expect(documentTitle({ title: '  ' })).toBe('Ergoforma');
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
    const html = headHtml(
      headTags({
        origin: ORIGIN,
        locale: 'pl',
        pathname: '/a"b',
        head: { title: '"><script>', description: '<b>&</b>', image: '/x".svg' },
        status: 200,
      }),
    ).join('\n');
    expect(html).not.toMatch(/<script>|<b>|"\.svg/);
    expect(html).toContain('content="&#60;b&#62;&#38;&#60;/b&#62;"');
    expect(headHtml(headTags({ origin: ORIGIN, locale: 'pl', pathname: '/x', head: null, status: 404 }))).toEqual([
      '<title>Ergoforma</title>',
      '<meta name="robots" content="noindex">',
    ]);
    expect(
      headHtml(
        headTags({ origin: ORIGIN, locale: 'pl', pathname: '/x', head: { title: 't', noindex: true }, status: 200 }),
      ),
    ).toContain('<meta name="robots" content="noindex">');
  });
});

const jsonLdOf = (tags: HeadTag[]) => tags.flatMap((tag) => (tag.kind === 'json-ld' ? [tag.data] : []));

const COMPANY = testCompany({ sameAs: ['https://www.linkedin.com/company/test'] });

describe('JSON-LD', () => {
  it('derives Organization on the front page from the company of the chrome data', () => {
    const front = page({ title: 'Ergoforma' }, rootNode);
    const withCompany: RootLoaderResult = { kind: 'root', locale: 'en', chrome: { menus: [], company: COMPANY } };
    const { tags } = pageDocumentHead({ origin: ORIGIN, pathname: '/en', root: withCompany, page: front });
    expect(jsonLdOf(tags)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Ergoforma',
        legalName: 'Ergoforma Test S.A.',
        url: `${ORIGIN}/en`,
        logo: `${ORIGIN}/favicon.svg`,
        telephone: '+48 22 111 22 33',
        email: 'office@test.example',
        foundingDate: '2001',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'ul. Próbna 5',
          postalCode: '00-001',
          addressLocality: 'Warszawa',
          addressCountry: 'PL',
        },
        sameAs: ['https://www.linkedin.com/company/test'],
      },
    ]);
  });

  it('leaves Organization out when the chrome data has no company (no made-up facts)', () => {
    const front = page({ title: 'Ergoforma' }, rootNode);
    expect(pageJsonLd(ORIGIN, `${ORIGIN}/`, '/', front)).toEqual([]);
    expect(jsonLdOf(pageDocumentHead({ origin: ORIGIN, pathname: '/', root, page: front }).tags)).toEqual([]);
  });

  it('cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- & \u2028' });
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
