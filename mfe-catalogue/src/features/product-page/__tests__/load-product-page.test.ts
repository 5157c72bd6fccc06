import { ApiError, PageNotFoundError, type SafeHtml } from '@ergoforma/shared-contracts';
import {
  CATEGORIES,
  category,
  collection,
  loadContext,
  node,
  product,
  productSummary,
} from '../../../testing/catalogue-fixtures';
import { productPageHead } from '../utils/product-page-head';
import { loadProductPage } from '../api/load-product-page';

const params = { category: 'krzesla-obrotowe', product: 'aruba' };

function setup(
  answer = product(),
  overrides: Parameters<typeof loadContext>[1] = {},
  categories = jest.fn().mockResolvedValue(collection(CATEGORIES)),
) {
  const get = jest.fn().mockResolvedValue(answer);
  const list = jest.fn().mockResolvedValue(collection([]));
  const ctx = loadContext(
    { products: { get, list }, productCategories: { list: categories } },
    { params, pathname: '/produkty/krzesla-obrotowe/aruba', ...overrides },
  );
  return { get, list, ctx };
}

describe('loadProductPage', () => {
  it('loads the product named by the path', async () => {
    const { get, ctx } = setup();
    const data = await loadProductPage(ctx);
    expect(get).toHaveBeenCalledWith('aruba');
    expect(data.product.name).toBe('Aruba');
  });

  it('is a 404 when the product is not in the category the path names', async () => {
    const { ctx } = setup(product(), { params: { category: 'fotele', product: 'aruba' } });
    await expect(loadProductPage(ctx)).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it('is a 404 when the API found the product by something other than its slug (e.g. its id)', async () => {
    const { ctx } = setup(product(), { params: { category: 'krzesla-obrotowe', product: '7' } });
    await expect(loadProductPage(ctx)).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it('lets an API 404 through to the shell', async () => {
    const get = jest.fn().mockRejectedValue(new ApiError('not found', 404, '/api/products/x'));
    const ctx = loadContext({ products: { get } }, { params });
    await expect(loadProductPage(ctx)).rejects.toMatchObject({ status: 404 });
  });

  it('sanitises the short description and every block before it reaches the page', async () => {
    const { ctx } = setup(product({ shortDescription: '<p onclick="x()">Hi</p>' }));
    const sanitizeHtml = jest.fn((html: string) => `clean:${html}` as SafeHtml);
    const data = await loadProductPage({ ...ctx, sanitizeHtml });
    expect(data.product.shortDescription).toBe('clean:<p onclick="x()">Hi</p>');
    expect(data.product.blocks.map((block) => block.content)).toEqual([
      'clean:<p>Long description</p>',
      'clean:<p>Sizes table</p>',
      'clean:<p>Technical data</p>',
      'clean:',
    ]);
    expect(sanitizeHtml).toHaveBeenCalledTimes(5);
  });

  it('orders the tabs by block position', async () => {
    const { ctx } = setup();
    const data = await loadProductPage(ctx);
    expect(data.product.blocks.map((block) => block.type)).toEqual([
      'product_description',
      'product_sizes',
      'product_data',
      'product_files',
    ]);
  });

  it('keeps only real similar products, without the product itself, at most 5', async () => {
    const similar = ['legacy text', productSummary(7), ...[1, 2, 3, 4, 5, 6].map((id) => productSummary(id))];
    const { ctx } = setup(product({ similarProducts: similar }));
    const data = await loadProductPage(ctx);
    expect(data.product.similarProducts.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows no similar products unless showSimilarProducts is set, and asks for none', async () => {
    const { ctx, list } = setup(product({ showSimilarProducts: false, similarProducts: [productSummary(1)] }));
    expect((await loadProductPage(ctx)).product.similarProducts).toEqual([]);
    expect(list).not.toHaveBeenCalled();
  });

  it("without a preloaded list, shows the category's newest products (so they are in the server HTML)", async () => {
    const { ctx, list } = setup(product({ similarProducts: [] }));
    list.mockResolvedValue(collection([productSummary(7), productSummary(3)]));
    const data = await loadProductPage(ctx);
    expect(list).toHaveBeenCalledWith({ itemsPerPage: 6, order: { published: 'desc' }, 'category.id': 1 });
    expect(data.product.similarProducts.map((item) => item.id)).toEqual([3]);
  });

  it('marks tabs with nothing to show as disabled; a files tab never is', async () => {
    const { ctx } = setup(
      product({
        blocks: [
          { id: 1, type: 'product_description', name: 'Opis', content: '<p>Text</p>', position: 1 },
          { id: 2, type: 'product_sizes', name: 'Wymiary', content: '<p>&nbsp;</p>', position: 2 },
          { id: 3, type: 'product_data', name: 'Dane', content: '<img src="/media/data.png" alt="Dane">', position: 3 },
          { id: 4, type: 'product_patterns', name: 'Tkaniny', content: '', position: 4 },
          { id: 5, type: 'product_files', name: 'Pliki', content: '', position: 5 },
        ],
      }),
    );
    const data = await loadProductPage(ctx);
    expect(data.product.blocks.map((block) => [block.type, block.disabled])).toEqual([
      ['product_description', false],
      ['product_sizes', true],
      ['product_data', false],
      ['product_patterns', true],
      ['product_files', false],
    ]);
  });

  it("links the 'Products' crumb to the node's first crumb and the category inside it", async () => {
    const { ctx } = setup(product(), {
      node: node({
        crumbs: [
          { title: 'Strona główna', path: '/' },
          { title: 'Nasze produkty', path: '/produkty' },
        ],
      }),
    });
    const { breadcrumbs } = await loadProductPage(ctx);
    expect(breadcrumbs).toMatchObject({
      productsPath: '/produkty',
      productsTitle: 'Nasze produkty',
      categoryPath: '/produkty/krzesla-obrotowe',
    });
  });

  it('links a category with a page of its own there, not to the product-section address that redirects', async () => {
    const bases = { ...category(6, 'bazy', 'Bazy'), path: '/bazy' };
    const { ctx } = setup(
      product({ category: { id: 6, name: 'Bazy', slug: 'bazy' } }),
      { params: { category: 'bazy', product: 'aruba' }, pathname: '/produkty/bazy/aruba' },
      jest.fn().mockResolvedValue(collection([...CATEGORIES, bases])),
    );
    const { breadcrumbs } = await loadProductPage(ctx);
    expect(breadcrumbs.categoryPath).toBe('/bazy');
    expect(breadcrumbs.trail.map((crumb) => crumb.path)).toContain('/bazy');
    expect(breadcrumbs.trail.map((crumb) => crumb.path)).not.toContain('/produkty/bazy');
  });

  it('links the category inside the product section when the categories cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { ctx } = setup(product(), {}, jest.fn().mockRejectedValue(new Error('API unreachable')));
    expect((await loadProductPage(ctx)).breadcrumbs.categoryPath).toBe('/produkty/krzesla-obrotowe');
    warn.mockRestore();
  });

  it("falls back to the locale's product section when the node has no crumbs", async () => {
    const fr = product({ category: { id: 1, name: 'Chaises pivotantes', slug: 'chaises-pivotantes' } });
    const frCategory = {
      ...category(1, 'chaises-pivotantes', 'Chaises pivotantes'),
      path: '/fr/produits/chaises-pivotantes',
    };
    const { ctx } = setup(
      fr,
      { locale: 'fr', node: node({ crumbs: [] }), params: { category: 'chaises-pivotantes', product: 'aruba' } },
      jest.fn().mockResolvedValue(collection([frCategory])),
    );
    const data = await loadProductPage(ctx);
    expect(data.breadcrumbs).toMatchObject({
      productsPath: '/fr/produits',
      productsTitle: null,
      categoryPath: '/fr/produits/chaises-pivotantes',
    });
    expect(data.breadcrumbs.trail.map((crumb) => crumb.name)).toEqual([
      'Produits',
      expect.any(String),
      data.product.name,
    ]);
    expect(data.realizationsPath).toBe('/fr/realisations');
  });
});

describe('loadProductPage section link from a {products} parameter', () => {
  it("uses the path's {products} segment when the node has no crumbs", async () => {
    const get = jest.fn().mockResolvedValue(product({ showSimilarProducts: false }));
    const ctx = loadContext(
      { products: { get }, productCategories: { list: jest.fn().mockResolvedValue(collection(CATEGORIES)) } },
      {
        locale: 'en',
        node: node({ slug: '{products}/{category}/{product}', crumbs: [] }),
        params: { products: 'products', ...params },
      },
    );
    expect((await loadProductPage(ctx)).breadcrumbs.productsPath).toBe('/en/products');
  });
});

describe('productPageHead', () => {
  it('uses the SEO title, description, first image and alternates', async () => {
    const { ctx } = setup(product({ seoTitle: 'Aruba – krzesło', seoDescription: 'Opis SEO' }));
    expect(productPageHead(await loadProductPage(ctx))).toMatchObject({
      title: 'Aruba – krzesło',
      description: 'Opis SEO',
      image: '/media/aruba-1.jpg',
      alternates: { pl: '/produkty/krzesla-obrotowe/aruba', en: '/en/products/swivel-chairs/aruba' },
      ogType: 'product',
    });
  });

  it('gives the shell Product and BreadcrumbList structured data', async () => {
    const { ctx } = setup(product({}));
    const data = await loadProductPage(ctx);
    const [productLd, breadcrumbLd] = productPageHead(data).jsonLd ?? [];
    expect(productLd).toMatchObject({
      '@type': 'Product',
      name: 'Aruba',
      url: data.product.path,
      brand: { name: 'Ergoforma' },
    });
    expect((productLd as { image: string[] }).image).toEqual(data.product.images.map((image) => image.image.url));
    const items = (breadcrumbLd as { itemListElement: Array<{ position: number; name: string; item: string }> })
      .itemListElement;
    expect(breadcrumbLd).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(items.at(-1)).toEqual({
      '@type': 'ListItem',
      position: items.length,
      name: 'Aruba',
      item: data.product.path,
    });
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  });

  it('falls back to the product name without an SEO title', async () => {
    const { ctx } = setup(product({ images: [] }));
    const head = productPageHead(await loadProductPage(ctx));
    expect(head.title).toBe('Aruba');
    expect(head.image).toBeUndefined();
    expect(head.description).toBeUndefined();
  });
});
