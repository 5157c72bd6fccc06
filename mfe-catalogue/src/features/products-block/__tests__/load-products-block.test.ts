import { fakeApiClient, noBlockModule, type FakeApiServices } from '@ergoforma/shared-contracts/testing';
import { ApiError, type LoadContext, type SafeHtml } from '@ergoforma/shared-contracts';
import { product, productSummary } from '../../../testing/catalogue-fixtures';
import { loadProductsBlock, PRODUCTS_BLOCK_LIMIT } from '../api/load-products-block';

const categories = {
  member: [
    {
      id: 1,
      name: 'Krzesła obrotowe',
      slug: 'krzesla-obrotowe',
      path: '/produkty/krzesla-obrotowe',
      parentBranch: null,
      description: null,
    },
    {
      id: 7,
      name: 'Krzesła menedżerskie',
      slug: 'krzesla-menedzerskie',
      path: '/produkty/krzesla-menedzerskie',
      parentBranch: { id: 1 },
      description: null,
    },
  ],
  totalItems: 2,
  page: 1,
  itemsPerPage: 2,
};

function context(services: FakeApiServices): LoadContext {
  return {
    api: fakeApiClient(services),
    locale: 'pl',
    pathname: '/ergonomia',
    query: new URLSearchParams(),
    sanitizeHtml: (html: string) => html as SafeHtml,
    loadModule: noBlockModule,
  };
}

describe('loadProductsBlock (catalogue/ProductsBlock)', () => {
  it("products_list { title, categoryId }: that category's products by name, with the category link", async () => {
    const list = jest.fn().mockResolvedValue({
      member: [productSummary(1), productSummary(2)],
      totalItems: 20,
      page: 1,
      itemsPerPage: PRODUCTS_BLOCK_LIMIT,
    });
    const data = await loadProductsBlock(
      context({ products: { list }, productCategories: { list: jest.fn().mockResolvedValue(categories) } }),
      { title: 'Krzesła obrotowe z pełną regulacją', categoryId: 7 },
    );
    expect(list).toHaveBeenCalledWith({ 'category.id': 7, itemsPerPage: PRODUCTS_BLOCK_LIMIT, order: { name: 'asc' } });
    expect(data).toEqual({
      title: 'Krzesła obrotowe z pełną regulacją',
      products: [productSummary(1), productSummary(2)],
      totalItems: 20,
      category: { name: 'Krzesła menedżerskie', path: '/produkty/krzesla-menedzerskie' },
    });
  });

  it('products_simple { title, productIds }: those products in the given order, a missing one left out', async () => {
    const get = jest.fn(async (id: string) => {
      if (id === '404') throw new ApiError('Not found', 404, `/api/products/${id}`);
      return product({ id: Number(id), name: `P${id}` });
    });
    const data = await loadProductsBlock(context({ products: { get } }), { title: 'Wybrane', productIds: [9, 404, 3] });
    expect(data.products.map((item) => item.name)).toEqual(['P9', 'P3']);
    expect(data.products[0].image?.url).toBe('/media/aruba-1.jpg');
    expect(data.category).toBeNull();
  });

  it('propagates other API failures', async () => {
    const get = jest.fn().mockRejectedValue(new ApiError('down', 0, '/api/products/1'));
    await expect(loadProductsBlock(context({ products: { get } }), { title: 'x', productIds: [1] })).rejects.toThrow(
      'down',
    );
  });

  it('without a category or products the block is empty (no request)', async () => {
    const list = jest.fn();
    const data = await loadProductsBlock(context({ products: { list } }), { title: '' });
    expect(list).not.toHaveBeenCalled();
    expect(data).toEqual({ title: null, products: [], totalItems: 0, category: null });
  });
});
