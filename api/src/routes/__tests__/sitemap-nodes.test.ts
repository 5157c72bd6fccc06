// The routing table, checked against sitemap-nodes.json: every node except those showing an unpublished
// page, in position order, with translated slugs and breadcrumbs.
import path from 'node:path';
import type { Collection, SitemapNode } from '@ergoforma/shared-contracts';
import { API_ROOT } from '../../app';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { readContentFixtures } from '../../db/fixtures/reader';

const fixtures = readContentFixtures(path.join(API_ROOT, 'fixtures'));
const draftPages = new Set(fixtures.pages.filter((p) => !p.isPublished).map((p) => p.id));
const hidden = fixtures.sitemapNodes.filter((n) => n.pageId !== null && draftPages.has(n.pageId));
const visible = fixtures.sitemapNodes
  .filter((n) => !hidden.includes(n))
  .sort((a, b) => a.position - b.position || a.id - b.id);

describe('GET /api/sitemap_nodes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const nodes = async (locale: string) =>
    (await t.get<Collection<SitemapNode>>('/api/sitemap_nodes?pagination=false', { 'accept-locale': locale })).body;

  it('lists the Polish nodes in order, the first three exactly', async () => {
    const body = await nodes('pl');
    expect(body.totalItems).toBe(visible.length);
    expect(body.member.map((n) => n.slug)).toEqual(visible.map((n) => n.translations.pl.slug));
    expect(body.member.slice(0, 3)).toEqual([
      {
        id: 1,
        slug: '',
        nodeType: 'root',
        action: 'index',
        nodeReference: 1,
        resolver: null,
        crumbs: [{ title: 'Strona główna', path: '/' }],
      },
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
  });

  it('hides the nodes of unpublished pages', async () => {
    expect(hidden.length).toBeGreaterThan(0);
    const ids = (await nodes('pl')).member.map((n) => n.id);
    for (const node of hidden) expect(ids).not.toContain(node.id);
  });

  it('gives node types, actions, references and resolvers as the fixtures list them', async () => {
    const answered = (await nodes('pl')).member;
    expect(answered.map((n) => [n.id, n.nodeType, n.action, n.nodeReference, n.resolver])).toEqual(
      visible.map((n) => [n.id, n.nodeType, n.action, n.pageId ?? n.categoryId, n.resolver]),
    );
    const bySlug = new Map(answered.map((n) => [n.slug, n]));
    expect(bySlug.get('podlokietniki')).toMatchObject({
      nodeType: 'product',
      action: 'show_category',
      nodeReference: 5,
    });
    expect(bySlug.get('bazy')).toMatchObject({ nodeType: 'product', action: 'show_category', nodeReference: 6 });
    expect(bySlug.get('kontakt')).toMatchObject({ nodeType: 'contact', action: 'show', nodeReference: 3 });
    expect(bySlug.get('polityka-cookies')).toMatchObject({ nodeType: 'article', action: 'show', nodeReference: 6 });
    expect(bySlug.get('szukaj')).toMatchObject({ nodeType: 'search', action: 'index', resolver: null });
    expect(bySlug.get('kariera/oferty-pracy')).toMatchObject({
      nodeType: 'others',
      action: 'list',
      resolver: 'job_offers',
    });
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
    for (const node of (await nodes('fr')).member) {
      for (const crumb of node.crumbs) expect(crumb.path).toMatch(/^\/fr(\/|$)/);
    }
  });

  it('has translated slugs per locale', async () => {
    for (const locale of ['en', 'fr'] as const) {
      expect((await nodes(locale)).member.map((n) => n.slug)).toEqual(
        visible.map((n) => n.translations[locale].slug ?? n.translations.pl.slug),
      );
    }
    const en = new Set((await nodes('en')).member.map((n) => n.slug));
    for (const slug of ['products/{category}/{product}', 'armrests', 'about-us', 'careers/job-offers', 'search'])
      expect(en).toContain(slug);
    const fr = new Set((await nodes('fr')).member.map((n) => n.slug));
    for (const slug of [
      'produits/{category}/{product}',
      'accoudoirs',
      'a-propos',
      'carriere/offres-emploi',
      'recherche',
    ])
      expect(fr).toContain(slug);
  });

  it('pages like any collection', async () => {
    const { body } = await t.get<Collection<SitemapNode>>('/api/sitemap_nodes?page=2&itemsPerPage=5');
    expect(body).toMatchObject({ totalItems: visible.length, page: 2, itemsPerPage: 5 });
    expect(body.member.map((n) => n.id)).toEqual(visible.slice(5, 10).map((n) => n.id));
  });
});
