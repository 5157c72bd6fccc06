// The product collection and detail, checked against the fixture files (so the tests follow the sample
// catalogue as it grows) plus a few stable facts of it ('nova' is a swivel chair, 'lambda-h' and 'lambda'
// are related versions, 'arm-4d' is a part).
import path from 'node:path';
import type { ApiErrorBody, Collection, Product, ProductSummary } from '@ergoforma/shared-contracts';
import { API_ROOT } from '../../app';
import { createTestApp, type TestApp } from '../../__tests__/test-app';
import { readContentFixtures } from '../../db/fixtures/reader';
import type { ProductFixture } from '../../db/fixtures/types';

const fixtures = readContentFixtures(path.join(API_ROOT, 'fixtures'));
const products = fixtures.products;

function fixtureOf(slug: string): ProductFixture {
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`no product ${slug} in the fixtures`);
  return product;
}

/** The category and every category below it. */
function categoryWithDescendants(id: number): Set<number> {
  const ids = new Set([id]);
  for (let grown = true; grown;) {
    grown = false;
    for (const c of fixtures.categories) {
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grown = true;
      }
    }
  }
  return ids;
}

const inCategory = (id: number) => {
  const ids = categoryWithDescendants(id);
  return products.filter((p) => [p.categoryId, ...p.extraCategoryIds].some((c) => ids.has(c)));
};
const withTags = (...tagIds: number[]) => products.filter((p) => tagIds.every((id) => p.tagIds.includes(id)));
const newestFirst = (list: ProductFixture[]) =>
  [...list].sort((a, b) => b.published.localeCompare(a.published) || a.id - b.id);
const sortedSlugs = (list: ProductFixture[]) => list.map((p) => p.slug).sort();
/** Names made only of ASCII letters sort the same in every collation. */
const polish = (a: string, b: string) => a.localeCompare(b, 'pl', { sensitivity: 'base', numeric: true });

describe('products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string, locale = 'pl') => {
    const response = await t.get<Collection<ProductSummary>>(`/api/products${query}`, { 'accept-locale': locale });
    expect(response.status).toBe(200);
    return response.body;
  };
  const slugs = (body: Collection<ProductSummary>) => body.member.map((p) => p.slug);
  const badRequest = async (query: string) => {
    const response = await t.get<ApiErrorBody>(`/api/products${query}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('400');
    return response.body.message;
  };

  describe('GET /api/products', () => {
    it('answers a collection of product summaries', async () => {
      const body = await list('');
      expect(body).toMatchObject({ totalItems: products.length, page: 1, itemsPerPage: 30 });
      expect(body.member).toHaveLength(Math.min(30, products.length));
      const nova = (await list('?pagination=false')).member.find((p) => p.slug === 'nova');
      const fixture = fixtureOf('nova');
      const image = fixture.images[0];
      expect(nova).toEqual({
        id: fixture.id,
        name: 'Nova',
        slug: 'nova',
        path: '/produkty/krzesla-obrotowe/nova',
        category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
        tags: expect.arrayContaining([{ id: 1, name: 'Polecany', slug: 'polecany' }]),
        image: {
          url: '/media/products/nova-1.jpg',
          alt: image?.translations.pl.alt,
          width: 1200,
          height: 1200,
          sources: [
            { type: 'image/webp', srcset: expect.stringContaining('/media/products/nova-1-480.webp 480w') },
            { type: 'image/jpeg', srcset: expect.stringContaining('/media/products/nova-1.jpg 1200w') },
          ],
          thumbnails: [{ url: '/media/products/nova-1-thumb.jpg', width: 240, height: 240 }],
        },
        published: new Date(fixture.published).toISOString(),
      });
      expect(nova?.tags.map((tag) => tag.id).sort()).toEqual([...fixture.tagIds].sort());
    });

    it('builds paths in the request locale', async () => {
      const en = await list('?pagination=false', 'en');
      expect(en.member.find((p) => p.slug === 'nova')?.path).toBe('/en/products/swivel-chairs/nova');
      expect(en.member.find((p) => p.slug === 'arm-4d')?.path).toBe('/en/products/armrests/arm-4d');
      const fr = await list('?pagination=false', 'fr');
      expect(fr.member.find((p) => p.slug === 'orbit')?.path).toBe('/fr/produits/chaises-de-conference/orbit');
    });

    it('pages with page and itemsPerPage', async () => {
      const all = slugs(await list('?pagination=false'));
      const second = await list('?page=2&itemsPerPage=5');
      expect(second).toMatchObject({ totalItems: products.length, page: 2, itemsPerPage: 5 });
      expect(slugs(second)).toEqual(all.slice(5, 10));
      const lastPage = Math.ceil(products.length / 5);
      expect(slugs(await list(`?page=${lastPage}&itemsPerPage=5`))).toEqual(all.slice((lastPage - 1) * 5));
      const beyond = await list(`?page=${lastPage + 1}&itemsPerPage=5`);
      expect(beyond.member).toEqual([]);
      expect(beyond.totalItems).toBe(products.length);
    });

    it('answers every row with pagination=false', async () => {
      const body = await list('?pagination=false&itemsPerPage=2');
      expect(body.member).toHaveLength(products.length);
      expect(body).toMatchObject({ totalItems: products.length, page: 1, itemsPerPage: products.length });
    });

    it('caps itemsPerPage at 400', async () => {
      expect((await list('?itemsPerPage=400')).itemsPerPage).toBe(400);
      expect(await badRequest('?itemsPerPage=401')).toBe('Query parameter "itemsPerPage" must be <= 400');
      expect(await badRequest('?itemsPerPage=0')).toBe('Query parameter "itemsPerPage" must be >= 1');
    });

    it('orders by name', async () => {
      const asc = await list('?pagination=false&order[name]=asc');
      const names = asc.member.map((p) => p.name);
      expect(new Set(names)).toEqual(new Set(products.map((p) => p.name)));
      // Polish alphabetical order: Łuk between Loft and Mecenas, not after Zefir.
      expect(names).toEqual([...names].sort(polish));
      expect(slugs(await list('?pagination=false&order[name]=desc'))).toEqual(slugs(asc).reverse());
    });

    it('orders by published date', async () => {
      const desc = (await list('?pagination=false&order[published]=desc')).member;
      expect(desc.map((p) => p.slug)).toEqual(newestFirst(products).map((p) => p.slug));
      const dates = desc.map((p) => p.published);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(slugs(await list('?itemsPerPage=1&order[published]=asc'))).toEqual([newestFirst(products).at(-1)?.slug]);
    });

    it('filters by category, including its subcategories', async () => {
      const swivel = slugs(await list('?category.id=1&pagination=false'));
      expect(swivel).toContain('nova');
      expect(swivel.sort()).toEqual(sortedSlugs(inCategory(1)));
      const taskChairs = fixtures.categories.find((c) => c.translations.pl.slug === 'krzesla-do-pracy-biurowej');
      const subcategory = slugs(await list(`?category.id=${taskChairs?.id}&pagination=false`));
      expect(subcategory).toContain('nova');
      expect(subcategory.sort()).toEqual(sortedSlugs(inCategory(taskChairs?.id ?? 0)));
      expect(subcategory.length).toBeLessThan(swivel.length);
      for (const id of [2, 5])
        expect(slugs(await list(`?category.id=${id}&pagination=false`)).sort()).toEqual(sortedSlugs(inCategory(id)));
      const none = await list('?category.id=999');
      expect(none).toMatchObject({ member: [], totalItems: 0 });
    });

    it('filters by tags: a product must carry every listed tag', async () => {
      const recommended = slugs(await list('?tags.id[]=1&pagination=false'));
      expect(recommended).toContain('nova');
      expect(recommended.sort()).toEqual(sortedSlugs(withTags(1)));
      const both = withTags(1, 5);
      expect(both.length).toBeGreaterThan(0);
      expect(both.length).toBeLessThan(withTags(1).length);
      expect(slugs(await list('?tags.id[]=1&tags.id[]=5&pagination=false')).sort()).toEqual(sortedSlugs(both));
      expect(slugs(await list('?tags.id%5B%5D=2&tags.id%5B%5D=4&pagination=false')).sort()).toEqual(
        sortedSlugs(withTags(2, 4)),
      );
      expect(slugs(await list('?tags.id[]=3&tags.id[]=3&pagination=false')).sort()).toEqual(sortedSlugs(withTags(3)));
      expect((await list('?tags.id[]=3&tags.id[]=7')).totalItems).toBe(withTags(3, 7).length);
    });

    it('combines filters, ordering and paging (the similar-products and mega-menu calls)', async () => {
      const similar = await list('?itemsPerPage=6&order[published]=desc&category.id=1');
      expect(similar.totalItems).toBe(inCategory(1).length);
      expect(slugs(similar)).toEqual(
        newestFirst(inCategory(1))
          .slice(0, 6)
          .map((p) => p.slug),
      );
      const recommendedSwivel = await list('?category.id=1&tags.id[]=1&pagination=false');
      const expected = inCategory(1).filter((p) => p.tagIds.includes(1));
      expect(slugs(recommendedSwivel).sort()).toEqual(sortedSlugs(expected));
      const megaMenu = await list('?itemsPerPage=400&order[name]=asc', 'en');
      expect(megaMenu.member).toHaveLength(products.length);
    });

    it('applies several orderings in the order given', async () => {
      const conference = inCategory(2);
      const byPublished = slugs(await list('?category.id=2&order[published]=desc&order[name]=asc&pagination=false'));
      expect(byPublished).toEqual(newestFirst(conference).map((p) => p.slug));
      const byName = (await list('?category.id=2&order[name]=asc&order[published]=desc&pagination=false')).member.map(
        (p) => p.name,
      );
      expect(byName).toEqual([...byName].sort(polish));
      expect(byName).not.toEqual(newestFirst(conference).map((p) => p.name));
    });

    it('rejects unknown parameters, naming them', async () => {
      expect(await badRequest('?foo=bar')).toBe('Unknown query parameter "foo"');
      expect(await badRequest('?order[price]=asc')).toBe('Unknown query parameter "order[price]"');
      expect(await badRequest('?category=1')).toBe('Unknown query parameter "category"');
    });

    it('rejects malformed values, naming the parameter', async () => {
      expect(await badRequest('?itemsPerPage=abc')).toBe('Query parameter "itemsPerPage" must be an integer');
      expect(await badRequest('?order[name]=up')).toBe('Query parameter "order[name]" must be one of: asc, desc');
      expect(await badRequest('?order=asc')).toContain('"order"');
      expect(await badRequest('?category.id=chairs')).toContain('"category.id"');
      expect(await badRequest('?tags.id[]=1&tags.id[]=x')).toContain('"tags.id[]"');
      expect(await badRequest('?page=1&page=2')).toContain('"page"');
      expect(await badRequest('?page=0')).toContain('"page"');
      expect(await badRequest('?pagination=nope')).toContain('"pagination"');
      expect(await badRequest('?page=1.5')).toContain('"page"');
    });
  });

  describe('GET /api/products/{product}', () => {
    it('answers a product by slug with every field', async () => {
      const fixture = fixtureOf('nova');
      const { status, body } = await t.get<Product>('/api/products/nova');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: fixture.id,
        name: 'Nova',
        slug: 'nova',
        path: '/produkty/krzesla-obrotowe/nova',
        category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
        published: new Date(fixture.published).toISOString(),
        showSimilarProducts: true,
        configuratorUrl: fixture.configuratorUrl,
        relationLabel: null,
        relatedProduct: null,
        seoTitle: fixture.translations.pl.seoTitle,
        shortDescription: fixture.translations.pl.shortDescription,
        alternates: {
          pl: '/produkty/krzesla-obrotowe/nova',
          en: '/en/products/swivel-chairs/nova',
          fr: '/fr/produits/fauteuils-pivotants/nova',
        },
      });
      expect(body.tags.map((tag) => tag.id).sort()).toEqual([...fixture.tagIds].sort());

      expect(body.images.map((i) => i.image.url)).toEqual(fixture.images.map((i) => i.url));
      expect(body.images.length).toBeGreaterThanOrEqual(3);
      expect(body.images[0]).toEqual({
        name: fixture.images[0]?.translations.pl.name,
        image: {
          url: '/media/products/nova-1.jpg',
          alt: fixture.images[0]?.translations.pl.alt,
          width: 1200,
          height: 1200,
          sources: [expect.objectContaining({ type: 'image/webp' }), expect.objectContaining({ type: 'image/jpeg' })],
          thumbnails: [{ url: '/media/products/nova-1-thumb.jpg', width: 240, height: 240 }],
        },
      });

      const blocks = [...fixture.blocks].sort((a, b) => a.position - b.position);
      expect(body.blocks.map((b) => [b.type, b.name, b.position])).toEqual(
        blocks.map((b) => [b.type, b.translations.pl.name, b.position]),
      );
      expect(body.blocks.map((b) => b.type)).toEqual([
        'product_description',
        'product_sizes',
        'product_data',
        'product_patterns',
        'product_files',
        'product_logistic',
      ]);
      expect(body.blocks.find((b) => b.type === 'product_sizes')?.content).toContain('<table>');

      const collections = fixture.patternCollectionIds.map((id) =>
        fixtures.patternCollections.find((c) => c.id === id),
      );
      expect(body.patternCollections.map((c) => c.name)).toEqual(collections.map((c) => c?.translations.pl.name));
      const firstPattern = collections[0]?.patterns[0];
      expect(body.patternCollections[0]?.patterns[0]).toEqual({
        id: firstPattern?.id,
        name: firstPattern?.translations.pl.name,
        code: firstPattern?.code,
        color: firstPattern?.color,
        imageUrl: firstPattern?.imageUrl,
      });
      for (const pattern of body.patternCollections.flatMap((c) => c.patterns))
        expect(pattern.color).toMatch(/^#[0-9a-f]{6}$/);

      const fileTypeName = (id: number) => fixtures.fileTypes.find((f) => f.id === id)?.translations.pl.name;
      expect(body.files.map((f) => [f.name, f.url, f.fileType.name])).toEqual(
        fixture.files.map((f) => [f.translations.pl.name, f.url, fileTypeName(f.fileTypeId)]),
      );
      for (const file of body.files) expect(file.size).toBeGreaterThan(0);

      const similarIds = fixture.similarProducts.flatMap((s) => ('productId' in s ? [s.productId] : []));
      const similar = body.similarProducts.filter((s): s is ProductSummary => typeof s !== 'string');
      expect(similar.map((s) => s.id)).toEqual(similarIds);
      expect(similar.every((s) => s.path.startsWith('/produkty/') && s.id !== fixture.id)).toBe(true);
    });

    it('accepts the numeric id as well', async () => {
      const bySlug = await t.get<Product>('/api/products/lambda-h', { 'accept-locale': 'en' });
      const byId = await t.get<Product>(`/api/products/${fixtureOf('lambda-h').id}`, { 'accept-locale': 'en' });
      expect(byId.status).toBe(200);
      expect(byId.body).toEqual(bySlug.body);
    });

    it('links related products with their relation labels', async () => {
      const high = fixtureOf('lambda-h');
      const standard = fixtureOf('lambda');
      expect(high.relatedProductId).toBe(standard.id);
      const { body } = await t.get<Product>('/api/products/lambda-h');
      expect(body.relationLabel).toEqual({ name: high.translations.pl.relationLabel, position: high.relationPosition });
      expect(body.relatedProduct).toEqual({
        slug: 'lambda',
        name: 'Lambda',
        path: '/produkty/krzesla-obrotowe/lambda',
        category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
        relationLabel: { name: standard.translations.pl.relationLabel, position: standard.relationPosition },
      });
      const en = await t.get<Product>('/api/products/lambda', { 'accept-locale': 'en' });
      expect(en.body.relatedProduct).toMatchObject({
        slug: 'lambda-h',
        path: '/en/products/swivel-chairs/lambda-h',
        relationLabel: { name: high.translations.en.relationLabel, position: high.relationPosition },
      });
    });

    it('keeps plain-string similar products as strings', async () => {
      const fixture = fixtureOf('orbit');
      const labels = fixture.similarProducts.flatMap((s) => ('label' in s ? [s.label] : []));
      const ids = fixture.similarProducts.flatMap((s) => ('productId' in s ? [s.productId] : []));
      expect(labels.length).toBeGreaterThan(0);
      const { body } = await t.get<Product>('/api/products/orbit');
      expect(body.similarProducts.filter((s) => typeof s === 'string')).toEqual(labels);
      expect(body.similarProducts.flatMap((s) => (typeof s === 'string' ? [] : [s.id]))).toEqual(ids);
    });

    it('answers parts without similar products and with their own category path', async () => {
      const { body } = await t.get<Product>('/api/products/arm-4d', { 'accept-locale': 'fr' });
      expect(body).toMatchObject({
        showSimilarProducts: false,
        similarProducts: [],
        path: '/fr/produits/accoudoirs/arm-4d',
        patternCollections: [],
      });
      expect(body.category).toEqual({ id: 5, name: 'Accoudoirs', slug: 'accoudoirs' });
      expect(body.blocks.map((b) => b.type)).not.toContain('product_patterns');
    });

    it('answers 404 for an unknown slug or id', async () => {
      const missing = await t.get<ApiErrorBody>('/api/products/no-such-chair');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: '404', message: 'Product "no-such-chair" not found' });
      expect((await t.get(`/api/products/${Math.max(...products.map((p) => p.id)) + 1}`)).status).toBe(404);
      expect((await t.get('/api/products/%E2%82%AC')).status).toBe(404);
    });

    it('rejects query parameters it does not take', async () => {
      const response = await t.get<ApiErrorBody>('/api/products/nova?locale=en');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Unknown query parameter "locale"');
    });
  });
});
