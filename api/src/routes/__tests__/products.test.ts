import type { ApiErrorBody, Collection, Product, ProductSummary } from '@ergoforma/shared-contracts';
import { createTestApp, type TestApp } from '../../__tests__/test-app';

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
      expect(body).toMatchObject({ totalItems: 17, page: 1, itemsPerPage: 30 });
      expect(body.member).toHaveLength(17);
      const nova = body.member.find((p) => p.slug === 'nova');
      expect(nova).toEqual({
        id: 1,
        name: 'Nova',
        slug: 'nova',
        path: '/produkty/krzesla-obrotowe/nova',
        category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
        tags: [{ id: 1, name: 'Polecany', slug: 'polecany' }],
        image: {
          url: '/media/products/nova-1.svg',
          alt: 'Krzesło obrotowe Nova, grafitowa tkanina, widok z przodu',
          width: 1200,
          height: 1200,
          sources: [],
          thumbnails: [{ url: '/media/products/nova-1-thumb.svg', width: 240, height: 240 }],
        },
        published: '2025-03-10T09:00:00.000Z',
      });
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
      expect(second).toMatchObject({ totalItems: 17, page: 2, itemsPerPage: 5 });
      expect(slugs(second)).toEqual(all.slice(5, 10));
      expect(slugs(await list('?page=4&itemsPerPage=5'))).toEqual(all.slice(15));
      const beyond = await list('?page=9&itemsPerPage=5');
      expect(beyond.member).toEqual([]);
      expect(beyond.totalItems).toBe(17);
    });

    it('answers every row with pagination=false', async () => {
      const body = await list('?pagination=false&itemsPerPage=2');
      expect(body.member).toHaveLength(17);
      expect(body).toMatchObject({ totalItems: 17, page: 1, itemsPerPage: 17 });
    });

    it('caps itemsPerPage at 400', async () => {
      expect((await list('?itemsPerPage=400')).itemsPerPage).toBe(400);
      expect(await badRequest('?itemsPerPage=401')).toBe('Query parameter "itemsPerPage" must be <= 400');
      expect(await badRequest('?itemsPerPage=0')).toBe('Query parameter "itemsPerPage" must be >= 1');
    });

    it('orders by name', async () => {
      const asc = slugs(await list('?pagination=false&order[name]=asc'));
      expect(asc.slice(0, 4)).toEqual(['arm-2d', 'arm-4d', 'aruba', 'clean']);
      const names = (await list('?pagination=false&order[name]=asc')).member.map((p) => p.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(slugs(await list('?pagination=false&order[name]=desc'))).toEqual([...asc].reverse());
    });

    it('orders by published date', async () => {
      const desc = (await list('?pagination=false&order[published]=desc')).member;
      expect(desc.slice(0, 4).map((p) => p.slug)).toEqual(['now', 'lambda-h', 'tessa', 'clean']);
      const dates = desc.map((p) => p.published);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(slugs(await list('?itemsPerPage=1&order[published]=asc'))).toEqual(['arm-2d']);
    });

    it('filters by category, including its subcategories', async () => {
      expect(slugs(await list('?category.id=1&order[name]=asc'))).toEqual(['aruba', 'lambda', 'lambda-h', 'nova', 'now', 'vento']);
      expect(slugs(await list('?category.id=7&order[name]=asc'))).toEqual(['lambda-h', 'vento']);
      expect(slugs(await list('?category.id=9&order[name]=asc'))).toEqual(['aruba', 'now']);
      expect(slugs(await list('?category.id=5&order[name]=asc'))).toEqual(['arm-2d', 'arm-4d']);
      const none = await list('?category.id=999');
      expect(none).toMatchObject({ member: [], totalItems: 0 });
    });

    it('filters by tags: a product must carry every listed tag', async () => {
      expect(slugs(await list('?tags.id[]=1&order[name]=asc'))).toEqual(['aruba', 'nova', 'orbit', 'sofia', 'star-alu', 'vento']);
      expect(slugs(await list('?tags.id[]=1&tags.id[]=5'))).toEqual(['vento']);
      expect(slugs(await list('?tags.id%5B%5D=2&tags.id%5B%5D=4'))).toEqual(['now']);
      expect(slugs(await list('?tags.id[]=3&tags.id[]=3&order[name]=asc'))).toEqual(['arm-2d', 'quadra']);
      expect((await list('?tags.id[]=3&tags.id[]=7')).totalItems).toBe(0);
    });

    it('combines filters, ordering and paging (the similar-products and mega-menu calls)', async () => {
      const similar = await list('?itemsPerPage=6&order[published]=desc&category.id=1');
      expect(slugs(similar)).toEqual(['now', 'lambda-h', 'aruba', 'nova', 'vento', 'lambda']);
      const recommendedSwivel = await list('?category.id=1&tags.id[]=1&order[name]=asc');
      expect(slugs(recommendedSwivel)).toEqual(['aruba', 'nova', 'vento']);
      const megaMenu = await list('?itemsPerPage=400&order[name]=asc', 'en');
      expect(megaMenu.member).toHaveLength(17);
    });

    it('applies several orderings in the order given', async () => {
      const byPublished = slugs(await list('?category.id=2&order[published]=desc&order[name]=asc'));
      expect(byPublished).toEqual(['tessa', 'orbit', 'quadra']);
      const byName = slugs(await list('?category.id=2&order[name]=asc&order[published]=desc'));
      expect(byName).toEqual(['orbit', 'quadra', 'tessa']);
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
      const { status, body } = await t.get<Product>('/api/products/nova');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: 1,
        name: 'Nova',
        slug: 'nova',
        path: '/produkty/krzesla-obrotowe/nova',
        category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
        tags: [{ id: 1, name: 'Polecany', slug: 'polecany' }],
        published: '2025-03-10T09:00:00.000Z',
        showSimilarProducts: true,
        configuratorUrl: 'https://configurator.example.com/nova',
        relationLabel: null,
        relatedProduct: null,
        seoTitle: 'Nova – krzesło obrotowe | Ergoforma',
        alternates: { pl: '/produkty/krzesla-obrotowe/nova', en: '/en/products/swivel-chairs/nova', fr: '/fr/produits/fauteuils-pivotants/nova' },
      });
      expect(body.shortDescription).toMatch(/^<p>Nova to uniwersalne krzesło obrotowe/);
      expect(body.images).toHaveLength(3);
      expect(body.images[0]).toEqual({
        name: 'Nova – widok z przodu',
        image: {
          url: '/media/products/nova-1.svg',
          alt: 'Krzesło obrotowe Nova, grafitowa tkanina, widok z przodu',
          width: 1200,
          height: 1200,
          sources: [],
          thumbnails: [{ url: '/media/products/nova-1-thumb.svg', width: 240, height: 240 }],
        },
      });
      expect(body.blocks.map((b) => [b.type, b.name, b.position])).toEqual([
        ['product_description', 'Opis', 1],
        ['product_sizes', 'Wymiary', 2],
        ['product_data', 'Dane techniczne', 3],
        ['product_patterns', 'Tkaniny', 4],
        ['product_files', 'Do pobrania', 5],
        ['product_logistic', 'Logistyka', 6],
      ]);
      expect(body.blocks[1]?.content).toContain('<table>');
      expect(body.blocks[1]?.content).toContain('Wysokość siedziska');
      expect(body.patternCollections.map((c) => c.name)).toEqual(['Valencia', 'Mesh Air']);
      expect(body.patternCollections[0]?.patterns[0]).toEqual({ id: 1, name: 'Grafit', code: 'VA01', color: '#3a3f44', imageUrl: null });
      for (const pattern of body.patternCollections.flatMap((c) => c.patterns)) expect(pattern.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(body.files.map((f) => [f.name, f.fileType.name])).toEqual([
        ['Karta produktu Nova', 'Karta produktu'],
        ['Instrukcja montażu Nova', 'Instrukcja montażu'],
        ['Certyfikat zgodności Nova', 'Certyfikat'],
      ]);
      expect(body.files[0]?.url).toBe('/media/files/nova-karta-produktu.pdf');
      const similar = body.similarProducts.filter((s): s is ProductSummary => typeof s !== 'string');
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.every((s) => s.category.id === 1 && s.id !== 1)).toBe(true);
    });

    it('accepts the numeric id as well', async () => {
      const bySlug = await t.get<Product>('/api/products/lambda-h', { 'accept-locale': 'en' });
      const byId = await t.get<Product>('/api/products/4', { 'accept-locale': 'en' });
      expect(byId.status).toBe(200);
      expect(byId.body).toEqual(bySlug.body);
    });

    it('links related products with their relation labels', async () => {
      const { body } = await t.get<Product>('/api/products/lambda-h');
      expect(body.relationLabel).toEqual({ name: 'wersja z wysokim oparciem', position: 1 });
      expect(body.relatedProduct).toEqual({
        slug: 'lambda',
        name: 'Lambda',
        path: '/produkty/krzesla-obrotowe/lambda',
        category: { id: 1, name: 'Krzesła obrotowe', slug: 'krzesla-obrotowe' },
        relationLabel: { name: 'wersja standardowa', position: 0 },
      });
      const en = await t.get<Product>('/api/products/lambda', { 'accept-locale': 'en' });
      expect(en.body.relatedProduct).toMatchObject({ slug: 'lambda-h', path: '/en/products/swivel-chairs/lambda-h', relationLabel: { name: 'high-back version', position: 1 } });
    });

    it('keeps plain-string similar products as strings', async () => {
      const { body } = await t.get<Product>('/api/products/orbit');
      expect(body.similarProducts.filter((s) => typeof s === 'string')).toEqual(['Orbit Classic (model archiwalny)']);
      expect(body.similarProducts.filter((s) => typeof s !== 'string').map((s) => (typeof s === 'string' ? s : s.slug))).toEqual(['tessa', 'quadra']);
    });

    it('answers parts without similar products and with their own category path', async () => {
      const { body } = await t.get<Product>('/api/products/arm-4d', { 'accept-locale': 'fr' });
      expect(body).toMatchObject({ showSimilarProducts: false, similarProducts: [], path: '/fr/produits/accoudoirs/arm-4d', patternCollections: [] });
      expect(body.blocks.map((b) => b.type)).not.toContain('product_patterns');
    });

    it('answers 404 for an unknown slug or id', async () => {
      const missing = await t.get<ApiErrorBody>('/api/products/no-such-chair');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: '404', message: 'Product "no-such-chair" not found' });
      expect((await t.get('/api/products/999')).status).toBe(404);
      expect((await t.get('/api/products/%E2%82%AC')).status).toBe(404);
    });

    it('rejects query parameters it does not take', async () => {
      const response = await t.get<ApiErrorBody>('/api/products/nova?locale=en');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Unknown query parameter "locale"');
    });
  });
});
