import { PageMovedError, PageNotFoundError } from '@ergoforma/shared-contracts';
import { CATEGORIES, TAGS, collection, loadContext, node, productSummary } from '../../../testing/catalogue-fixtures';
import { productListHead } from '../utils/product-list-head';
import { loadProductList } from '../api/load-product-list';

function setup(overrides: Parameters<typeof loadContext>[1] = {}, products = collection([productSummary(1)], 1)) {
  const services = {
    productCategories: { list: jest.fn().mockResolvedValue(collection(CATEGORIES)) },
    productTags: { list: jest.fn().mockResolvedValue(collection(TAGS)) },
    products: { list: jest.fn().mockResolvedValue(products) },
  };
  return { services, ctx: loadContext(services, overrides) };
}

const listNode = node({ id: 2, slug: 'produkty', action: 'list', crumbs: [{ title: 'Produkty', path: '/produkty' }] });
const categoryNode = node({ id: 3, slug: 'produkty/{category}', action: 'show_category' });

describe('loadProductList', () => {
  it('lists all products on the product section, 24 a page by name', async () => {
    const { services, ctx } = setup({ node: listNode, pathname: '/produkty' });
    const data = await loadProductList(ctx);
    expect(services.productCategories.list).toHaveBeenCalledWith({ pagination: false });
    expect(services.productTags.list).toHaveBeenCalledWith({ pagination: false });
    expect(services.products.list).toHaveBeenCalledWith({
      'category.id': undefined,
      itemsPerPage: 24,
      page: 1,
      order: { name: 'asc' },
      'tags.id': undefined,
    });
    expect(data.title).toBe('Produkty');
    expect(data.category).toBeNull();
    expect(data.sectionPath).toBe('/produkty');
    // No versions of its own: the shell names the section's node in each language.
    expect(productListHead(data).alternates).toBeUndefined();
  });

  it("resolves a category page by the path's slug", async () => {
    const { services, ctx } = setup({
      node: categoryNode,
      params: { category: 'fotele' },
      pathname: '/produkty/fotele',
    });
    const data = await loadProductList(ctx);
    expect(services.products.list).toHaveBeenCalledWith(expect.objectContaining({ 'category.id': 2 }));
    expect(data.title).toBe('Fotele');
    expect(data.sectionPath).toBe('/produkty');
    // The language switch and hreflang lead to the same category in the other languages.
    expect(productListHead(data).alternates).toEqual({ pl: '/produkty/fotele', en: '/en/products/armchairs' });
  });

  it('is a 404 for an unknown category slug, before asking for products', async () => {
    const { services, ctx } = setup({ node: categoryNode, params: { category: 'sofy' } });
    await expect(loadProductList(ctx)).rejects.toBeInstanceOf(PageNotFoundError);
    expect(services.products.list).not.toHaveBeenCalled();
  });

  it("resolves a literal category node ('podlokietniki') by its node reference", async () => {
    const literal = node({
      id: 4,
      slug: 'podlokietniki',
      action: 'show_category',
      nodeReference: 5,
      crumbs: [{ title: 'Podłokietniki', path: '/podlokietniki' }],
    });
    const { services, ctx } = setup({ node: literal, pathname: '/podlokietniki' });
    const data = await loadProductList(ctx);
    expect(services.products.list).toHaveBeenCalledWith(expect.objectContaining({ 'category.id': 5 }));
    expect(data.title).toBe('Podłokietniki');
    // Its own crumb is not the product section.
    expect(data.sectionPath).toBe('/produkty');
    expect(data.basePath).toBe('/podlokietniki');
  });

  it.each([
    ['', '/podlokietniki'],
    ['tag=3&page=2', '/podlokietniki?tag=3&page=2'],
  ])(
    "moves '/produkty/podlokietniki?%s' to the category's own page (one address per page), before asking for products",
    async (search, location) => {
      const { services, ctx } = setup({
        node: categoryNode,
        params: { category: 'podlokietniki' },
        pathname: '/produkty/podlokietniki',
        query: new URLSearchParams(search),
      });
      const moved = loadProductList(ctx);
      await expect(moved).rejects.toBeInstanceOf(PageMovedError);
      await expect(moved).rejects.toMatchObject({ location });
      expect(services.products.list).not.toHaveBeenCalled();
    },
  );

  it('is a 404 when the node references a category that does not exist', async () => {
    const { ctx } = setup({ node: node({ slug: 'bazy', action: 'show_category', nodeReference: 99 }) });
    await expect(loadProductList(ctx)).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it('takes page and tags from the URL query, ignoring bad and unknown values', async () => {
    const query = new URLSearchParams('page=2&tag=3&tag=abc&tag=-4&tag=5&tag=99');
    const { services, ctx } = setup({ node: listNode, query });
    const data = await loadProductList(ctx);
    expect(services.products.list).toHaveBeenCalledWith(expect.objectContaining({ page: 2, 'tags.id': [3, 5] }));
    expect(data.page).toBe(2);
    expect(data.selectedTagIds).toEqual([3, 5]);
  });

  it('falls back to page 1 for a bad page value', async () => {
    const { services, ctx } = setup({ node: listNode, query: new URLSearchParams('page=0') });
    await loadProductList(ctx);
    expect(services.products.list).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }));
  });

  it('offers top-level categories and the subcategories of the shown one', async () => {
    const { ctx } = setup({
      node: categoryNode,
      params: { category: 'krzesla-biurowe' },
      pathname: '/produkty/krzesla-biurowe',
    });
    const data = await loadProductList(ctx);
    expect(data.categories.map((item) => item.name)).toEqual(['Krzesła obrotowe', 'Fotele', 'Podłokietniki']);
    expect(data.topCategoryId).toBe(1);
    expect(data.subcategories.map((item) => item.name)).toEqual(['Krzesła biurowe']);
  });

  it('translates the heading and page title', async () => {
    const { ctx } = setup({
      node: listNode,
      locale: 'en',
      pathname: '/en/products',
      query: new URLSearchParams('page=3'),
    });
    const data = await loadProductList(ctx);
    expect(data.title).toBe('Products');
    expect(productListHead(data).title).toBe('Products – page 3');
  });

  it('names a later page within the list as its own canonical address, and a page past the end as the list', async () => {
    const products = collection([productSummary(1)], 60, 1, 24);
    const head = async (query: string) =>
      productListHead(
        await loadProductList(setup({ node: listNode, query: new URLSearchParams(query) }, products).ctx),
      );
    expect((await head('page=3')).canonical).toBe('/produkty?page=3');
    expect((await head('page=4')).canonical).toBeUndefined();
    expect((await head('page=abc')).canonical).toBeUndefined();
    expect((await head('page=2&tag=1')).canonical).toBe('/produkty?page=2');
  });
});
