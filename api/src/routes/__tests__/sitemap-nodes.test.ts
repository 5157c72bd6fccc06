import type { Collection, SitemapNode } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';

describe('GET /api/sitemap_nodes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const nodes = async (locale: string) => (await t.get<Collection<SitemapNode>>('/api/sitemap_nodes?pagination=false', { 'accept-locale': locale })).body;

  it('lists the Polish nodes in order, the first three exactly', async () => {
    const body = await nodes('pl');
    expect(body.totalItems).toBe(13);
    expect(body.member).toHaveLength(13);
    expect(body.member.slice(0, 3)).toEqual([
      { id: 1, slug: '', nodeType: 'root', action: 'index', nodeReference: 1, resolver: null, crumbs: [{ title: 'Strona główna', path: '/' }] },
      {
        id: 2,
        slug: 'produkty',
        nodeType: 'product',
        action: 'list',
        nodeReference: null,
        resolver: null,
        crumbs: [
          { title: 'Strona główna', path: '/' },
          { title: 'Produkty', path: '/produkty' },
        ],
      },
      {
        id: 3,
        slug: 'produkty/{category}',
        nodeType: 'product',
        action: 'show_category',
        nodeReference: null,
        resolver: null,
        crumbs: [
          { title: 'Strona główna', path: '/' },
          { title: 'Produkty', path: '/produkty' },
        ],
      },
    ]);
    expect(body.member.map((n) => n.slug)).toEqual([
      '', 'produkty', 'produkty/{category}', 'produkty/{category}/{product}', 'podlokietniki', 'bazy', 'o-nas', 'kontakt',
      'kariera', 'polityka-prywatnosci', 'polityka-cookies', 'kariera/oferty-pracy', 'szukaj',
    ]);
  });

  it('gives node types, actions and references as the spec lists them', async () => {
    const bySlug = new Map((await nodes('pl')).member.map((n) => [n.slug, n]));
    expect(bySlug.get('podlokietniki')).toMatchObject({ nodeType: 'product', action: 'show_category', nodeReference: 5 });
    expect(bySlug.get('bazy')).toMatchObject({ nodeType: 'product', action: 'show_category', nodeReference: 6 });
    expect(bySlug.get('kontakt')).toMatchObject({ nodeType: 'contact', action: 'show', nodeReference: 3 });
    expect(bySlug.get('polityka-cookies')).toMatchObject({ nodeType: 'article', action: 'show', nodeReference: 6 });
    expect(bySlug.get('szukaj')).toMatchObject({ nodeType: 'search', action: 'index', resolver: null });
    expect(bySlug.get('kariera/oferty-pracy')).toMatchObject({ nodeType: 'others', action: 'list', resolver: 'job_offers' });
    for (const node of bySlug.values()) if (node.nodeType !== 'others') expect(node.resolver).toBeNull();
  });

  it('builds breadcrumbs with full paths in the locale', async () => {
    const en = (await nodes('en')).member.find((n) => n.slug === 'careers/job-offers');
    expect(en?.crumbs).toEqual([
      { title: 'Home', path: '/en' },
      { title: 'Careers', path: '/en/careers' },
      { title: 'Job offers', path: '/en/careers/job-offers' },
    ]);
    const fr = (await nodes('fr')).member.find((n) => n.slug === 'produits/{category}/{product}');
    expect(fr?.crumbs).toEqual([
      { title: 'Accueil', path: '/fr' },
      { title: 'Produits', path: '/fr/produits' },
    ]);
  });

  it('has translated slugs per locale', async () => {
    expect((await nodes('en')).member.map((n) => n.slug)).toEqual([
      '', 'products', 'products/{category}', 'products/{category}/{product}', 'armrests', 'bases', 'about-us', 'contact',
      'careers', 'privacy-policy', 'cookie-policy', 'careers/job-offers', 'search',
    ]);
    expect((await nodes('fr')).member.map((n) => n.slug)).toEqual([
      '', 'produits', 'produits/{category}', 'produits/{category}/{product}', 'accoudoirs', 'bases', 'a-propos', 'contact',
      'carriere', 'politique-de-confidentialite', 'politique-cookies', 'carriere/offres-emploi', 'recherche',
    ]);
  });

  it('pages like any collection', async () => {
    const { body } = await t.get<Collection<SitemapNode>>('/api/sitemap_nodes?page=2&itemsPerPage=5');
    expect(body).toMatchObject({ totalItems: 13, page: 2, itemsPerPage: 5 });
    expect(body.member.map((n) => n.id)).toEqual([6, 7, 8, 9, 10]);
  });
});
