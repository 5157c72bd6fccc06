// Categories, tags and job offers, checked against the fixture files; the six top-level categories of
// the site (ids 1–6, fixed; docs/behaviour.md#site-and-languages) are pinned with their translated addresses.
import type { CategoryTreeNode, Collection, JobOffer, ProductTag } from '@ergoforma/shared-contracts';
import { fixturesWithPolishFallbacks } from '../../__tests__/fixtures-with-polish-fallbacks';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { readContentFixtures } from '../../db/fixtures/reader';
import type { CategoryFixture } from '../../db/fixtures/types';

const fixturesDir = fixturesWithPolishFallbacks();
const fixtures = readContentFixtures(fixturesDir);
const byPosition = <T extends { position: number; id: number }>(list: T[]) =>
  [...list].sort((a, b) => a.position - b.position || a.id - b.id);

/** The category tree flattened depth first, each level in position order. */
function flattenedTree(parentId: number | null): CategoryFixture[] {
  return byPosition(fixtures.categories.filter((c) => c.parentId === parentId)).flatMap((c) => [
    c,
    ...flattenedTree(c.id),
  ]);
}

describe('categories, tags and job offers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fixturesDir });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/product_categories flattens the tree in position order with full paths', async () => {
    const { status, body } = await t.get<Collection<CategoryTreeNode>>('/api/product_categories');
    expect(status).toBe(200);
    expect(body.totalItems).toBe(fixtures.categories.length);
    expect(body.member.map((c) => c.slug)).toEqual(flattenedTree(null).map((c) => c.translations.pl.slug));
    expect(body.member.map((c) => c.parentBranch?.id ?? null)).toEqual(flattenedTree(null).map((c) => c.parentId));
    expect(body.member[0]).toEqual({
      id: 1,
      name: 'Krzesła obrotowe',
      slug: 'krzesla-obrotowe',
      path: '/produkty/krzesla-obrotowe',
      position: 1,
      description: expect.any(String),
      parentBranch: null,
      alternates: {
        pl: '/produkty/krzesla-obrotowe',
        en: '/en/products/swivel-chairs',
        fr: '/fr/produits/fauteuils-pivotants',
      },
    });
    expect(body.member[1]).toMatchObject({ parentBranch: { id: 1 }, path: `/produkty/${body.member[1]?.slug}` });
    expect(body.member.find((c) => c.slug === 'podlokietniki')?.path).toBe('/podlokietniki');
    expect(body.member.find((c) => c.slug === 'bazy')?.path).toBe('/bazy');
  });

  it('translates category slugs', async () => {
    const en = await t.get<Collection<CategoryTreeNode>>('/api/product_categories', { 'accept-locale': 'en' });
    expect(en.body.member.filter((c) => c.parentBranch === null).map((c) => c.slug)).toEqual([
      'swivel-chairs',
      'conference-chairs',
      'laboratory-chairs',
      'armchairs',
      'armrests',
      'bases',
    ]);
    expect(en.body.member.map((c) => c.slug)).toEqual(
      flattenedTree(null).map((c) => c.translations.en.slug ?? c.translations.pl.slug),
    );
    const fr = await t.get<Collection<CategoryTreeNode>>('/api/product_categories', { 'accept-locale': 'fr' });
    expect(fr.body.member.filter((c) => c.parentBranch === null).map((c) => c.path)).toEqual([
      '/fr/produits/fauteuils-pivotants',
      '/fr/produits/chaises-de-conference',
      '/fr/produits/chaises-de-laboratoire',
      '/fr/produits/fauteuils',
      '/fr/accoudoirs',
      '/fr/bases',
    ]);
  });

  it('GET /api/product_tags lists the tags in position order, paged', async () => {
    const { body } = await t.get<Collection<ProductTag>>('/api/product_tags?itemsPerPage=3');
    expect(body).toMatchObject({ totalItems: fixtures.tags.length, page: 1, itemsPerPage: 3 });
    expect(body.member).toEqual(
      byPosition(fixtures.tags)
        .slice(0, 3)
        .map((tag) => ({ id: tag.id, name: tag.translations.pl.name, slug: tag.translations.pl.slug })),
    );
    const all = await t.get<Collection<ProductTag>>('/api/product_tags?pagination=false');
    expect(all.body.member.map((tag) => tag.name)).toEqual(expect.arrayContaining(['Polecany', 'Nowość', 'wycofany']));
  });

  it('GET /api/job_offers lists the offers newest first, falling back to Polish texts', async () => {
    const newest = [...fixtures.jobOffers].sort(
      (a, b) => b.published.localeCompare(a.published) || a.position - b.position,
    );
    const { body } = await t.get<Collection<JobOffer>>('/api/job_offers', { 'accept-locale': 'en' });
    expect(body.totalItems).toBe(fixtures.jobOffers.length);
    expect(body.member.map((j) => j.title)).toEqual(
      newest.map((j) => j.translations.en.title ?? j.translations.pl.title),
    );
    for (const [index, offer] of body.member.entries()) {
      const fixture = newest[index];
      const text = <K extends 'title' | 'slug' | 'location' | 'employmentType' | 'description'>(key: K) =>
        fixture?.translations.en[key] ?? fixture?.translations.pl[key];
      expect(offer).toEqual({
        id: fixture?.id,
        title: text('title'),
        slug: text('slug'),
        location: text('location'),
        employmentType: text('employmentType'),
        description: text('description'),
        // The texts that fell back to Polish are named, so that the page marks them lang="pl".
        untranslated: (['title', 'location', 'employmentType', 'description'] as const).filter(
          (key) => fixture?.translations.en[key] === undefined,
        ),
        published: fixture?.published,
      });
    }
    const untranslated = fixtures.jobOffers.find((j) => j.translations.en.description === undefined);
    expect(untranslated).toBeDefined();
    expect(body.member.find((j) => j.id === untranslated?.id)?.description).toBe(
      untranslated?.translations.pl.description,
    );
    expect(body.member.find((j) => j.id === untranslated?.id)?.untranslated).toEqual(['description']);

    const pl = await t.get<Collection<JobOffer>>('/api/job_offers?page=2&itemsPerPage=2');
    expect(pl.body).toMatchObject({ totalItems: fixtures.jobOffers.length, page: 2, itemsPerPage: 2 });
    expect(pl.body.member.map((j) => j.location)).toEqual(newest.slice(2, 4).map((j) => j.translations.pl.location));
    expect(pl.body.member.map((j) => j.untranslated)).toEqual([[], []]);
  });

  it('rejects unknown and malformed parameters on every collection', async () => {
    for (const url of [
      '/api/product_categories?foo=1',
      '/api/product_tags?page=-1',
      '/api/job_offers?pagination=maybe',
      '/api/menus?itemsPerPage=0',
    ]) {
      const response = await t.get<{ code: string; message: string }>(url);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('400');
    }
  });
});
