import type { CategoryTreeNode, Collection, JobOffer, ProductTag } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';

describe('categories, tags and job offers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/product_categories flattens the tree in position order with full paths', async () => {
    const { status, body } = await t.get<Collection<CategoryTreeNode>>('/api/product_categories');
    expect(status).toBe(200);
    expect(body.totalItems).toBe(9);
    expect(body.member.map((c) => c.slug)).toEqual([
      'krzesla-obrotowe', 'krzesla-menedzerskie', 'krzesla-do-pracy-biurowej', 'krzesla-siatkowe',
      'krzesla-konferencyjne', 'krzesla-laboratoryjne', 'fotele', 'podlokietniki', 'bazy',
    ]);
    expect(body.member[0]).toEqual({
      id: 1,
      name: 'Krzesła obrotowe',
      slug: 'krzesla-obrotowe',
      path: '/produkty/krzesla-obrotowe',
      position: 1,
      description: expect.any(String),
      parentBranch: null,
    });
    expect(body.member[1]).toMatchObject({ parentBranch: { id: 1 }, path: '/produkty/krzesla-menedzerskie' });
    expect(body.member.find((c) => c.slug === 'podlokietniki')?.path).toBe('/podlokietniki');
  });

  it('translates category slugs', async () => {
    const en = await t.get<Collection<CategoryTreeNode>>('/api/product_categories', { 'accept-locale': 'en' });
    expect(en.body.member.filter((c) => c.parentBranch === null).map((c) => c.slug)).toEqual([
      'swivel-chairs', 'conference-chairs', 'laboratory-chairs', 'armchairs', 'armrests', 'bases',
    ]);
    const fr = await t.get<Collection<CategoryTreeNode>>('/api/product_categories', { 'accept-locale': 'fr' });
    expect(fr.body.member.filter((c) => c.parentBranch === null).map((c) => c.path)).toEqual([
      '/fr/produits/fauteuils-pivotants', '/fr/produits/chaises-de-conference', '/fr/produits/chaises-de-laboratoire',
      '/fr/produits/fauteuils', '/fr/accoudoirs', '/fr/bases',
    ]);
  });

  it('GET /api/product_tags lists the tags', async () => {
    const { body } = await t.get<Collection<ProductTag>>('/api/product_tags?itemsPerPage=3');
    expect(body).toMatchObject({ totalItems: 7, page: 1, itemsPerPage: 3 });
    expect(body.member).toEqual([
      { id: 1, name: 'Polecany', slug: 'polecany' },
      { id: 2, name: 'Nowość', slug: 'nowosc' },
      { id: 3, name: 'wycofany', slug: 'wycofany' },
    ]);
  });

  it('GET /api/job_offers lists three offers, newest first', async () => {
    const { body } = await t.get<Collection<JobOffer>>('/api/job_offers', { 'accept-locale': 'en' });
    expect(body.totalItems).toBe(3);
    expect(body.member.map((j) => j.title)).toEqual(['Export Sales Specialist', 'Office Furniture Design Engineer', 'Upholsterer']);
    expect(body.member[0]).toEqual({
      id: 1,
      title: 'Export Sales Specialist',
      slug: 'export-sales-specialist',
      location: 'Cracow',
      employmentType: 'Employment contract, full-time',
      description: expect.stringContaining('<h3>Responsibilities</h3>'),
      published: '2025-10-20T08:00:00.000Z',
    });
    const pl = await t.get<Collection<JobOffer>>('/api/job_offers?page=2&itemsPerPage=2');
    expect(pl.body).toMatchObject({ totalItems: 3, page: 2, itemsPerPage: 2 });
    expect(pl.body.member.map((j) => j.location)).toEqual(['Kraków']);
  });

  it('rejects unknown and malformed parameters on every collection', async () => {
    for (const url of ['/api/product_categories?foo=1', '/api/product_tags?page=-1', '/api/job_offers?pagination=maybe', '/api/menus?itemsPerPage=0']) {
      const response = await t.get<{ code: string; message: string }>(url);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('400');
    }
  });
});
